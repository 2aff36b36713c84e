import type { ProgramId } from "./programs";

export type Phase =
  | "ready"
  | "prevacuum"
  | "heatUp"
  | "sterilise"
  | "exhaust"
  | "drying"
  | "aeration"
  | "complete"
  | "abort"
  | "fault";

/** Phases in which a program runs and the door must stay locked. */
export const RUNNING_PHASES: ReadonlySet<Phase> = new Set([
  "prevacuum",
  "heatUp",
  "sterilise",
  "exhaust",
  "drying",
  "aeration",
  "abort",
]);

export type FaultCode = "steamSupplyLow" | "vacuumNotReached" | "controlVoltageLost";

type CycleResult = "none" | "passed" | "failed";

/** Coil states of one autoclave (true = energised). Y2 is normally open: energised closes it. */
export interface AutoclaveCoils {
  /** Y1 steam inlet to the chamber (normally closed). */
  readonly steamInlet: boolean;
  /** Y2 exhaust to the condenser (normally open: de-energised vents the chamber). */
  readonly exhaustClosed: boolean;
  /** Y3 vacuum line (normally closed). */
  readonly vacuum: boolean;
  /** Y4 air inlet through the sterile filter (normally closed). */
  readonly airInlet: boolean;
  /** Y5 jacket steam (normally closed). */
  readonly jacket: boolean;
  /** K1 vacuum-pump contactor. */
  readonly pump: boolean;
  /** K2 door release: the lock is spring-applied and only this coil releases it. */
  readonly doorRelease: boolean;
  /** K3 fault lamp and horn. */
  readonly alarm: boolean;
}

/** Where the valves actually are, after the control voltage has been taken into account. */
export interface ValvePositions {
  readonly steamInlet: boolean;
  readonly exhaust: boolean;
  readonly vacuum: boolean;
  readonly airInlet: boolean;
  readonly jacket: boolean;
  readonly pumpRunning: boolean;
}

export interface Autoclave {
  readonly id: number;
  readonly program: ProgramId;
  readonly phase: Phase;
  /** Pre-vacuum pulse (1-based) and whether it is evacuating or admitting steam. */
  readonly pulse: number;
  readonly pulseStep: "evacuate" | "inject";
  /** Seconds in the current phase or pulse step. */
  readonly stepSeconds: number;
  readonly cycleSeconds: number;
  /** Seconds of the hold spent inside the band. */
  readonly holdSeconds: number;
  /** Cycle second at which the chamber sensor reached the setpoint during heat-up. */
  readonly chamberReachedSeconds: number | null;
  /** Seconds from the chamber reaching the setpoint to the drain reaching it (equilibration). */
  readonly equilibrationSeconds: number | null;
  readonly f0Minutes: number;
  readonly fault: FaultCode | null;
  readonly result: CycleResult;
  /** Partial pressures in the chamber, bar absolute. */
  readonly airBarAbs: number;
  readonly steamBarAbs: number;
  /** Chamber top ("peak") sensor, drain ("bottom") sensor, jacket. */
  readonly chamberC: number;
  readonly drainC: number;
  readonly jacketC: number;
  readonly door: "open" | "closed";
  /** Hysteresis memory of the pressure control during the hold. */
  readonly steamDemand: boolean;
  /** Debounce of the live-steam check. */
  readonly supplyLowSeconds: number;
  /** Heat capacity of the load relative to a standard load (0.8 … 1.2): loads heat up differently. */
  readonly loadFactor: number;
  /** User-triggered fault: the vacuum pump cannot pull below about 450 mbar. */
  readonly pumpFault: boolean;
  readonly coils: AutoclaveCoils;
}

export interface CentralUnit {
  /** G1 output: false while the 24 V fault is set. */
  readonly controlVoltage: boolean;
  readonly controlVoltageFault: boolean;
  /** User-triggered fault: the generator's heating trips, the live-steam pressure falls. */
  readonly steamSupplyFault: boolean;
  readonly generatorBarAbs: number;
  readonly waterLevelPercent: number;
  /** K10 heater contactor, K11 feed-water pump, Y10 main steam valve (all need 24 V). */
  readonly heater: boolean;
  readonly feedPump: boolean;
  readonly mainSteamValve: boolean;
}

export interface Plant {
  readonly seconds: number;
  readonly central: CentralUnit;
  readonly autoclaves: readonly Autoclave[];
}

export type PlantEvent =
  | { readonly kind: "phase"; readonly seconds: number; readonly autoclave: number; readonly phase: Phase }
  | {
      readonly kind: "pulse";
      readonly seconds: number;
      readonly autoclave: number;
      readonly pulse: number;
      readonly pulses: number;
      readonly step: "evacuate" | "inject";
    }
  | { readonly kind: "fault"; readonly seconds: number; readonly autoclave: number; readonly fault: FaultCode }
  | { readonly kind: "result"; readonly seconds: number; readonly autoclave: number; readonly result: "passed" | "failed" }
  | { readonly kind: "door"; readonly seconds: number; readonly autoclave: number; readonly door: "open" | "closed" }
  | {
      readonly kind: "refused";
      readonly seconds: number;
      readonly autoclave: number;
      readonly command: "start" | "openDoor" | "acknowledge";
      readonly reasons: readonly string[];
    }
  | { readonly kind: "central"; readonly seconds: number; readonly signal: "supplyLow" | "supplyOk" | "voltageLost" | "voltageBack" };
