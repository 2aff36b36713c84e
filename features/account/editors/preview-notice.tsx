import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { nativeNames, type Locale } from "@/lib/i18n/locales";
import { localizedPath } from "@/lib/tenancy/view-context";
import styles from "./editors.module.css";

/**
 * Above a preview: whose page this is (the editor's alone, with her saved drafts) and the way back
 * to the texts; `unknownPage` when the address names no page that can be previewed.
 */
export async function PreviewNotice({ locale, unknownPage }: { locale: Locale; unknownPage: boolean }) {
  const t = await getTranslations({ locale, namespace: "members.editors.preview" });
  return (
    <aside className={styles.previewNotice} data-testid="preview-notice">
      <p>{unknownPage ? t("unknownPage") : t("notice", { language: nativeNames[locale] })}</p>
      <Link href={localizedPath(locale, "/edit/texts")}>{t("back")}</Link>
    </aside>
  );
}
