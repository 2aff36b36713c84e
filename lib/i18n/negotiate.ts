import { defaultLocale, isLocale, type Locale } from "./locales";

/**
 * Picks the first supported language of an Accept-Language header by its two-letter prefix
 * (the first two letters of the browser language if supported, else English).
 */
export function negotiateLocale(acceptLanguage: string | null | undefined): Locale {
  if (!acceptLanguage) return defaultLocale;
  const ranked = acceptLanguage
    .slice(0, 512)
    .split(",")
    .map((part, index) => {
      const [range = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q ? Number.parseFloat(q.slice(2)) : 1;
      return { prefix: range.slice(0, 2).toLowerCase(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked.find((entry) => isLocale(entry.prefix))?.prefix as Locale | undefined ?? defaultLocale;
}
