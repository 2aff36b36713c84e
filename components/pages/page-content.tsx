import { ImprintPage } from "@/components/imprint/imprint-page";
import type { Locale } from "@/lib/i18n/locales";
import type { ViewDefinition } from "@/lib/sites/registry";
import { ConstructionPage } from "./construction-page";
import { SitePage } from "./site-page";

interface PageContentProps {
  view: ViewDefinition;
  locale: Locale;
  page: string;
  /** The site's canonical origin, for structured data. */
  origin?: string;
}

/** What a public route shows: the construction site, the imprint, or the page's article with its blocks. */
export async function PageContent({ view, locale, page, origin }: PageContentProps) {
  if (page === "start" && view.underConstruction) return <ConstructionPage view={view} locale={locale} />;
  if (page === "imprint") return <ImprintPage view={view} locale={locale} origin={origin} />;
  return <SitePage site={view.id} locale={locale} page={page} origin={origin} />;
}
