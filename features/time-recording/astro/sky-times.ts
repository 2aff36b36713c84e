import { getMoonTimes, getTimes } from "suncalc";
import { dayBounds, type CalendarDay } from "./zoned-day";

export interface GeoPosition {
  /** Degrees, −90 (south) to 90 (north). */
  readonly latitude: number;
  /** Degrees, −180 (west) to 180 (east). */
  readonly longitude: number;
}

/** A rise or set: an instant, or why there is none on this day. */
export type SkyEvent =
  | { readonly kind: "at"; readonly time: number }
  | { readonly kind: "alwaysUp" }
  | { readonly kind: "alwaysDown" }
  | { readonly kind: "none" };

export interface SkyTimes {
  readonly sunrise: SkyEvent;
  readonly sunset: SkyEvent;
  readonly moonrise: SkyEvent;
  readonly moonset: SkyEvent;
}

/** Sunrise, sunset, moonrise and moonset during a civil day of the location's time zone. */
export function skyTimesOfDay(day: CalendarDay, position: GeoPosition, timeZone: string): SkyTimes {
  const { start, end } = dayBounds(day, timeZone);
  const { latitude, longitude } = position;
  const sun = getTimes(new Date((start + end) / 2), latitude, longitude);
  const polar: SkyEvent | undefined = sun.alwaysUp ? { kind: "alwaysUp" } : sun.alwaysDown ? { kind: "alwaysDown" } : undefined;

  // suncalc scans whole UTC days; a civil day elsewhere overlaps two of them.
  const rises: number[] = [];
  const sets: number[] = [];
  let moonAlwaysUp = true;
  let moonAlwaysDown = true;
  for (const utcDay of new Set([utcDayStart(start), utcDayStart(end - 1)])) {
    const moon = getMoonTimes(new Date(utcDay), latitude, longitude);
    if (moon.rise) rises.push(moon.rise.getTime());
    if (moon.set) sets.push(moon.set.getTime());
    moonAlwaysUp &&= moon.alwaysUp === true;
    moonAlwaysDown &&= moon.alwaysDown === true;
  }
  const moonNone: SkyEvent = moonAlwaysUp ? { kind: "alwaysUp" } : moonAlwaysDown ? { kind: "alwaysDown" } : { kind: "none" };

  return {
    sunrise: sunEvent(sun.sunrise, start, end, polar),
    sunset: sunEvent(sun.sunset, start, end, polar),
    moonrise: firstWithin(rises, start, end) ?? moonNone,
    moonset: firstWithin(sets, start, end) ?? moonNone,
  };
}

function utcDayStart(instant: number): number {
  const date = new Date(instant);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
}

function sunEvent(time: Date | null, start: number, end: number, polar: SkyEvent | undefined): SkyEvent {
  if (time && time.getTime() >= start && time.getTime() < end) return { kind: "at", time: time.getTime() };
  return polar ?? { kind: "none" };
}

function firstWithin(times: number[], start: number, end: number): SkyEvent | undefined {
  const time = times.filter((t) => t >= start && t < end).sort((a, b) => a - b)[0];
  return time === undefined ? undefined : { kind: "at", time };
}
