import { intlTag } from "@/lib/format/intl";
import { localeTags, type Locale } from "@/lib/i18n/locales";
import { gospelLink, type GospelDay, type LiturgicalColour } from "./liturgy";
import { cyclesText, dayName, type LiturgyTranslator } from "./day-texts";

/** Everything one entry of the list shows, as plain strings. */
export interface GospelDayView {
  readonly date: string;
  readonly isToday: boolean;
  readonly dateLabel: string;
  readonly name: string;
  readonly season: string;
  readonly colour: LiturgicalColour;
  readonly colourName: string;
  readonly cycles: string;
  readonly href: string;
  readonly hrefLang: string;
  /** True when no platform serves the visitor's language and the link leads to English. */
  readonly inEnglish: boolean;
}

export function dateFormatFor(locale: Locale): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(intlTag(locale), {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
    // Older ICU data gives ar-SA the Hijri calendar; liturgical dates are Gregorian.
    calendar: "gregory",
  });
}

export function gospelDayView(
  t: LiturgyTranslator,
  day: GospelDay,
  locale: Locale,
  dateFormat: Intl.DateTimeFormat,
): GospelDayView {
  const link = gospelLink(day.date, locale);
  return {
    date: day.date,
    isToday: day.isToday,
    dateLabel: dateFormat.format(new Date(`${day.date}T00:00:00Z`)),
    name: dayName(t, day, localeTags[locale]),
    season: t(`seasons.${day.season}`),
    colour: day.colour,
    colourName: t(`colours.${day.colour}`),
    cycles: cyclesText(t, day),
    href: link.href,
    hrefLang: localeTags[link.locale],
    inEnglish: link.locale !== locale,
  };
}
