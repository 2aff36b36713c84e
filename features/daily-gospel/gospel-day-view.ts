import { intlTag } from "@/lib/format/intl";
import { localeTags, type Locale } from "@/lib/i18n/locales";
import { gospelLink, type GospelDay, type LiturgicalColour } from "./liturgy";
import { cycleTexts, cyclesText, dayName, type LiturgyTranslator } from "./day-texts";

/** Everything one entry of the list shows, as plain strings. */
export interface GospelDayView {
  readonly date: string;
  readonly isToday: boolean;
  readonly dateLabel: string;
  /** Weekday and day without the year ("Sat, Nov 28"): a row of a week whose heading has the rest. */
  readonly shortDateLabel: string;
  readonly name: string;
  readonly season: string;
  readonly colour: LiturgicalColour;
  readonly colourName: string;
  readonly cycles: string;
  /** The same two phrases apart, for a narrow card that sets them a line each. */
  readonly cyclePhrases: readonly [sunday: string, weekday: string];
  readonly href: string;
  readonly hrefLang: string;
  /** True when no platform serves the visitor's language and the link leads to English. */
  readonly inEnglish: boolean;
}

export interface DayFormats {
  readonly long: Intl.DateTimeFormat;
  readonly short: Intl.DateTimeFormat;
}

export function dateFormatFor(locale: Locale): DayFormats {
  // Older ICU data gives ar-SA the Hijri calendar; liturgical dates are Gregorian.
  const common = { timeZone: "UTC", calendar: "gregory" } as const;
  return {
    long: new Intl.DateTimeFormat(intlTag(locale), { ...common, weekday: "long", day: "numeric", month: "long", year: "numeric" }),
    short: new Intl.DateTimeFormat(intlTag(locale), { ...common, weekday: "short", day: "numeric", month: "short" }),
  };
}

export function gospelDayView(
  t: LiturgyTranslator,
  day: GospelDay,
  locale: Locale,
  dateFormat: DayFormats,
): GospelDayView {
  const link = gospelLink(day.date, locale);
  const midnight = new Date(`${day.date}T00:00:00Z`);
  return {
    date: day.date,
    isToday: day.isToday,
    dateLabel: dateFormat.long.format(midnight),
    shortDateLabel: dateFormat.short.format(midnight),
    name: dayName(t, day, localeTags[locale]),
    season: t(`seasons.${day.season}`),
    colour: day.colour,
    colourName: t(`colours.${day.colour}`),
    cycles: cyclesText(t, day),
    cyclePhrases: cycleTexts(t, day),
    href: link.href,
    hrefLang: localeTags[link.locale],
    inEnglish: link.locale !== locale,
  };
}
