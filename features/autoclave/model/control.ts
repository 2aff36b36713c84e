import { f0Increment } from "./f0";
import { doorReleaseChecks, failing } from "./interlocks";
import { ATMOSPHERE_BAR, chamberPressure } from "./physics";
import { HOLD_BAND_K, PROGRAMS, holdPressureBarAbs, requiredSupplyBarAbs } from "./programs";
import {
  RUNNING_PHASES,
  type Autoclave,
  type AutoclaveCoils,
  type CentralUnit,
  type FaultCode,
  type Phase,
  type PlantEvent,
  type ValvePositions,
} from "./types";

const VACUUM_TIMEOUT_SECONDS = 300;
const INJECT_TIMEOUT_SECONDS = 240;
const HEAT_UP_TIMEOUT_SECONDS = 900;
const SUPPLY_DEBOUNCE_SECONDS = 5;
/** The hold's pressure control switches the steam inlet within ± this band (bar). */
const HOLD_HYSTERESIS_BAR = 0.015;
const SAFE_BAND_BAR = 0.03;

export const IDLE_COILS: AutoclaveCoils = {
  steamInlet: false,
  exhaustClosed: false,
  vacuum: false,
  airInlet: false,
  jacket: false,
  pump: false,
  doorRelease: false,
  alarm: false,
};

/** Valve positions from the coils; without 24 V every valve falls into its safe position. */
export function valvePositions(coils: AutoclaveCoils, central: CentralUnit): ValvePositions {
  const powered = central.controlVoltage;
  return {
    steamInlet: powered && coils.steamInlet && central.mainSteamValve,
    exhaust: !(powered && coils.exhaustClosed),
    vacuum: powered && coils.vacuum,
    airInlet: powered && coils.airInlet,
    jacket: powered && coils.jacket && central.mainSteamValve,
    pumpRunning: powered && coils.pump,
  };
}

export interface ControlResult {
  readonly autoclave: Autoclave;
  readonly events: PlantEvent[];
}

/**
 * One scan of the autoclave's control: phase sequence, pressure control, fault detection and
 * safe reactions. It sets the coils for the next physics step. Without 24 V nothing is driven:
 * a running program is lost and reported as a fault once the voltage is back.
 */
