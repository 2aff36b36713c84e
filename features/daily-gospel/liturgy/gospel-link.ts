import { formatIsoDate, fromDayNumber, toDayNumber } from "./calendar-date";
import type { CalendarDate, DateInput } from "./types";

const two = (n: number): string => String(n).padStart(2, "0");

/** Evangelizo runs one site per language, all with the same path scheme. */
const evangelizo =
  (origin: string, edition: string) =>
  (date: CalendarDate): string =>
    `${origin}/${edition}/gospel/${formatIsoDate(date)}`;

/** Where each language can read the gospel of a given day. */
const GOSPEL_PLATFORMS = {
  en: (date: CalendarDate) =>
    `https://bible.usccb.org/bible/readings/${two(date.month)}${two(date.day)}${two(date.year % 100)}.cfm`,
  de: (date: CalendarDate) =>
    `https://www.erzabtei-beuron.de/schott/schott_anz/index.html?datum=${formatIsoDate(date)}`,
  es: evangelizo("https://evangeliodeldia.org", "SP"),
  it: evangelizo("https://vangelodelgiorno.org", "IT"),
  ar: evangelizo("https://alingilalyawmi.org", "AR"),
} as const satisfies Record<string, (date: CalendarDate) => string>;

type GospelPlatformLocale = keyof typeof GOSPEL_PLATFORMS;

export interface GospelLink {
  readonly href: string;
  /** The language of the linked page; differs from the requested one on an English fallback. */
  readonly locale: GospelPlatformLocale;
}

function hasGospelPlatform(locale: string): locale is GospelPlatformLocale {
  return Object.hasOwn(GOSPEL_PLATFORMS, locale);
}

/** Link to the day's gospel in `locale`, or in English where no platform serves that language. */
export function gospelLink(date: DateInput, locale: string): GospelLink {
  const calendarDate = fromDayNumber(toDayNumber(date));
  const used: GospelPlatformLocale = hasGospelPlatform(locale) ? locale : "en";
  return { href: GOSPEL_PLATFORMS[used](calendarDate), locale: used };
}
