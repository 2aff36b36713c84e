/**
 * Calendar days in an IANA time zone, computed with Intl only (no time-zone data of our own).
 * A location's sunrise, moonrise and moon phase belong to that location's civil day, which need
 * not be the browser's.
 */
export interface CalendarDay {
  readonly year: number;
  /** 1–12 */
  readonly month: number;
  readonly day: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function wallClockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      calendar: "gregory",
      numberingSystem: "latn",
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, format);
  }
  return format;
}

interface WallClock extends CalendarDay {
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

export function wallClockAt(instant: number, timeZone: string): WallClock {
  const fields: Record<string, number> = {};
  for (const part of wallClockFormat(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== "literal") fields[part.type] = Number(part.value);
  }
  return {
    year: fields.year ?? 0,
    month: fields.month ?? 1,
    day: fields.day ?? 1,
    hour: (fields.hour ?? 0) % 24,
    minute: fields.minute ?? 0,
    second: fields.second ?? 0,
  };
}

/** The zone's offset from UTC at an instant, in milliseconds (east positive). */
function offsetAt(instant: number, timeZone: string): number {
  const wall = wallClockAt(instant, timeZone);
  const wallAsUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return wallAsUtc - Math.floor(instant / 1000) * 1000;
}

function sameDay(a: CalendarDay, b: CalendarDay): boolean {
  return a.year === b.year && a.month === b.month && a.day === b.day;
}

/**
 * The first instant of a civil day in a zone: usually local midnight; where a daylight-saving
 * change skips midnight (e.g. America/Santiago), the first moment that exists on that day.
 */
export function startOfDay(day: CalendarDay, timeZone: string): number {
  const midnightAsUtc = Date.UTC(day.year, day.month - 1, day.day);
  const firstGuess = midnightAsUtc - offsetAt(midnightAsUtc, timeZone);
  const secondGuess = midnightAsUtc - offsetAt(firstGuess, timeZone);
  const wall = wallClockAt(secondGuess, timeZone);
  if (sameDay(wall, day) && wall.hour === 0 && wall.minute === 0 && wall.second === 0) return secondGuess;
  return firstInstantOfDay(Math.min(firstGuess, secondGuess), day, timeZone);
}

/** The earliest instant on `day`, to the quarter hour (only needed where midnight is skipped). */
function firstInstantOfDay(near: number, day: CalendarDay, timeZone: string): number {
  const step = 15 * 60_000;
  let instant = near - 4 * 3_600_000;
  for (let i = 0; i < 200 && !sameDay(wallClockAt(instant, timeZone), day); i++) instant += step;
  return instant;
}

function nextDay(day: CalendarDay): CalendarDay {
  const date = new Date(Date.UTC(day.year, day.month - 1, day.day + 1));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** [start, end) of a civil day in a zone, as epoch milliseconds; 23, 24 or 25 hours long. */
export function dayBounds(day: CalendarDay, timeZone: string): { start: number; end: number } {
  return { start: startOfDay(day, timeZone), end: startOfDay(nextDay(day), timeZone) };
}

/** The civil day of a browser-local Date (as FullCalendar hands out day cells). */
export function calendarDayOf(date: Date): CalendarDay {
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

/** Today in a zone. */
export function todayIn(timeZone: string, now: number = Date.now()): CalendarDay {
  const { year, month, day } = wallClockAt(now, timeZone);
  return { year, month, day };
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return true;
  } catch {
    return false;
  }
}