export function scanControl(autoclave: Autoclave, central: CentralUnit, seconds: number, dt: number): ControlResult {
  const events: PlantEvent[] = [];
  const emitPhase = (phase: Phase) => events.push({ kind: "phase", seconds, autoclave: autoclave.id, phase });

  if (!central.controlVoltage) {
    if (!RUNNING_PHASES.has(autoclave.phase)) return { autoclave: { ...autoclave, coils: IDLE_COILS }, events };
    events.push({ kind: "fault", seconds, autoclave: autoclave.id, fault: "controlVoltageLost" });
    if (autoclave.result !== "failed") events.push({ kind: "result", seconds, autoclave: autoclave.id, result: "failed" });
    emitPhase("fault");
    return {
      autoclave: { ...autoclave, phase: "fault", fault: "controlVoltageLost", result: "failed", stepSeconds: 0, coils: IDLE_COILS },
      events,
    };
  }

  const program = PROGRAMS[autoclave.program];
  const pressure = chamberPressure(autoclave);
  let next: Autoclave = {
    ...autoclave,
    stepSeconds: autoclave.stepSeconds + dt,
    cycleSeconds: RUNNING_PHASES.has(autoclave.phase) ? autoclave.cycleSeconds + dt : autoclave.cycleSeconds,
    f0Minutes: RUNNING_PHASES.has(autoclave.phase) ? autoclave.f0Minutes + f0Increment(autoclave.drainC, dt) : autoclave.f0Minutes,
  };

  const enter = (phase: Phase, changes: Partial<Autoclave> = {}) => {
    next = { ...next, ...changes, phase, stepSeconds: 0 };
    emitPhase(phase);
  };
  const raise = (fault: FaultCode) => {
    events.push({ kind: "fault", seconds, autoclave: autoclave.id, fault });
    events.push({ kind: "result", seconds, autoclave: autoclave.id, result: "failed" });
    enter("abort", { fault, result: "failed", steamDemand: false });
  };

  // Live steam is checked wherever the phase needs it; a short dip is tolerated.
  const needsSteam =
    (next.phase === "prevacuum" && next.pulseStep === "inject") || next.phase === "heatUp" || next.phase === "sterilise";
  const supplyLow = central.generatorBarAbs < requiredSupplyBarAbs(program);
  next = { ...next, supplyLowSeconds: needsSteam && supplyLow ? next.supplyLowSeconds + dt : 0 };

  if (next.supplyLowSeconds >= SUPPLY_DEBOUNCE_SECONDS) {
    raise("steamSupplyLow");
  } else {
    switch (next.phase) {
      case "prevacuum":
        if (next.pulseStep === "evacuate") {
          if (pressure <= program.vacuumBarAbs) {
            next = { ...next, pulseStep: "inject", stepSeconds: 0 };
            events.push({ kind: "pulse", seconds, autoclave: autoclave.id, pulse: next.pulse, pulses: program.pulses, step: "inject" });
          }
          else if (next.stepSeconds > VACUUM_TIMEOUT_SECONDS) raise("vacuumNotReached");
        } else if (pressure >= program.pulseBarAbs) {
          if (next.pulse < program.pulses) {
            next = { ...next, pulse: next.pulse + 1, pulseStep: "evacuate", stepSeconds: 0 };
            events.push({ kind: "pulse", seconds, autoclave: autoclave.id, pulse: next.pulse, pulses: program.pulses, step: "evacuate" });
          }
          else enter("heatUp", { chamberReachedSeconds: null });
        } else if (next.stepSeconds > INJECT_TIMEOUT_SECONDS) {
          raise("steamSupplyLow");
        }
        break;
      case "heatUp":
        if (next.chamberReachedSeconds === null && next.chamberC >= program.setpointC) {
          next = { ...next, chamberReachedSeconds: next.cycleSeconds };
        }
        if (next.drainC >= program.setpointC) {
          const equilibrationSeconds = next.cycleSeconds - (next.chamberReachedSeconds ?? next.cycleSeconds);
          enter("sterilise", { holdSeconds: 0, equilibrationSeconds });
        } else if (next.stepSeconds > HEAT_UP_TIMEOUT_SECONDS) {
          raise("steamSupplyLow");
        }
        break;
      case "sterilise": {
        const inBand = next.drainC >= program.setpointC && next.drainC <= program.setpointC + HOLD_BAND_K;
        const holdSeconds = inBand ? next.holdSeconds + dt : next.holdSeconds;
        next = { ...next, holdSeconds };
        if (holdSeconds >= program.holdSeconds) enter("exhaust");
        break;
      }
      case "exhaust":
        if (pressure <= ATMOSPHERE_BAR + SAFE_BAND_BAR) enter("drying");
        break;
      case "drying":
        if (next.stepSeconds >= program.dryingSeconds) enter("aeration");
        else if (next.stepSeconds > VACUUM_TIMEOUT_SECONDS && pressure > 0.3) raise("vacuumNotReached");
        break;
      case "aeration":
        if (pressure >= ATMOSPHERE_BAR - SAFE_BAND_BAR / 3) {
          events.push({ kind: "result", seconds, autoclave: autoclave.id, result: "passed" });
          enter("complete", { result: "passed" });
        }
        break;
      case "abort":
        if (Math.abs(pressure - ATMOSPHERE_BAR) <= SAFE_BAND_BAR) enter(next.fault ? "fault" : "ready");
        break;
      case "ready":
      case "complete":
      case "fault":
        break;
    }
  }

  const holdPressure = holdPressureBarAbs(program);
  const steamDemand =
    next.phase === "sterilise" || next.phase === "heatUp"
      ? pressure < holdPressure - HOLD_HYSTERESIS_BAR || (next.steamDemand && pressure < holdPressure + HOLD_HYSTERESIS_BAR)
      : false;
  next = { ...next, steamDemand };
  return { autoclave: { ...next, coils: coilsFor(next, central) }, events };
}

function coilsFor(autoclave: Autoclave, central: CentralUnit): AutoclaveCoils {
  const pressure = chamberPressure(autoclave);
  const base: AutoclaveCoils = { ...IDLE_COILS, jacket: true };
  switch (autoclave.phase) {
    // At rest the chamber is vented by the open exhaust; the vacuum breaker (Y4) lets filtered
    // air in if condensing steam pulls a vacuum.
    case "ready":
    case "complete":
      return {
        ...base,
        airInlet: pressure < ATMOSPHERE_BAR - SAFE_BAND_BAR,
        doorRelease: failing(doorReleaseChecks(autoclave, central)).length === 0,
      };
    case "fault":
      return { ...base, airInlet: pressure < ATMOSPHERE_BAR - SAFE_BAND_BAR, alarm: true };
    case "prevacuum":
      return autoclave.pulseStep === "evacuate"
        ? { ...base, exhaustClosed: true, vacuum: true, pump: true }
        : { ...base, exhaustClosed: true, steamInlet: true };
    case "heatUp":
    case "sterilise":
      return { ...base, exhaustClosed: true, steamInlet: autoclave.steamDemand };
    case "exhaust":
      return base;
    case "drying":
      return { ...base, exhaustClosed: true, vacuum: true, pump: true };
    case "aeration":
      return { ...base, exhaustClosed: true, airInlet: true };
    case "abort":
      // Safe reaction: no steam, no pump; vent an overpressure, fill a vacuum with filtered air.
      if (pressure > ATMOSPHERE_BAR + SAFE_BAND_BAR) return { ...base, alarm: autoclave.fault !== null };
      return { ...base, exhaustClosed: true, airInlet: pressure < ATMOSPHERE_BAR, alarm: autoclave.fault !== null };
  }
}
