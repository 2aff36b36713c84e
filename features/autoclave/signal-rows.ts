import { valvePositions } from "./model/control";
import { doorLimitSwitch } from "./model/interlocks";
import type { Autoclave, CentralUnit } from "./model/types";
import type { AutoclaveTranslate } from "./texts";

export interface SignalRow {
  readonly tag: string;
  readonly element: string;
  /** The coil's state; a switch has none. */
  readonly coil: string;
  readonly state: string;
}

const NO_COIL = "—";

/** The detailed view's table: each valve and relay with its coil and where it is, and the door's limit switch S1. */
export function signalRows(translate: AutoclaveTranslate, autoclave: Autoclave, central: CentralUnit): SignalRow[] {
  const { coils } = autoclave;
  const powered = central.controlVoltage;
  const valves = valvePositions(coils, central);
  const energised = (on: boolean) => (powered && on ? translate("piping.energised") : translate("piping.deEnergised"));
  const openClosed = (open: boolean) => (open ? translate("piping.open") : translate("piping.closed"));
  return [
    { tag: "Y1", element: `${translate("piping.steamInlet")} (${translate("piping.normallyClosed")})`, coil: energised(coils.steamInlet), state: openClosed(valves.steamInlet) },
    { tag: "Y2", element: `${translate("piping.exhaust")} (${translate("piping.normallyOpen")})`, coil: energised(coils.exhaustClosed), state: openClosed(valves.exhaust) },
    { tag: "Y3", element: `${translate("piping.vacuum")} (${translate("piping.normallyClosed")})`, coil: energised(coils.vacuum), state: openClosed(valves.vacuum) },
    { tag: "Y4", element: `${translate("piping.airInlet")} (${translate("piping.normallyClosed")})`, coil: energised(coils.airInlet), state: openClosed(valves.airInlet) },
    { tag: "Y5", element: `${translate("piping.jacket")} (${translate("piping.normallyClosed")})`, coil: energised(coils.jacket), state: openClosed(valves.jacket) },
    { tag: "K1", element: translate("piping.pump"), coil: energised(coils.pump), state: valves.pumpRunning ? translate("piping.running") : translate("piping.stopped") },
    { tag: "K2", element: translate("piping.doorRelease"), coil: energised(coils.doorRelease), state: powered && coils.doorRelease ? translate("piping.released") : translate("piping.lockedState") },
    { tag: "K3", element: translate("piping.alarm"), coil: energised(coils.alarm), state: powered && coils.alarm ? translate("piping.energised") : translate("piping.deEnergised") },
    { tag: "S1", element: translate("piping.doorSwitch"), coil: NO_COIL, state: doorLimitSwitch(autoclave) ? translate("piping.switchActuated") : translate("piping.switchNotActuated") },
  ];
}
