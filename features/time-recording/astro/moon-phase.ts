import { getMoonIllumination } from "suncalc";
import { dayBounds, type CalendarDay } from "./zoned-day";

type MoonPhaseName =
  | "newMoon"
  | "waxingCrescent"
  | "firstQuarter"
  | "waxingGibbous"
  | "fullMoon"
  | "waningGibbous"
  | "lastQuarter"
  | "waningCrescent";

export interface DayMoonPhase {
  readonly name: MoonPhaseName;
  /** Illuminated fraction 0–1 to draw and to state: at the principal phase's instant, else at midday. */
  readonly fraction: number;
  readonly waxing: boolean;
  /** The instant of new moon, first quarter, full moon or last quarter when it falls on this day. */
  readonly exactAt?: number;
}

const HOUR = 3_600_000;

/**
 * The moon phase of a civil day in a zone. The four principal phases are instants; a day is
 * named after one when it happens during that day (full and new moon at the extremes of the lit
 * fraction, the quarters where it passes one half), otherwise after the phase at midday.
 */
export function moonPhaseOfDay(day: CalendarDay, timeZone: string): DayMoonPhase {
  const { start, end } = dayBounds(day, timeZone);
  const samples: { time: number; fraction: number; waxing: boolean }[] = [];
  for (let time = start - HOUR; time <= end + HOUR; time += HOUR) {
    const { fraction, waxing } = getMoonIllumination(new Date(time));
    samples.push({ time, fraction, waxing });
  }

  for (let i = 1; i < samples.length - 1; i++) {
    const [before, at, after] = [samples[i - 1]!, samples[i]!, samples[i + 1]!];
    const isMaximum = at.fraction > before.fraction && at.fraction >= after.fraction;
    const isMinimum = at.fraction < before.fraction && at.fraction <= after.fraction;
    if (!isMaximum && !isMinimum) continue;
    const time = vertexTime(before, at, after);
    if (time < start || time >= end) continue;
    return isMaximum
      ? { name: "fullMoon", fraction: 1, waxing: false, exactAt: time }
      : { name: "newMoon", fraction: 0, waxing: true, exactAt: time };
  }

  for (let i = 1; i < samples.length; i++) {
    const [before, after] = [samples[i - 1]!, samples[i]!];
    const crossesHalf = (before.fraction - 0.5) * (after.fraction - 0.5) <= 0 && before.fraction !== after.fraction;
    if (!crossesHalf) continue;
    const time = before.time + ((0.5 - before.fraction) / (after.fraction - before.fraction)) * (after.time - before.time);
    if (time < start || time >= end) continue;
    const waxing = after.fraction > before.fraction;
    return { name: waxing ? "firstQuarter" : "lastQuarter", fraction: 0.5, waxing, exactAt: time };
  }

  const midday = getMoonIllumination(new Date((start + end) / 2));
  const name: MoonPhaseName = midday.waxing
    ? midday.fraction < 0.5
      ? "waxingCrescent"
      : "waxingGibbous"
    : midday.fraction < 0.5
      ? "waningCrescent"
      : "waningGibbous";
  return { name, fraction: midday.fraction, waxing: midday.waxing };
}

/** Time of the extremum of the parabola through three equally spaced samples. */
function vertexTime(a: { time: number; fraction: number }, b: { time: number; fraction: number }, c: { time: number; fraction: number }): number {
  const curvature = a.fraction - 2 * b.fraction + c.fraction;
  if (curvature === 0) return b.time;
  const offset = (0.5 * (a.fraction - c.fraction)) / curvature;
  return b.time + offset * (c.time - b.time);
}
