import type english from "./messages/en.json";
import type { Locale } from "./lib/i18n/locales";

// Typed texts: `useTranslations("plc")` and `t("key")` are checked against the English file,
// which every other language follows key for key.
declare module "next-intl" {
  interface AppConfig {
    Locale: Locale;
    // `dependencies` is file metadata, an array of strings: next-intl's key types fold over it and
    // every namespace becomes `never`, so the texts are typed without it.
    Messages: Omit<typeof english, "dependencies">;
  }
}
