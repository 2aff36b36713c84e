import { directionOf, isLocale, localeTags, type Locale } from "@/lib/i18n/locales";
import { isolated } from "./bidi";

/**
 * What a language's texts need of Intl beyond its tag. The Arabic texts are written with Western
 * digits (as much Arabic web typography is), so Intl uses them too: a page never mixes two digit
 * systems; dates are Gregorian everywhere (older ICU data gives ar-SA the Hijri one). Tamil times
 * run on the 24-hour clock: ICU writes the Latin "AM"/"PM" in Tamil, which Tamil text never does.
 */
const INTL_EXTENSIONS: Partial<Record<Locale, string>> = { ar: "-u-ca-gregory-nu-latn", ta: "-u-hc-h23" };

/** The tag Intl formats a locale's numbers and dates with. */
export function intlTag(locale: Locale): string {
  return localeTags[locale] + (INTL_EXTENSIONS[locale] ?? "");
}

/**
 * A site locale ("ar") or its tag ("ar-SA") writes numbers as the site does (Western digits in
 * Arabic too); any other BCP 47 tag is taken as given.
 */
export function formatTag(locale: string): string {
  const language = locale.split("-")[0];
  return isLocale(language) ? intlTag(language) : locale;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** The page's number format for a site locale or a BCP 47 tag. */
export function numberFormat(locale: string): Intl.NumberFormat {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(formatTag(locale));
    numberFormats.set(locale, format);
  }
  return format;
}

/** A civil date (`YYYY-MM-DD`, `YYYY-MM` or `YYYY`) as a UTC instant, so no zone shifts the day. */
function civilInstant(iso: string): Date {
  const [year = "1970", month = "01", day = "01"] = iso.split("-");
  return new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
}

/** "17:00" as an instant on an arbitrary day, for formatting the time of day only. */
function clockInstant(time: string): Date {
  const [hours = "0", minutes = "0"] = time.split(":");
  return new Date(Date.UTC(2000, 0, 3, Number(hours), Number(minutes)));
}

export type DateStyle = "long" | "weekday" | "weekdayLong" | "monthYear" | "year" | "short";

const dateOptions: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  long: { day: "numeric", month: "long", year: "numeric" },
  weekday: { weekday: "long", day: "numeric", month: "long" },
  weekdayLong: { weekday: "long", day: "numeric", month: "long", year: "numeric" },
  monthYear: { month: "long", year: "numeric" },
  year: { year: "numeric" },
  short: { day: "numeric", month: "short", year: "numeric" },
};

function dateFormat(locale: Locale, style: DateStyle): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(intlTag(locale), { ...dateOptions[style], timeZone: "UTC", calendar: "gregory" });
}

export function formatDate(iso: string, locale: Locale, style: DateStyle = "long"): string {
  return dateFormat(locale, style).format(civilInstant(iso));
}

export function formatDateRange(from: string, to: string, locale: Locale, style: DateStyle): string {
  return dateFormat(locale, style).formatRange(civilInstant(from), civilInstant(to));
}

const timeFormatOptions: Intl.DateTimeFormatOptions = { hour: "numeric", minute: "2-digit", timeZone: "UTC" };

/** A clock time is read as one word: "7:00 PM" or "7:00 م" must not break before the day half. */
function unbreakable(text: string): string {
  return text.replace(/[\s\u202f]+/g, "\u00a0");
}

export function formatTime(time: string, locale: Locale): string {
  return unbreakable(new Intl.DateTimeFormat(intlTag(locale), timeFormatOptions).format(clockInstant(time)));
}

export function formatTimeRange(from: string, to: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlTag(locale), timeFormatOptions).formatRange(clockInstant(from), clockInstant(to));
}

export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(intlTag(locale), { maximumFractionDigits: 2 }).format(value);
}

/**
 * A euro price in the page's language, its digits grouped by thousands as in Europe in every
 * language: ICU's Tamil (India) groups by lakhs ("€3,60,000"), which misreads a price in Germany.
 * The language keeps its symbol, its separator and the currency's place ("€360,000", "360.000 €").
 */
export function formatMoney(value: number, currency: string, locale: Locale): string {
  const whole = Number.isInteger(value);
  const parts = new Intl.NumberFormat(intlTag(locale), {
    style: "currency",
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).formatToParts(value);
  const separator = parts.find((part) => part.type === "group")?.value;
  // No separator: a number the language leaves ungrouped (Spanish "5000 €") stays as it is.
  if (separator === undefined) return parts.map((part) => part.value).join("");
  const digits = parts.flatMap((part) => (part.type === "integer" ? [part.value] : [])).join("");
  const grouped = digits.replace(/\B(?=(\d{3})+$)/g, separator);
  const integerAt = parts.findIndex((part) => part.type === "integer");
  return parts
    .flatMap((part, index) => (index === integerAt ? [grouped] : part.type === "integer" || part.type === "group" ? [] : [part.value]))
    .join("");
}

/** Intl has no square-metre unit; a no-break space keeps number and unit on one line. */
export function formatArea(squareMetres: number, locale: Locale): string {
  const area = `${formatNumber(squareMetres, locale)}\u00a0m²`;
  // Number and Latin unit as one left-to-right run, so "1,094 m²" never reads "m² 1,094" in a right-to-left sentence.
  return directionOf(locale) === "rtl" ? isolated(area) : area;
}

/** A year as a word of its own: never grouped ("1968", not "1,968"). */
export function formatYear(year: number, locale: Locale): string {
  return new Intl.NumberFormat(intlTag(locale), { useGrouping: false }).format(year);
}

export function regionName(code: string, locale: Locale): string {
  return new Intl.DisplayNames([intlTag(locale)], { type: "region" }).of(code) ?? code;
}

/** The comma between two parts of a line (a paper's name and its date): Arabic writes its own. */
export function partSeparator(locale: Locale): string {
  return locale === "ar" ? "، " : ", ";
}

/** Names joined as the page's language joins them: "A, B and C", "A, B und C". */
export function formatList(items: readonly string[], locale: Locale): string {
  return new Intl.ListFormat(intlTag(locale), { type: "conjunction" }).format(items);
}

/** Minutes and seconds of a duration, e.g. "1 min, 12 sec" in the page's language. */
export function formatDuration(totalSeconds: number, locale: Locale): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = Math.round(totalSeconds % 60);
  const unit = (value: number, name: "minute" | "second") =>
    new Intl.NumberFormat(intlTag(locale), { style: "unit", unit: name, unitDisplay: "short" }).format(value);
  const parts = [minutes > 0 ? unit(minutes, "minute") : "", seconds > 0 || minutes === 0 ? unit(seconds, "second") : ""];
  return new Intl.ListFormat(intlTag(locale), { style: "narrow", type: "unit" }).format(parts.filter(Boolean));
}
