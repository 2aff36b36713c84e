import type { NamespaceKeys, NestedKeyOf } from "next-intl";
import type english from "./messages/en.json";
import type { Locale } from "./lib/i18n/locales";
import type { META_KEYS } from "./lib/i18n/meta-keys";

/**
 * The texts as the code sees them: the English file without its description fields. The page
 * titles (`paths`) are keyed by the site registry's page names, so they are a table here; the
 * language-file tests hold every registered page against them.
 */
type Texts = Omit<typeof english, (typeof META_KEYS)[number] | "paths"> & { paths: Record<string, string> };

// Typed texts: `useTranslations("plc")` and `t("key")` are checked against the English file,
// which every other language follows key for key.
declare module "next-intl" {
  interface AppConfig {
    Locale: Locale;
    Messages: Texts;
  }
}

declare global {
  // The group names are worked out once here, at the top of the program: first met deep inside
  // an overloaded call (getTranslations({ locale, namespace })) the checker gives up on them.
  var textNamespaces: NamespaceKeys<Texts, NestedKeyOf<Texts>> | undefined;
}
