import "server-only";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import type { ErrorTexts } from "./error-text";

/** The translated texts of the auth API's error codes, for the client forms. */
export async function errorTexts(locale: Locale): Promise<ErrorTexts> {
  const t = await getTranslations({ locale, namespace: "auth" });
  return t.raw("errors") as Record<string, string>;
}

export async function levelTexts(locale: Locale): Promise<Record<"shared" | "personal", string>> {
  const t = await getTranslations({ locale, namespace: "auth.levels" });
  return { shared: t("shared"), personal: t("personal") };
}

/** The texts `keys` of one namespace, for a client component's props. */
export function textsOf<K extends string>(t: (key: K) => string, keys: readonly K[]): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, t(key)])) as Record<K, string>;
}
