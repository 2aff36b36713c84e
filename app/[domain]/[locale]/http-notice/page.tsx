import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { PageShell } from "@/components/shell/page-shell";
import { requestView } from "@/lib/request-view";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const { locale } = await requestView();
  const t = await getTranslations({ locale });
  return { title: { absolute: t("paths.httpNotice") }, robots: { index: false, follow: false } };
}

/** Plain http on a non-local host: the notice, the flags and the https address. */
export default async function HttpNotice() {
  const { view, locale, host, path, pagePath } = await requestView();
  if (!view || !host) notFound();
  const t = await getTranslations({ locale });
  const secure = `https://${host}${path}`;
  return (
    <PageShell view={view} locale={locale} path={pagePath} bare>
      <article className="article">
        <h1>{t("errors.httpNotSupported")}</h1>
        <p className="lead">
          <a href={secure}>{t("errors.httpsLink", { url: secure })}</a>
        </p>
      </article>
    </PageShell>
  );
}
