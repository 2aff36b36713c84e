import { firstSundayOfAdventDayNumber } from "./advent";
import { dayNumberOf, weekdayOf, type DayNumber } from "./calendar-date";
import { easterDayNumber } from "./easter";

/** The dates, within one civil year, on which the seasons and movable days hang. */
export interface YearMarkers {
  readonly year: number;
  readonly epiphany: DayNumber;
  readonly baptismOfTheLord: DayNumber;
  readonly ashWednesday: DayNumber;
  readonly firstSundayOfLent: DayNumber;
  readonly palmSunday: DayNumber;
  readonly holyThursday: DayNumber;
  readonly goodFriday: DayNumber;
  readonly holySaturday: DayNumber;
  readonly easter: DayNumber;
  readonly divineMercySunday: DayNumber;
  readonly ascension: DayNumber;
  readonly pentecost: DayNumber;
  readonly holyTrinity: DayNumber;
  readonly corpusChristi: DayNumber;
  readonly sacredHeart: DayNumber;
  readonly christTheKing: DayNumber;
  readonly firstSundayOfAdvent: DayNumber;
  readonly decemberSeventeenth: DayNumber;
  readonly christmas: DayNumber;
  readonly holyFamily: DayNumber;
}

// A 61-day window asks for the same one or two years over and over.
const cache = new Map<number, YearMarkers>();

export function yearMarkers(year: number): YearMarkers {
  const cached = cache.get(year);
  if (cached) return cached;
  const markers = computeYearMarkers(year);
  cache.set(year, markers);
  return markers;
}

function computeYearMarkers(year: number): YearMarkers {
  // General Roman Calendar: Epiphany stays on 6 January, Ascension and Corpus Christi on Thursday.
  const epiphany = dayNumberOf(year, 1, 6);
  const easter = easterDayNumber(year);
  const pentecost = easter + 49;
  const firstSundayOfAdvent = firstSundayOfAdventDayNumber(year);
  const christmas = dayNumberOf(year, 12, 25);
  const christmasWeekday = weekdayOf(christmas);
  return {
    year,
    epiphany,
    baptismOfTheLord: epiphany + (7 - weekdayOf(epiphany)),
    ashWednesday: easter - 46,
    firstSundayOfLent: easter - 42,
    palmSunday: easter - 7,
    holyThursday: easter - 3,
    goodFriday: easter - 2,
    holySaturday: easter - 1,
    easter,
    divineMercySunday: easter + 7,
    ascension: easter + 39,
    pentecost,
    holyTrinity: pentecost + 7,
    corpusChristi: pentecost + 11,
    sacredHeart: pentecost + 19,
    christTheKing: firstSundayOfAdvent - 7,
    firstSundayOfAdvent,
    decemberSeventeenth: dayNumberOf(year, 12, 17),
    christmas,
    // With no Sunday inside the octave (Christmas on a Sunday) the feast goes to 30 December.
    holyFamily: christmasWeekday === 0 ? christmas + 5 : christmas + (7 - christmasWeekday),
  };
}
