import { fromDayNumber, isoOfDayNumber, toDayNumber, weekdayOf, type DayNumber } from "./calendar-date";
import { seasonalColour } from "./colour";
import { sundayCycleOfYear, weekdayCycleOfYear } from "./cycles";
import { liturgicalYearOfDayNumber } from "./liturgical-year";
import { seasonOf } from "./season";
import type { DateInput, LiturgicalDay, LiturgicalOptions } from "./types";
import { celebrationsOfYear } from "./year-celebrations";

/** Describes one civil date in the General Roman Calendar (Ordinary Form). */
export function liturgicalDay(date: DateInput, options: LiturgicalOptions = {}): LiturgicalDay {
  return liturgicalDayOf(toDayNumber(date), options);
}

export function liturgicalDayOf(day: DayNumber, options: LiturgicalOptions = {}): LiturgicalDay {
  const { season, week } = seasonOf(day);
  const weekday = weekdayOf(day);
  const celebration = celebrationsOfYear(fromDayNumber(day).year).get(day);
  const liturgicalYear = liturgicalYearOfDayNumber(day);
  const colour = !celebration
    ? seasonalColour(season, week, weekday)
    : celebration.key === "allSouls"
      ? (options.allSoulsColour ?? "violet")
      : celebration.colour;
  return {
    date: isoOfDayNumber(day),
    season,
    week,
    weekday,
    celebration: celebration?.key ?? null,
    rank: celebration?.rank ?? (weekday === 0 ? "sunday" : "weekday"),
    colour,
    sundayCycle: sundayCycleOfYear(liturgicalYear),
    weekdayCycle: weekdayCycleOfYear(liturgicalYear),
  };
}
