import "server-only";
import { getTranslations } from "next-intl/server";
import type { Session } from "@/lib/auth/session";
import type { Locale } from "@/lib/i18n/locales";

/** "Shared access", "Personal account" or "Personal account, entitled …" in the page's language. */
export async function levelText(locale: Locale, session: Pick<Session, "level" | "entitled">): Promise<string> {
  const t = await getTranslations({ locale, namespace: "auth.levels" });
  if (session.level === "shared") return t("shared");
  return session.entitled ? t("personalEntitled") : t("personal");
}
