import type english from "./messages/en.json";
import type { Locale } from "./lib/i18n/locales";

// Typed texts: `useTranslations("plc")` and `t("key")` are checked against the English file,
// which every other language follows key for key.
declare module "next-intl" {
  interface AppConfig {
    Locale: Locale;
    // `dependencies` (the language file's own metadata, a list) makes next-intl's key types
    // collapse so that no namespace type-checks; it is no text.
    Messages: Omit<typeof english, "dependencies">;
  }
}
