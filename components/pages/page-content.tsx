import { getTranslations } from "next-intl/server";
import { Article } from "@/components/content/article";
import { articleOf } from "@/lib/content";
import type { Locale } from "@/lib/i18n/locales";
import type { ViewDefinition } from "@/lib/sites/registry";
import { PlayPage } from "@/components/morpheme-game/play-page";
import { ConstructionPage } from "./construction-page";

interface PageContentProps {
  view: ViewDefinition;
  locale: Locale;
  page: string;
}

/** What a public route shows: its article from the language files, or the construction site. */
export async function PageContent({ view, locale, page }: PageContentProps) {
  if (page === "start" && view.underConstruction) return <ConstructionPage view={view} locale={locale} />;
  if (page === "play") return <PlayPage view={view} locale={locale} />;
  const source = page === "imprint" ? (view.imprintSite ?? view.id) : view.id;
  const article = await articleOf(locale, source, page);
  if (article) return <Article content={article} />;
  const t = await getTranslations({ locale });
  return (
    <article className="article">
      <h1>{t(`paths.${page}`)}</h1>
      <p className="lead">{t(`sites.${view.id}.description`)}</p>
    </article>
  );
}
