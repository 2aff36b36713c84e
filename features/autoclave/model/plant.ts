import { AUTOCLAVE_COUNT_RANGE, isAutoclaveCount } from "./count";
import { IDLE_COILS, scanControl, valvePositions } from "./control";
import { acknowledgeChecks, doorReleaseChecks, failing, startChecks } from "./interlocks";
import { AMBIENT_C, ATMOSPHERE_BAR, GENERATOR_SAFETY_BAR, stepChamber } from "./physics";
import { PROGRAMS, type ProgramId } from "./programs";
import { RUNNING_PHASES, type Autoclave, type CentralUnit, type Plant, type PlantEvent } from "./types";

/** Fixed simulation step in seconds; the worker runs as many as the chosen speed needs. */
export const STEP_SECONDS = 0.25;

/** Live steam: the generator's heating keeps 4.3–4.6 bar abs; the low-pressure alarm is at 3.5. */
const GENERATOR_ON_BAR = 4.3;
const GENERATOR_OFF_BAR = 4.6;
export const SUPPLY_ALARM_BAR = 3.5;
const SUPPLY_ALARM_CLEAR_BAR = 3.8;
/** Where the pressure goes when the heating has tripped ("steam supply low"). */
const FAULT_SUPPLY_BAR = 1.6;
const FAULT_SUPPLY_TAU = 30;
const HEATING = 0.05;
const DEMAND = 0.25;
const STANDING_LOSS = 0.002;
const WATER_USE = 4;
const FEED_RATE = 0.5;

export type PlantCommand =
  | { readonly type: "setCount"; readonly count: number }
  | { readonly type: "setProgram"; readonly autoclave: number; readonly program: ProgramId }
  | { readonly type: "start"; readonly autoclave: number }
  | { readonly type: "startAll" }
  | { readonly type: "stop"; readonly autoclave: number }
  | { readonly type: "openDoor"; readonly autoclave: number }
  | { readonly type: "closeDoor"; readonly autoclave: number }
  | { readonly type: "acknowledge"; readonly autoclave: number }
  | { readonly type: "setPumpFault"; readonly autoclave: number; readonly on: boolean }
  | { readonly type: "setSteamSupplyFault"; readonly on: boolean }
  | { readonly type: "setControlVoltageFault"; readonly on: boolean };

export interface PlantStep {
  readonly plant: Plant;
  readonly events: PlantEvent[];
}

/** What a new cycle starts from. */
const NEW_CYCLE = {
  pulseStep: "evacuate",
  stepSeconds: 0,
  cycleSeconds: 0,
  holdSeconds: 0,
  chamberReachedSeconds: null,
  equilibrationSeconds: null,
  f0Minutes: 0,
  fault: null,
  result: "none",
  supplyLowSeconds: 0,
} as const satisfies Partial<Autoclave>;

function createAutoclave(id: number, program: ProgramId = "p134"): Autoclave {
  return {
    id,
    program,
    ...NEW_CYCLE,
    phase: "ready",
    pulse: 0,
    airBarAbs: ATMOSPHERE_BAR,
    steamBarAbs: 0,
    chamberC: 60,
    drainC: AMBIENT_C,
    jacketC: PROGRAMS[program].setpointC,
    door: "closed",
    steamDemand: false,
    loadFactor: 0.8 + ((id * 7) % 9) * 0.05,
    pumpFault: false,
    coils: IDLE_COILS,
  };
}

export function createPlant(count: number): Plant {
  if (!isAutoclaveCount(count)) {
    throw new RangeError(`number of autoclaves ${count} outside ${AUTOCLAVE_COUNT_RANGE.min} … ${AUTOCLAVE_COUNT_RANGE.max}`);
  }
  return {
    seconds: 0,
    central: {
      controlVoltage: true,
      controlVoltageFault: false,
      steamSupplyFault: false,
      generatorBarAbs: 4.5,
      waterLevelPercent: 70,
      heater: false,
      feedPump: false,
      mainSteamValve: true,
    },
    autoclaves: Array.from({ length: count }, (_, index) => createAutoclave(index + 1)),
  };
}

