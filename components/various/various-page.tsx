import { getTranslations } from "next-intl/server";
import { variousSections, type VariousSectionProps } from "./sections";

/** The signed-in /various page: a table of contents, then every block of `variousSections`. */
export async function VariousPage({ view, locale }: VariousSectionProps) {
  const t = await getTranslations({ locale, namespace: "various" });
  return (
    <article className="article article-wide">
      <h1>{t("title")}</h1>
      <p className="lead">{t("intro")}</p>
      {variousSections.length > 0 ? (
        <nav aria-label={t("contents")} className="various-contents">
          <ul>
            {variousSections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{t(`sections.${section.id}`)}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {variousSections.map(({ id, Content }) => (
        <section key={id} id={id} aria-labelledby={`${id}-title`} className="various-section">
          <h2 id={`${id}-title`}>{t(`sections.${id}`)}</h2>
          <Content view={view} locale={locale} />
        </section>
      ))}
    </article>
  );
}
