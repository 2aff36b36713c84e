import { SitePage } from "@/components/pages/site-page";
import type { Locale } from "@/lib/i18n/locales";
import type { ViewDefinition } from "@/lib/sites/registry";

/**
 * The content of a members-only page (e.g. /intern/1971): its article from the language files
 * with the site's blocks, like a public page. The gate in front of it is `privateRoute`'s.
 */
export function internalArticle(page: string) {
  function InternalArticle({ view, locale }: { view: ViewDefinition; locale: Locale }) {
    return <SitePage site={view.id} locale={locale} page={page} />;
  }
  InternalArticle.displayName = `InternalArticle(${page})`;
  return InternalArticle;
}
