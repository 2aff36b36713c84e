import { getTranslations } from "next-intl/server";

/**
 * Static fallback for requests that bypass the middleware. The middleware sends unknown paths
 * to /missing, which names the path and host inside the site's shell.
 */
export default async function NotFound() {
  const t = await getTranslations({ locale: "en" });
  return (
    <main id="content" className="content">
      <article className="article not-found">
        <h1>{t("errors.notFoundTitle")}</h1>
      </article>
    </main>
  );
}
