import { readEntry, writeEntry } from "./storage/store";

/**
 * The one door through which the browser tools of /various keep their data in local storage,
 * now a thin layer over the storage module (lib/client/storage). Reading returns parsed JSON
 * as `unknown`: callers validate it. With remembering off nothing is stored; the value is
 * kept for the open page only.
 */
export type ToolGroup = "plcPlayground" | "autoclaveSimulation";

const KEYS: Record<ToolGroup, string> = {
  plcPlayground: "plcPlayground",
  autoclaveSimulation: "autoclaveSimulation",
};

export function toolStorageKey(group: ToolGroup): string {
  return KEYS[group];
}

export function readToolGroup(group: ToolGroup): unknown {
  return readEntry(KEYS[group]);
}

/** Stores the group unless remembering is off; big integers are stored as strings ending in n. */
export function writeToolGroup(group: ToolGroup, value: unknown): void {
  writeEntry(KEYS[group], value);
}
