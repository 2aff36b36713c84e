import { SitePage } from "@/components/pages/site-page";
import type { Locale } from "@/lib/i18n/locales";
import type { ViewDefinition } from "@/lib/sites/registry";
import { imprintSections } from "./sections";

/** /imprint: the imprint and data-protection text of the site (or of its owner), then the shared blocks. */
export function ImprintPage({ view, locale, origin }: { view: ViewDefinition; locale: Locale; origin?: string }) {
  return (
    <>
      <SitePage site={view.imprintSite ?? view.id} locale={locale} page="imprint" origin={origin} />
      {imprintSections.map(({ id, Content }) => (
        <section key={id} id={id} className="imprint-section">
          <Content view={view} locale={locale} />
        </section>
      ))}
    </>
  );
}
