import arLocale from "@fullcalendar/react/locales/ar";
import deLocale from "@fullcalendar/react/locales/de";
import esLocale from "@fullcalendar/react/locales/es";
import itLocale from "@fullcalendar/react/locales/it";
import ltLocale from "@fullcalendar/react/locales/lt";
import ruLocale from "@fullcalendar/react/locales/ru";
import taLocale from "@fullcalendar/react/locales/ta-in";
import type { FormatterInput, LocaleInput } from "@fullcalendar/react";
import { intlTag } from "@/lib/format/intl";
import type { Locale } from "@/lib/i18n/locales";

export const fullCalendarLocaleCode: Record<Locale, string> = {
  en: "en",
  de: "de",
  es: "es",
  ru: "ru",
  ar: "ar",
  lt: "lt",
  it: "it",
  ta: "ta-in",
};

type HourCycle = NonNullable<Intl.ResolvedDateTimeFormatOptions["hourCycle"]>;

function hourCycleOf(tag: string): HourCycle {
  return new Intl.DateTimeFormat(tag, { hour: "numeric" }).resolvedOptions().hourCycle ?? "h23";
}

/** The clock of the site's own texts in a language (Tamil: 24 hours, where ICU writes the Latin "AM"/"PM"). */
function siteHourCycle(locale: Locale): HourCycle {
  return hourCycleOf(intlTag(locale));
}

const calendarIntlTags = new Map<Locale, string>();

/**
 * The tag the calendar's own texts (sun and moon, the status line) format with: FullCalendar's, so
 * that its digits and ours match (Arabic: Latin digits), Gregorian, on the clock of the site's texts.
 * Worked out once per language: the calendar asks on every render.
 */
export function calendarIntlTag(locale: Locale): string {
  let tag = calendarIntlTags.get(locale);
  if (!tag) {
    tag = `${fullCalendarLocaleCode[locale]}-u-ca-gregory-hc-${siteHourCycle(locale)}`;
    calendarIntlTags.set(locale, tag);
  }
  return tag;
}

const twentyFourHours = { hour: "2-digit", minute: "2-digit", hour12: false } as const;

/** FullCalendar's date markers hold the wall-clock time in their UTC fields. */
interface WallClock {
  marker: Date;
}

/**
 * The entries' times as the sun-and-moon card writes them ("8:00 AM – 12:00 PM", "08:00–12:00"):
 * FullCalendar's own formats shorten English to "8a" and drop the first half of a range's "PM".
 */
export function entryTimeFormat(locale: Locale): FormatterInput {
  const clock = new Intl.DateTimeFormat(calendarIntlTag(locale), { hour: "numeric", minute: "2-digit", timeZone: "UTC" });
  return (({ start, end }: { start: WallClock; end: WallClock | null }) =>
    end ? `${clock.format(start.marker)}\u00a0– ${clock.format(end.marker)}` : clock.format(start.marker)) as FormatterInput;
}

const translations: Readonly<Partial<Record<Locale, LocaleInput>>> = { ar: arLocale, de: deLocale, es: esLocale, it: itLocale, lt: ltLocale, ru: ruLocale, ta: taLocale };

/** What FullCalendar's locale files say of the week, beyond the options `LocaleInput` declares. */
type LocaleWeek = { readonly week?: { readonly dow: number } };

/** The weekday the calendar's weeks start on in a language (0 = Sunday, FullCalendar's English). */
export function firstDayOfWeek(locale: Locale): number {
  return (translations[locale] as LocaleWeek | undefined)?.week?.dow ?? 0;
}

/**
 * FullCalendar's own translations of its buttons and labels (English is built in), each on the
 * clock of the site's texts where FullCalendar's tag keeps another: its hours in Tamil read "08:00",
 * not "8 AM" (the entries' times: `entryTimeFormat`).
 */
export const fullCalendarLocales: readonly LocaleInput[] = (Object.entries(translations) as [Locale, LocaleInput][]).map(([locale, translation]) => {
  const needsTwentyFourHours = siteHourCycle(locale) === "h23" && hourCycleOf(fullCalendarLocaleCode[locale]) !== "h23";
  return needsTwentyFourHours ? { ...translation, slotHeaderFormat: twentyFourHours } : translation;
});
