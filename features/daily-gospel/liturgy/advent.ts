import { dayNumberOf, isoOfDayNumber, weekdayOf, type DayNumber } from "./calendar-date";

/** The First Sunday of Advent in civil year `year`: the fourth Sunday before Christmas. */
export function firstSundayOfAdventDayNumber(year: number): DayNumber {
  const christmas = dayNumberOf(year, 12, 25);
  const sundayBeforeChristmas = christmas - (weekdayOf(christmas) || 7);
  return sundayBeforeChristmas - 21;
}

/** The First Sunday of Advent in civil year `year`, as `YYYY-MM-DD` (Nov 27 – Dec 3). */
export function firstSundayOfAdvent(year: number): string {
  return isoOfDayNumber(firstSundayOfAdventDayNumber(year));
}
