import { saturationPressureBarAbs } from "./steam";

export const PROGRAM_IDS = ["p134", "p121", "p134prion"] as const;
export type ProgramId = (typeof PROGRAM_IDS)[number];

export interface SterilisationProgram {
  readonly id: ProgramId;
  /** Sterilisation temperature: the lower limit of the hold band, measured in the drain. */
  readonly setpointC: number;
  readonly holdSeconds: number;
  readonly pulses: number;
  readonly vacuumBarAbs: number;
  readonly pulseBarAbs: number;
  readonly dryingSeconds: number;
}

/** Width of the sterilisation band above the setpoint (EN 285: 0 to +3 K). */
export const HOLD_BAND_K = 3;
/** The pressure control aims at the middle of the band. */
const CONTROL_OFFSET_K = 1.5;

export const PROGRAMS: Readonly<Record<ProgramId, SterilisationProgram>> = {
  p134: { id: "p134", setpointC: 134, holdSeconds: 5 * 60, pulses: 3, vacuumBarAbs: 0.07, pulseBarAbs: 1.2, dryingSeconds: 10 * 60 },
  p121: { id: "p121", setpointC: 121, holdSeconds: 15 * 60, pulses: 3, vacuumBarAbs: 0.07, pulseBarAbs: 1.2, dryingSeconds: 15 * 60 },
  p134prion: {
    id: "p134prion",
    setpointC: 134,
    holdSeconds: 18 * 60,
    pulses: 4,
    vacuumBarAbs: 0.07,
    pulseBarAbs: 1.2,
    dryingSeconds: 15 * 60,
  },
};

export function isProgramId(value: unknown): value is ProgramId {
  return typeof value === "string" && (PROGRAM_IDS as readonly string[]).includes(value);
}

/** Chamber pressure the control holds during sterilisation (saturated steam, middle of the band). */
export function holdPressureBarAbs(program: SterilisationProgram): number {
  return saturationPressureBarAbs(program.setpointC + CONTROL_OFFSET_K);
}

/** Live-steam pressure below which the program cannot keep its band. */
export function requiredSupplyBarAbs(program: SterilisationProgram): number {
  return saturationPressureBarAbs(program.setpointC + HOLD_BAND_K) + 0.3;
}
