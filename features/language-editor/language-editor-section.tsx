import type { ToolProps } from "@/components/tool-ui/tool-props";
import { FeatureTexts } from "@/lib/i18n/feature-texts";
import { locales } from "@/lib/i18n/locales";
import { LanguageEditor } from "./language-editor";

/** The language editor block of /various: the maintenance of the site's texts in every language. */
export function LanguageEditorSection({ locale }: ToolProps) {
  return (
    <FeatureTexts locale={locale} namespaces={["languageEditor"]}>
      <LanguageEditor siteLocales={locales} locale={locale} />
    </FeatureTexts>
  );
}
