import { valvePositions } from "@/features/autoclave/model/control";
import { doorLimitSwitch } from "@/features/autoclave/model/interlocks";
import type { Autoclave, CentralUnit } from "@/features/autoclave/model/types";
import type { AutoclaveTexts } from "./texts";

export interface SignalRow {
  readonly tag: string;
  readonly element: string;
  /** The coil's state; a switch has none. */
  readonly coil: string;
  readonly state: string;
}

const NO_COIL = "—";

/** The detailed view's table: each valve and relay with its coil and where it is, and the door's limit switch S1. */
export function signalRows(texts: AutoclaveTexts, autoclave: Autoclave, central: CentralUnit): SignalRow[] {
  const t = texts.piping;
  const { coils } = autoclave;
  const powered = central.controlVoltage;
  const valves = valvePositions(coils, central);
  const energised = (on: boolean) => (powered && on ? t.energised : t.deEnergised);
  const openClosed = (open: boolean) => (open ? t.open : t.closed);
  return [
    { tag: "Y1", element: `${t.steamInlet} (${t.normallyClosed})`, coil: energised(coils.steamInlet), state: openClosed(valves.steamInlet) },
    { tag: "Y2", element: `${t.exhaust} (${t.normallyOpen})`, coil: energised(coils.exhaustClosed), state: openClosed(valves.exhaust) },
    { tag: "Y3", element: `${t.vacuum} (${t.normallyClosed})`, coil: energised(coils.vacuum), state: openClosed(valves.vacuum) },
    { tag: "Y4", element: `${t.airInlet} (${t.normallyClosed})`, coil: energised(coils.airInlet), state: openClosed(valves.airInlet) },
    { tag: "Y5", element: `${t.jacket} (${t.normallyClosed})`, coil: energised(coils.jacket), state: openClosed(valves.jacket) },
    { tag: "K1", element: t.pump, coil: energised(coils.pump), state: valves.pumpRunning ? t.running : t.stopped },
    { tag: "K2", element: t.doorRelease, coil: energised(coils.doorRelease), state: powered && coils.doorRelease ? t.released : t.lockedState },
    { tag: "K3", element: t.alarm, coil: energised(coils.alarm), state: powered && coils.alarm ? t.energised : t.deEnergised },
    { tag: "S1", element: t.doorSwitch, coil: NO_COIL, state: doorLimitSwitch(autoclave) ? t.switchActuated : t.switchNotActuated },
  ];
}
