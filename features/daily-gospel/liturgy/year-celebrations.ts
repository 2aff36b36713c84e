import { dayNumberOf, type DayNumber } from "./calendar-date";
import { PRECEDENCE, type Celebration } from "./celebration";
import { basePrecedence } from "./precedence";
import { properCelebrations, properMemorials, type DatedCelebration } from "./proper-of-time";
import { SANCTORAL } from "./sanctoral";
import { yearMarkers, type YearMarkers } from "./year-markers";

// Resolving a year is the expensive step and every day of a window needs it.
const cache = new Map<number, ReadonlyMap<DayNumber, Celebration>>();

/** The celebration, if any, that is kept on each day of a civil year after transfers. */
export function celebrationsOfYear(year: number): ReadonlyMap<DayNumber, Celebration> {
  const cached = cache.get(year);
  if (cached) return cached;
  const resolved = resolveYear(yearMarkers(year));
  cache.set(year, resolved);
  return resolved;
}

function resolveYear(m: YearMarkers): ReadonlyMap<DayNumber, Celebration> {
  const placed = new Map<DayNumber, Celebration>();
  for (const { date, ...celebration } of properCelebrations(m)) placed.set(date, celebration);

  const strength = (day: DayNumber): number =>
    Math.min(basePrecedence(day), placed.get(day)?.precedence ?? Infinity);
  // A transferred solemnity needs a day outside positions 1-8 of the table.
  const isFree = (day: DayNumber): boolean => strength(day) >= PRECEDENCE.privilegedWeekday;

  const fixed: DatedCelebration[] = SANCTORAL.map(({ month, day, ...celebration }) => ({
    ...celebration,
    date: dayNumberOf(m.year, month, day),
  }));
  // Movable memorials go first so that, on a tie, the 2018 decree's preference for Mary, Mother of the Church holds.
  const candidates = [...properMemorials(m), ...fixed].sort(
    (a, b) => a.precedence - b.precedence || a.date - b.date,
  );

  for (const { date, ...celebration } of candidates) {
    if (celebration.precedence < strength(date)) {
      placed.set(date, celebration);
    } else if (celebration.rank === "solemnity") {
      placed.set(transferDate(celebration.key, date, m, isFree), celebration);
    }
  }
  return placed;
}

function transferDate(
  key: Celebration["key"],
  date: DayNumber,
  m: YearMarkers,
  isFree: (day: DayNumber) => boolean,
): DayNumber {
  if (key === "josephSpouse" && date >= m.palmSunday && date <= m.holySaturday) {
    return m.palmSunday - 1;
  }
  if (key === "annunciation" && date >= m.palmSunday && date <= m.divineMercySunday) {
    return m.divineMercySunday + 1;
  }
  // Precedent of 2022, when the Sacred Heart took 24 June: the Baptist moved to the eve.
  if (key === "johnTheBaptistBirth" && isFree(date - 1)) return date - 1;
  let target = date + 1;
  while (!isFree(target)) target += 1;
  return target;
}
