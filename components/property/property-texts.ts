import { z } from "zod";
import { COMPASS_POINTS, type CompassPoint } from "./panorama-math";

const directionsSchema = z.object(
  Object.fromEntries(COMPASS_POINTS.map((point) => [point, z.string()])) as Record<CompassPoint, z.ZodString>,
);

export const panoramaTextsSchema = z.object({
  heading: z.string(),
  hint: z.string(),
  label: z.string(),
  turnLeft: z.string(),
  turnRight: z.string(),
  reset: z.string(),
  /** With the placeholders `{direction}` and `{degrees}`. */
  direction: z.string(),
  directions: directionsSchema,
});

/** The `property` group of messages/<locale>.json. */
export const propertyTextsSchema = z.object({
  heading: z.string(),
  intro: z.string(),
  labels: z.object({
    livingSpace: z.string(),
    plot: z.string(),
    rooms: z.string(),
    price: z.string(),
    additionalCosts: z.string(),
    additionalCostsNote: z.string(),
    garage: z.string(),
    garageValue: z.string(),
    yearBuilt: z.string(),
    yearBuiltValue: z.string(),
    location: z.string(),
    locationValue: z.string(),
  }),
  streetView: z.string(),
  streetViewNote: z.string(),
  panorama: panoramaTextsSchema,
});

export type PanoramaTexts = z.infer<typeof panoramaTextsSchema>;
export type PropertyTexts = z.infer<typeof propertyTextsSchema>;
