import type { CalendarDate, DateInput, Weekday } from "./types";

/** Days since 1970-01-01; all date arithmetic happens on these integers. */
export type DayNumber = number;

const MS_PER_DAY = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function dayNumberOf(year: number, month: number, day: number): DayNumber {
  const instant = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not remap years 0-99 to 1900-1999.
  instant.setUTCFullYear(year, month - 1, day);
  return Math.round(instant.getTime() / MS_PER_DAY);
}

export function fromDayNumber(dayNumber: DayNumber): CalendarDate {
  const instant = new Date(dayNumber * MS_PER_DAY);
  return {
    year: instant.getUTCFullYear(),
    month: instant.getUTCMonth() + 1,
    day: instant.getUTCDate(),
  };
}

export function parseIsoDate(iso: string): CalendarDate {
  const match = ISO_DATE.exec(iso);
  if (!match) throw new RangeError(`Expected a date as YYYY-MM-DD, got "${iso}"`);
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  assertRealDate(date, iso);
  return date;
}

export function formatIsoDate(date: CalendarDate): string {
  const year = String(date.year).padStart(4, "0");
  const month = String(date.month).padStart(2, "0");
  const day = String(date.day).padStart(2, "0");
  return `${year}-${month}-${day}`;
}

export function toDayNumber(input: DateInput): DayNumber {
  const date = typeof input === "string" ? parseIsoDate(input) : input;
  if (typeof input !== "string") assertRealDate(date, JSON.stringify(input));
  return dayNumberOf(date.year, date.month, date.day);
}

export function isoOfDayNumber(dayNumber: DayNumber): string {
  return formatIsoDate(fromDayNumber(dayNumber));
}

export function weekdayOf(dayNumber: DayNumber): Weekday {
  // 1970-01-01 was a Thursday.
  return ((((dayNumber + 4) % 7) + 7) % 7) as Weekday;
}

export function addDays(iso: string, days: number): string {
  return isoOfDayNumber(toDayNumber(iso) + days);
}

function assertRealDate(date: CalendarDate, shown: string): void {
  const { year, month, day } = date;
  const valid =
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    year >= 1 &&
    year <= 9999 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= 31;
  if (!valid) throw new RangeError(`Not a calendar date: ${shown}`);
  const roundTrip = fromDayNumber(dayNumberOf(year, month, day));
  if (roundTrip.month !== month || roundTrip.day !== day) {
    throw new RangeError(`Not a calendar date: ${shown}`);
  }
}
