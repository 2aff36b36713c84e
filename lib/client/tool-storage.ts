import { readBaseData } from "./base-data";

/**
 * The one door through which the browser tools of /various keep their data in local storage.
 * When the storage module lands, only this file moves onto it. Reading returns parsed JSON as
 * `unknown`: callers validate it. Nothing is written when the visitor switched remembering off.
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
  try {
    const raw = window.localStorage.getItem(KEYS[group]);
    return raw === null ? undefined : (JSON.parse(raw) as unknown);
  } catch {
    return undefined;
  }
}

/** Stores the group unless remembering is off; big integers are stored as strings ending in n. */
export function writeToolGroup(group: ToolGroup, value: unknown): void {
  if (readBaseData().keepOptions === false) return;
  try {
    window.localStorage.setItem(
      KEYS[group],
      JSON.stringify(value, (_key, entry: unknown) => (typeof entry === "bigint" ? `${entry}n` : entry)),
    );
  } catch {
    // Storage can be full or blocked; the tool keeps working in memory and across open tabs.
  }
}
