import { getTranslations } from "next-intl/server";
import { previewRoutes } from "@/lib/content/preview-routes";
import { FeatureTexts } from "@/lib/i18n/feature-texts";
import { locales, type Locale } from "@/lib/i18n/locales";
import type { ViewDefinition } from "@/lib/tenancy/sites/registry";
import { PublishedEditor } from "./published-editor";

/** /edit/texts: the language editor on the site's published texts, for its editors. */
export async function PublishedEditorSection({ view, locale }: { view: ViewDefinition; locale: Locale }) {
  const t = await getTranslations({ locale });
  const previewPages = previewRoutes(view).map((route) => ({ path: route.path, title: t(`paths.${route.page}`) }));
  return (
    <FeatureTexts locale={locale} namespaces={["languageEditor", "contentEditor", "auth.errors"]}>
      <PublishedEditor siteLocales={locales} previewPages={previewPages} />
    </FeatureTexts>
  );
}
