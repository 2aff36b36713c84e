import "server-only";
import { getTranslations } from "next-intl/server";
import type { MemberAccess } from "@/lib/auth/member-access";
import type { Locale } from "@/lib/i18n/locales";

/** "Shared access", "Personal account" or "Personal account, entitled …" in the page's language. */
export async function levelText(locale: Locale, access: Pick<MemberAccess, "level" | "entitled">): Promise<string> {
  const t = await getTranslations({ locale, namespace: "auth.levels" });
  if (access.level === "shared") return t("shared");
  return access.entitled ? t("personalEntitled") : t("personal");
}
