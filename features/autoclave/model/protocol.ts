import type { PlantCommand } from "./plant";
import type { Plant, PlantEvent } from "./types";

/** Simulation speeds: simulated seconds per real second. */
export const SPEEDS = [1, 5, 10, 30, 60, 120] as const;
export type Speed = (typeof SPEEDS)[number];

export function isSpeed(value: unknown): value is Speed {
  return typeof value === "number" && (SPEEDS as readonly number[]).includes(value);
}

/** Trend samples are taken every this many simulated seconds. */
export const TREND_INTERVAL_SECONDS = 5;
/** Values per trend sample: seconds, chamber °C, drain °C, chamber bar abs. */
export const TREND_STRIDE = 4;

export type ToWorker =
  | { readonly type: "init"; readonly count: number; readonly speed: Speed; readonly running: boolean }
  | { readonly type: "command"; readonly command: PlantCommand }
  | { readonly type: "speed"; readonly speed: Speed }
  | { readonly type: "running"; readonly running: boolean }
  | { readonly type: "reset"; readonly count: number };

interface SimulationTiming {
  /** Real seconds the simulation has been running (pauses excluded). */
  readonly wallSeconds: number;
  /** Simulated seconds the chosen speeds asked for in that time. */
  readonly demandedSeconds: number;
  /** Simulated seconds actually computed. */
  readonly simulatedSeconds: number;
  /** When the worker sent this snapshot (performance.timeOrigin + performance.now(), ms). */
  readonly sentAt: number;
}

export interface Snapshot {
  readonly type: "snapshot";
  readonly plant: Plant;
  readonly running: boolean;
  readonly speed: Speed;
  /** Events since the previous snapshot. */
  readonly events: readonly PlantEvent[];
  /** New trend samples per autoclave id, TREND_STRIDE numbers each. */
  readonly trends: Readonly<Record<number, readonly number[]>>;
  /** Set after a reset: the page drops its trends and event log. */
  readonly restarted: boolean;
  readonly timing: SimulationTiming;
}
