import { ATMOSPHERE_BAR, chamberPressure } from "./physics";
import { PROGRAMS, requiredSupplyBarAbs } from "./programs";
import { RUNNING_PHASES, type Autoclave, type CentralUnit } from "./types";

/** The control releases the door only this close to atmospheric pressure. */
export const EQUALISED_BAR = 0.05;
/** Hard-wired pressure switch in the release circuit, independent of the control program. */
const PRESSURE_SWITCH_BAR = 0.2;

const INTERLOCK_IDS = [
  "controlVoltage",
  "noProgramRunning",
  "pressureEqualised",
  "pressureSwitch",
  "faultAcknowledged",
  "doorClosed",
  "steamSupply",
  "noPendingFault",
] as const;

export type InterlockId = (typeof INTERLOCK_IDS)[number];

/** A refusal's reason that names an interlock (other reasons are written as they are). */
export function isInterlockId(reason: string): reason is InterlockId {
  return INTERLOCK_IDS.some((id) => id === reason);
}

/**
 * S1, the door's limit switch: actuated while the door is shut. The control sees the door only
 * through this signal, so the start condition reads the switch, not the door.
 */
export function doorLimitSwitch(autoclave: Autoclave): boolean {
  return autoclave.door === "closed";
}

export interface InterlockCheck {
  readonly id: InterlockId;
  readonly ok: boolean;
}

/** Conditions for energising K2 (door release). All must hold; the lock is spring-applied otherwise. */
export function doorReleaseChecks(autoclave: Autoclave, central: CentralUnit): InterlockCheck[] {
  const offset = Math.abs(chamberPressure(autoclave) - ATMOSPHERE_BAR);
  return [
    { id: "controlVoltage", ok: central.controlVoltage },
    { id: "noProgramRunning", ok: !RUNNING_PHASES.has(autoclave.phase) },
    { id: "faultAcknowledged", ok: autoclave.phase !== "fault" },
    { id: "pressureEqualised", ok: offset <= EQUALISED_BAR },
    { id: "pressureSwitch", ok: offset <= PRESSURE_SWITCH_BAR },
  ];
}

/** Conditions for starting the selected program. */
export function startChecks(autoclave: Autoclave, central: CentralUnit): InterlockCheck[] {
  const program = PROGRAMS[autoclave.program];
  return [
    { id: "controlVoltage", ok: central.controlVoltage },
    { id: "doorClosed", ok: doorLimitSwitch(autoclave) },
    { id: "noProgramRunning", ok: !RUNNING_PHASES.has(autoclave.phase) },
    { id: "noPendingFault", ok: autoclave.phase !== "fault" },
    { id: "steamSupply", ok: central.generatorBarAbs >= requiredSupplyBarAbs(program) },
  ];
}

/** Conditions for acknowledging a fault. */
export function acknowledgeChecks(autoclave: Autoclave, central: CentralUnit): InterlockCheck[] {
  const offset = Math.abs(chamberPressure(autoclave) - ATMOSPHERE_BAR);
  return [
    { id: "controlVoltage", ok: central.controlVoltage },
    { id: "pressureEqualised", ok: offset <= EQUALISED_BAR },
  ];
}

export function failing(checks: readonly InterlockCheck[]): InterlockId[] {
  return checks.filter((check) => !check.ok).map((check) => check.id);
}
