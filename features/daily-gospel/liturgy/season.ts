import { fromDayNumber, weekdayOf, type DayNumber } from "./calendar-date";
import type { Season } from "./types";
import { yearMarkers } from "./year-markers";

export interface SeasonWeek {
  readonly season: Season;
  /** See `LiturgicalDay.week` for the numbering in each season. */
  readonly week: number | null;
}

const weekFrom = (start: DayNumber, day: DayNumber): number => Math.floor((day - start) / 7) + 1;

export function seasonOf(day: DayNumber): SeasonWeek {
  const m = yearMarkers(fromDayNumber(day).year);
  if (day >= m.christmas) return { season: "christmas", week: null };
  if (day >= m.firstSundayOfAdvent) {
    return { season: "advent", week: weekFrom(m.firstSundayOfAdvent, day) };
  }
  if (day <= m.baptismOfTheLord) return { season: "christmas", week: null };
  if (day < m.ashWednesday) {
    // The Baptism of the Lord takes the place of the First Sunday in Ordinary Time.
    return { season: "ordinary", week: weekFrom(m.baptismOfTheLord, day) };
  }
  if (day < m.firstSundayOfLent) return { season: "lent", week: 0 };
  if (day < m.holyThursday) return { season: "lent", week: weekFrom(m.firstSundayOfLent, day) };
  if (day < m.easter) return { season: "triduum", week: null };
  if (day < m.pentecost) return { season: "easter", week: weekFrom(m.easter, day) };
  if (day === m.pentecost) return { season: "easter", week: null };
  // After Pentecost the weeks are counted back from Christ the King, the 34th Sunday.
  const sunday = day - weekdayOf(day);
  return { season: "ordinary", week: 34 - (m.christTheKing - sunday) / 7 };
}
