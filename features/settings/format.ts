import { localeTags, isLocale } from "@/lib/i18n/locales";

const tagOf = (locale: string) => (isLocale(locale) ? localeTags[locale] : locale);

export function formatBytes(bytes: number, locale: string): string {
  const kilo = bytes >= 1024;
  return new Intl.NumberFormat(tagOf(locale), {
    style: "unit",
    unit: kilo ? "kilobyte" : "byte",
    unitDisplay: "short",
    maximumFractionDigits: kilo ? 1 : 0,
  }).format(kilo ? bytes / 1024 : bytes);
}

export function formatNumber(value: number, locale: string): string {
  return new Intl.NumberFormat(tagOf(locale)).format(value);
}

export function formatDateTime(time: number, locale: string): string {
  return new Intl.DateTimeFormat(tagOf(locale), { dateStyle: "medium", timeStyle: "short" }).format(time);
}
