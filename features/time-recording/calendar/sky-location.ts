import { z } from "zod";
import { isValidTimeZone } from "../astro/zoned-day";

/** Where sunrise, sunset and moonrise are computed, and the zone their times are shown in. */
export interface SkyLocation {
  readonly name: string;
  readonly latitude: number;
  readonly longitude: number;
  /** IANA zone, e.g. "Europe/Berlin". */
  readonly timeZone: string;
}

export const PLACE_NAME_MAX_LENGTH = 60;

export const skyLocationSchema = z.object({
  name: z.string().max(PLACE_NAME_MAX_LENGTH),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  timeZone: z.string().refine(isValidTimeZone),
});

/**
 * Osnabrück, until the user sets a place: the sites' groups and their villages are in and around it
 * (a calendar of a group there showed Berlin's sky). Its name is a text (timeRecording.sky.homePlace).
 */
export function homeSkyLocation(name: string): SkyLocation {
  return { name, latitude: 52.2799, longitude: 8.0472, timeZone: "Europe/Berlin" };
}

export type CoordinateError = "empty" | "notANumber" | "outOfRange";
export type FieldResult<T> = { ok: true; value: T } | { ok: false; error: CoordinateError };

const NUMBER = /^[+\-−]?\d{1,3}(?:[.,]\d+)?$/;

/** A latitude or longitude as typed: decimal point or comma, optional sign, optional degree sign. */
export function parseCoordinate(text: string, axis: "latitude" | "longitude"): FieldResult<number> {
  const cleaned = text.trim().replace(/\s*°$/, "");
  if (cleaned === "") return { ok: false, error: "empty" };
  if (!NUMBER.test(cleaned)) return { ok: false, error: "notANumber" };
  const value = Number(cleaned.replace(",", ".").replace("−", "-"));
  const limit = axis === "latitude" ? 90 : 180;
  if (!Number.isFinite(value) || Math.abs(value) > limit) return { ok: false, error: "outOfRange" };
  return { ok: true, value };
}

/** Every IANA zone this browser knows, for the zone picker. */
export function availableTimeZones(): string[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: "timeZone") => string[] };
  const zones = intl.supportedValuesOf?.("timeZone") ?? [];
  return zones.includes("UTC") ? zones : [...zones, "UTC"];
}
