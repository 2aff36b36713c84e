import { saturationTemperatureC, STANDARD_ATMOSPHERE_BAR } from "./steam";
import type { Autoclave, ValvePositions } from "./types";

export const ATMOSPHERE_BAR = STANDARD_ATMOSPHERE_BAR;
export const AMBIENT_C = 22;
/** Lowest pressure the vacuum pump reaches, and what it reaches with the "vacuum not reached" fault. */
const PUMP_FLOOR_BAR = 0.03;
const FAULTY_PUMP_FLOOR_BAR = 0.45;
/** Safety valve of the steam generator. */
export const GENERATOR_SAFETY_BAR = 5;

// Flow coefficients (per second) and time constants (seconds) of a small jacketed chamber.
const STEAM_INLET = 0.03;
const VACUUM = 0.03;
const EXHAUST = 0.05;
const AIR_INLET = 0.02;
const LEAK = 0.0003;
const CONDENSATION = 0.003;
const HEAT_LOSS = 0.004;
const STEAM_TAU = 6;
const WALL_TAU = 150;
const DRAIN_TAU = 30;
const JACKET_TAU = 120;
const JACKET_COOL_TAU = 3600;
const OPEN_DOOR_TAU = 90;
/** How much colder the drain is than the chamber while it is full of air (air collects at the bottom). */
const AIR_IN_DRAIN_K = 30;
const STEAMING_BAR = 0.1;

export function chamberPressure(autoclave: Pick<Autoclave, "airBarAbs" | "steamBarAbs">): number {
  return autoclave.airBarAbs + autoclave.steamBarAbs;
}

export interface PhysicsResult {
  readonly autoclave: Autoclave;
  /** Steam taken from the live-steam line in this step, bar/s of chamber pressure. */
  readonly steamDraw: number;
}

/** Advances the chamber, the sensors and the jacket by one step with the given valve positions. */
export function stepChamber(
  autoclave: Autoclave,
  valves: ValvePositions,
  supplyBarAbs: number,
  jacketTargetC: number,
  dt: number,
): PhysicsResult {
  const jacketC = relax(
    autoclave.jacketC,
    valves.jacket ? Math.min(jacketTargetC, steamTemperature(supplyBarAbs)) : AMBIENT_C,
    valves.jacket ? JACKET_TAU : JACKET_COOL_TAU,
    dt,
  );

  if (autoclave.door === "open") {
    const chamberC = relax(autoclave.chamberC, (AMBIENT_C + jacketC) / 2, OPEN_DOOR_TAU, dt);
    // Unloading and loading: the drain sensor sits in the new, cold load.
    const drainC = relax(autoclave.drainC, AMBIENT_C, OPEN_DOOR_TAU, dt);
    return {
      autoclave: { ...autoclave, airBarAbs: ATMOSPHERE_BAR, steamBarAbs: 0, chamberC, drainC, jacketC },
      steamDraw: 0,
    };
  }

  let air = autoclave.airBarAbs;
  let steam = autoclave.steamBarAbs;
  const pressure = air + steam;

  const steamIn = valves.steamInlet && supplyBarAbs > pressure ? STEAM_INLET * (supplyBarAbs - pressure) : 0;
  steam += steamIn * dt;

  let removed = 0;
  if (valves.vacuum && valves.pumpRunning) {
    const floor = autoclave.pumpFault ? FAULTY_PUMP_FLOOR_BAR : PUMP_FLOOR_BAR;
    removed += VACUUM * Math.max(0, pressure - floor) * dt;
  }
  if (valves.exhaust) {
    if (pressure > ATMOSPHERE_BAR) removed += EXHAUST * (pressure - ATMOSPHERE_BAR) * dt;
    else air += EXHAUST * (ATMOSPHERE_BAR - pressure) * dt;
  }
  if (valves.airInlet && pressure < ATMOSPHERE_BAR) air += AIR_INLET * (ATMOSPHERE_BAR - pressure) * dt;
  if (pressure < ATMOSPHERE_BAR) air += LEAK * (ATMOSPHERE_BAR - pressure) * dt;
  if (removed > 0 && pressure > 0) {
    const share = Math.min(1, removed / pressure);
    air -= air * share;
    steam -= steam * share;
  }

  // Steam condenses on a load colder than its saturation temperature and on the chamber's
  // losses; the condensate leaves by the drain.
  if (steam > 0.01) {
    const condensing =
      CONDENSATION * autoclave.loadFactor * Math.max(0, steamTemperature(steam) - autoclave.drainC) +
      HEAT_LOSS * Math.min(1, steam);
    steam -= Math.min(steam, condensing * dt);
  }
  air = Math.max(0, air);
  steam = Math.max(0, steam);

  const total = Math.max(1e-6, air + steam);
  const steamShare = steam / total;
  const chamberC =
    autoclave.chamberC +
    (steamShare * (steamTemperature(steam) - autoclave.chamberC) * dt) / STEAM_TAU +
    ((jacketC - autoclave.chamberC) * dt) / WALL_TAU;
  // In steam, air pockets keep the drain colder; in a vacuum it only slowly follows the chamber.
  const inSteam = steam >= STEAMING_BAR;
  const drainTarget = inSteam ? chamberC - AIR_IN_DRAIN_K * (air / total) : chamberC;
  const drainTau = DRAIN_TAU * autoclave.loadFactor * (inSteam ? 1 : 4);
  const drainC = relax(autoclave.drainC, drainTarget, drainTau, dt);

  return {
    autoclave: { ...autoclave, airBarAbs: air, steamBarAbs: steam, chamberC, drainC, jacketC },
    steamDraw: steamIn,
  };
}

/** Saturation temperature of the steam's partial pressure; room temperature when there is next to none. */
function steamTemperature(steamBarAbs: number): number {
  return steamBarAbs < 0.01 ? AMBIENT_C : Math.max(AMBIENT_C, saturationTemperatureC(Math.min(steamBarAbs, 200)));
}

function relax(value: number, target: number, tau: number, dt: number): number {
  return value + (target - value) * Math.min(1, dt / tau);
}
