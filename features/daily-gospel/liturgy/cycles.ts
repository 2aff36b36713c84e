import { toDayNumber } from "./calendar-date";
import { liturgicalYearOfDayNumber } from "./liturgical-year";
import type { DateInput, SundayCycle, WeekdayCycle } from "./types";

const SUNDAY_CYCLES: readonly SundayCycle[] = ["C", "A", "B"];

export function sundayCycleOfYear(liturgicalYear: number): SundayCycle {
  return SUNDAY_CYCLES[liturgicalYear % 3] ?? "C";
}

export function weekdayCycleOfYear(liturgicalYear: number): WeekdayCycle {
  return liturgicalYear % 2 === 1 ? "I" : "II";
}

/** Sunday lectionary cycle of the liturgical year containing `date`. */
export function sundayCycle(date: DateInput): SundayCycle {
  return sundayCycleOfYear(liturgicalYearOfDayNumber(toDayNumber(date)));
}

/** Weekday lectionary cycle (Ordinary Time first readings) of the year containing `date`. */
export function weekdayCycle(date: DateInput): WeekdayCycle {
  return weekdayCycleOfYear(liturgicalYearOfDayNumber(toDayNumber(date)));
}
