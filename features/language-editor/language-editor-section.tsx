import { getTranslations } from "next-intl/server";
import type { ToolProps } from "@/components/various/tool-view";
import { locales } from "@/lib/i18n/locales";
import type { EditorTexts } from "./editor-texts";
import { LanguageEditor } from "./language-editor";

/** The language editor block of /various (SPEC §2: language maintenance). */
export async function LanguageEditorSection({ locale }: ToolProps) {
  const t = await getTranslations({ locale });
  return <LanguageEditor texts={t.raw("languageEditor") as EditorTexts} siteLocales={locales} locale={locale} />;
}
