import { z } from "zod";
import { readEntry, writeEntry } from "@/lib/client/storage";
import { AUTOCLAVE_COUNT_RANGE } from "./model/count";
import { SPEEDS, type Speed } from "./model/protocol";

const SIMULATION_VIEWS = ["current", "jointly", "detailed"] as const;
export type SimulationViewId = (typeof SIMULATION_VIEWS)[number];

const settingsSchema = z.object({
  count: z.number().int().min(AUTOCLAVE_COUNT_RANGE.min).max(AUTOCLAVE_COUNT_RANGE.max),
  speed: z.union(SPEEDS.map((speed) => z.literal(speed)) as [z.ZodLiteral<Speed>, ...z.ZodLiteral<Speed>[]]),
  view: z.enum(SIMULATION_VIEWS),
  selected: z.number().int().min(1).max(AUTOCLAVE_COUNT_RANGE.max),
});

/** The simulation's key in local storage. */
const STORAGE_KEY = "autoclaveSimulation";

export type SimulationSettings = z.infer<typeof settingsSchema>;

const DEFAULT_SETTINGS: SimulationSettings = { count: 6, speed: 30, view: "current", selected: 1 };

/** The remembered choices; anything stored that does not fit is replaced by the defaults. */
export function readSettings(): SimulationSettings {
  const parsed = settingsSchema.safeParse(readEntry(STORAGE_KEY));
  return parsed.success ? parsed.data : DEFAULT_SETTINGS;
}

export function writeSettings(settings: SimulationSettings): void {
  writeEntry(STORAGE_KEY, settings);
}
