import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { localizedPath } from "@/lib/tenancy/view-context";

/** The editors' pages for a signed-in member who is no editor of this site: why, and what to do. */
export async function NotEditor({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "members.editors.notEditor" });
  return (
    <article className="article" data-testid="not-editor">
      <h1>{t("heading")}</h1>
      <p className="lead">{t("text")}</p>
      <p>
        <Link href={localizedPath(locale, "/dashboard")}>{t("toOverview")}</Link>
      </p>
    </article>
  );
}