/** One fixed step: the central unit, then every autoclave's control scan and chamber physics. */
export function stepPlant(plant: Plant, dt: number = STEP_SECONDS): PlantStep {
  const seconds = plant.seconds + dt;
  const events: PlantEvent[] = [];
  const central = plant.central;
  let draw = 0;
  const autoclaves = plant.autoclaves.map((autoclave) => {
    const scanned = scanControl(autoclave, central, seconds, dt);
    events.push(...scanned.events);
    const valves = valvePositions(scanned.autoclave.coils, central);
    const supply = central.mainSteamValve ? central.generatorBarAbs : 0;
    const stepped = stepChamber(scanned.autoclave, valves, supply, PROGRAMS[autoclave.program].setpointC, dt);
    draw += stepped.steamDraw;
    return stepped.autoclave;
  });
  const nextCentral = stepCentral(central, draw / autoclaves.length, dt);
  if (central.generatorBarAbs >= SUPPLY_ALARM_BAR && nextCentral.generatorBarAbs < SUPPLY_ALARM_BAR) {
    events.push({ kind: "central", seconds, signal: "supplyLow" });
  }
  if (central.generatorBarAbs < SUPPLY_ALARM_CLEAR_BAR && nextCentral.generatorBarAbs >= SUPPLY_ALARM_CLEAR_BAR) {
    events.push({ kind: "central", seconds, signal: "supplyOk" });
  }
  return { plant: { seconds, central: nextCentral, autoclaves }, events };
}

function stepCentral(central: CentralUnit, drawPerAutoclave: number, dt: number): CentralUnit {
  const powered = central.controlVoltage;
  const pressure = central.generatorBarAbs;
  const heater =
    powered && !central.steamSupplyFault && (pressure < GENERATOR_ON_BAR || (central.heater && pressure < GENERATOR_OFF_BAR));
  const level = central.waterLevelPercent;
  const feedPump = powered && (level < 55 || (central.feedPump && level < 75));
  let change = (heater ? HEATING : 0) - DEMAND * drawPerAutoclave - (STANDING_LOSS * (pressure - ATMOSPHERE_BAR)) / 3.5;
  if (central.steamSupplyFault && pressure > FAULT_SUPPLY_BAR) change += (FAULT_SUPPLY_BAR - pressure) / FAULT_SUPPLY_TAU;
  const generatorBarAbs = clamp(pressure + change * dt, ATMOSPHERE_BAR, GENERATOR_SAFETY_BAR);
  const waterLevelPercent = clamp(level - WATER_USE * drawPerAutoclave * dt + (feedPump ? FEED_RATE * dt : 0), 0, 100);
  return { ...central, heater, feedPump, mainSteamValve: powered, generatorBarAbs, waterLevelPercent };
}

