import { firstSundayOfAdventDayNumber } from "./advent";
import { fromDayNumber, toDayNumber, type DayNumber } from "./calendar-date";
import type { DateInput } from "./types";

export function liturgicalYearOfDayNumber(dayNumber: DayNumber): number {
  const { year } = fromDayNumber(dayNumber);
  return dayNumber >= firstSundayOfAdventDayNumber(year) ? year + 1 : year;
}

/**
 * The name of the liturgical year containing `date`: the year that begins on the
 * First Sunday of Advent of civil year Y-1 is named Y.
 */
export function liturgicalYearOf(date: DateInput): number {
  return liturgicalYearOfDayNumber(toDayNumber(date));
}
