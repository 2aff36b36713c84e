export const locales = ["en", "de", "es", "ru", "ar", "lt", "it", "ta"] as const;
export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = "en";
/** The flag bar's basic set; the plus button shows all of `locales`. */
export const basicLocales: readonly Locale[] = ["en", "de"];

/** BCP 47 tags of the eight languages, used for `hreflang`, `<html lang>` and `Intl`. */
export const localeTags: Record<Locale, string> = {
  en: "en-US",
  de: "de-DE",
  es: "es-ES",
  ru: "ru-RU",
  ar: "ar-SA",
  lt: "lt-LT",
  it: "it-IT",
  ta: "ta-IN",
};

const rightToLeft: ReadonlySet<Locale> = new Set<Locale>(["ar"]);

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

export function directionOf(locale: Locale): "ltr" | "rtl" {
  return rightToLeft.has(locale) ? "rtl" : "ltr";
}

/** Each language's name in itself: the same in every language file, so kept here as data. */
export const nativeNames: Record<Locale, string> = {
  en: "English",
  de: "Deutsch",
  es: "Español",
  ru: "Русский",
  ar: "العربية",
  lt: "Lietuvių",
  it: "Italiano",
  ta: "தமிழ்",
};
