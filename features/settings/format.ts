import { formatTag } from "@/lib/format/intl";

/**
 * "199 bytes", "2.5 kB": whole bytes are written out, as the short form reads "199 byte" in
 * English; kilobytes keep their symbol. Digits as the site writes them (Western in Arabic too).
 */
export function formatBytes(bytes: number, locale: string): string {
  const kilo = bytes >= 1024;
  return new Intl.NumberFormat(formatTag(locale), {
    style: "unit",
    unit: kilo ? "kilobyte" : "byte",
    unitDisplay: kilo ? "short" : "long",
    maximumFractionDigits: kilo ? 1 : 0,
  }).format(kilo ? bytes / 1024 : bytes);
}

export function formatNumber(value: number, locale: string): string {
  return new Intl.NumberFormat(formatTag(locale)).format(value);
}

export function formatDateTime(time: number, locale: string): string {
  return new Intl.DateTimeFormat(formatTag(locale), { dateStyle: "medium", timeStyle: "short" }).format(time);
}
