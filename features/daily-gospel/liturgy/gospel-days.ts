import { toDayNumber } from "./calendar-date";
import { liturgicalDayOf } from "./liturgical-day";
import type { GospelDay, LiturgicalOptions } from "./types";

/** Every day from `daysBefore` days before `today` to `daysAfter` days after it, in order. */
export function gospelDays(
  today: string,
  daysBefore = 30,
  daysAfter = 30,
  options: LiturgicalOptions = {},
): GospelDay[] {
  for (const count of [daysBefore, daysAfter]) {
    if (!Number.isInteger(count) || count < 0) {
      throw new RangeError(`Day counts must be non-negative integers, got ${count}`);
    }
  }
  const centre = toDayNumber(today);
  return Array.from({ length: daysBefore + daysAfter + 1 }, (_, index) => {
    const offset = index - daysBefore;
    return { ...liturgicalDayOf(centre + offset, options), isToday: offset === 0 };
  });
}