/** Applies an operator command; a refused command changes nothing and says why. */
export function applyCommand(plant: Plant, command: PlantCommand): PlantStep {
  const seconds = plant.seconds;
  const events: PlantEvent[] = [];
  const update = (id: number, change: (autoclave: Autoclave) => Autoclave) => ({
    ...plant,
    autoclaves: plant.autoclaves.map((autoclave) => (autoclave.id === id ? change(autoclave) : autoclave)),
  });
  const find = (id: number) => plant.autoclaves.find((autoclave) => autoclave.id === id);

  switch (command.type) {
    case "setCount": {
      if (!isAutoclaveCount(command.count)) throw new RangeError(`number of autoclaves ${command.count} outside 1 … 30`);
      const kept = plant.autoclaves.slice(0, command.count);
      const added = Array.from({ length: command.count - kept.length }, (_, index) => createAutoclave(kept.length + index + 1));
      return { plant: { ...plant, autoclaves: [...kept, ...added] }, events };
    }
    case "setProgram": {
      const autoclave = find(command.autoclave);
      if (!autoclave || RUNNING_PHASES.has(autoclave.phase)) return { plant, events };
      return { plant: update(command.autoclave, (entry) => ({ ...entry, program: command.program })), events };
    }
    case "start":
    case "startAll": {
      const ids = command.type === "start" ? [command.autoclave] : plant.autoclaves.map((autoclave) => autoclave.id);
      let next = plant;
      for (const id of ids) {
        const autoclave = next.autoclaves.find((entry) => entry.id === id);
        if (!autoclave) continue;
        const reasons = failing(startChecks(autoclave, next.central));
        if (reasons.length > 0) {
          // Starting all skips the autoclaves that are busy; only real obstacles are reported.
          if (command.type === "start" || !reasons.includes("noProgramRunning")) {
            events.push({ kind: "refused", seconds, autoclave: id, command: "start", reasons });
          }
          continue;
        }
        events.push({ kind: "phase", seconds, autoclave: id, phase: "prevacuum" });
        next = {
          ...next,
          autoclaves: next.autoclaves.map((entry) =>
            entry.id === id
              ? { ...entry, ...NEW_CYCLE, phase: "prevacuum", pulse: 1, coils: { ...entry.coils, doorRelease: false } }
              : entry,
          ),
        };
      }
      return { plant: next, events };
    }
    case "stop": {
      const autoclave = find(command.autoclave);
      if (!autoclave || !RUNNING_PHASES.has(autoclave.phase) || autoclave.phase === "abort") return { plant, events };
      events.push({ kind: "result", seconds, autoclave: autoclave.id, result: "failed" });
      events.push({ kind: "phase", seconds, autoclave: autoclave.id, phase: "abort" });
      return {
        plant: update(autoclave.id, (entry) => ({ ...entry, phase: "abort", stepSeconds: 0, result: "failed", steamDemand: false })),
        events,
      };
    }
    case "openDoor": {
      const autoclave = find(command.autoclave);
      if (!autoclave || autoclave.door === "open") return { plant, events };
      const reasons = failing(doorReleaseChecks(autoclave, plant.central));
      // The lock is released only by K2 in the last scan; the checks name the reason when it is not.
      if (reasons.length > 0 || !autoclave.coils.doorRelease || !plant.central.controlVoltage) {
        events.push({ kind: "refused", seconds, autoclave: autoclave.id, command: "openDoor", reasons: reasons.length ? reasons : ["controlVoltage"] });
        return { plant, events };
      }
      events.push({ kind: "door", seconds, autoclave: autoclave.id, door: "open" });
      const phase = autoclave.phase === "complete" ? "ready" : autoclave.phase;
      return {
        plant: update(autoclave.id, (entry) => ({ ...entry, door: "open", phase, airBarAbs: ATMOSPHERE_BAR, steamBarAbs: 0 })),
        events,
      };
    }
    case "closeDoor": {
      const autoclave = find(command.autoclave);
      if (!autoclave || autoclave.door === "closed") return { plant, events };
      events.push({ kind: "door", seconds, autoclave: autoclave.id, door: "closed" });
      return { plant: update(autoclave.id, (entry) => ({ ...entry, door: "closed" })), events };
    }
    case "acknowledge": {
      const autoclave = find(command.autoclave);
      if (!autoclave || autoclave.phase !== "fault") return { plant, events };
      const reasons = failing(acknowledgeChecks(autoclave, plant.central));
      if (reasons.length > 0) {
        events.push({ kind: "refused", seconds, autoclave: autoclave.id, command: "acknowledge", reasons });
        return { plant, events };
      }
      events.push({ kind: "phase", seconds, autoclave: autoclave.id, phase: "ready" });
      return { plant: update(autoclave.id, (entry) => ({ ...entry, phase: "ready", fault: null, stepSeconds: 0 })), events };
    }
    case "setPumpFault":
      return { plant: update(command.autoclave, (entry) => ({ ...entry, pumpFault: command.on })), events };
    case "setSteamSupplyFault":
      return { plant: { ...plant, central: { ...plant.central, steamSupplyFault: command.on } }, events };
    case "setControlVoltageFault": {
      if (plant.central.controlVoltageFault === command.on) return { plant, events };
      events.push({ kind: "central", seconds, signal: command.on ? "voltageLost" : "voltageBack" });
      const central: CentralUnit = {
        ...plant.central,
        controlVoltageFault: command.on,
        controlVoltage: !command.on,
        ...(command.on ? { heater: false, feedPump: false, mainSteamValve: false } : {}),
      };
      return { plant: { ...plant, central }, events };
    }
  }
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
