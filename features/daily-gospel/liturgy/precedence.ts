import { fromDayNumber, weekdayOf, type DayNumber } from "./calendar-date";
import { PRECEDENCE, type Precedence } from "./celebration";
import { seasonOf } from "./season";
import { yearMarkers } from "./year-markers";

/** Precedence of a day of the Proper of Time before any celebration is placed on it. */
export function basePrecedence(day: DayNumber): Precedence {
  const { season, week } = seasonOf(day);
  const m = yearMarkers(fromDayNumber(day).year);
  if (season === "triduum") return PRECEDENCE.triduum;
  if (weekdayOf(day) === 0) {
    return season === "christmas" || season === "ordinary"
      ? PRECEDENCE.ordinarySunday
      : PRECEDENCE.principal;
  }
  if (day === m.ashWednesday) return PRECEDENCE.principal;
  if (season === "lent") return week === 6 ? PRECEDENCE.principal : PRECEDENCE.privilegedWeekday;
  if (season === "easter" && week === 1) return PRECEDENCE.principal;
  if (season === "advent" && day >= m.decemberSeventeenth) return PRECEDENCE.privilegedWeekday;
  // The Christmas octave runs to 1 January, which is a solemnity anyway.
  if (season === "christmas" && day > m.christmas) return PRECEDENCE.privilegedWeekday;
  return PRECEDENCE.weekday;
}
