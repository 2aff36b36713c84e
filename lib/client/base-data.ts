/**
 * The global base-data group in local storage (SPEC §3). The storage issue extends this
 * module; the page shell only needs the dark mode, the language list and the language.
 * Kept free of React so the inline start-up script can mirror its key names.
 */
export const BASE_DATA_KEY = "baseData";

export interface BaseData {
  darkMode?: boolean;
  languageAdvanced?: boolean;
  language?: string;
  /** Remember actions in local storage (default on). */
  keepOptions?: boolean;
  /** This browser signed in and has not signed out since: public pages ask the server (SPEC §3). */
  registeredBefore?: boolean;
  /** The signed-in user's entitlement as last seen (SPEC §3). */
  entitled?: boolean;
}

export function readBaseData(): BaseData {
  try {
    const raw = window.localStorage.getItem(BASE_DATA_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return typeof parsed === "object" && parsed !== null ? (parsed as BaseData) : {};
  } catch {
    return {};
  }
}

/** Stores the change unless the visitor switched remembering off. */
export function writeBaseData(patch: Partial<BaseData>): void {
  try {
    const current = readBaseData();
    if (current.keepOptions === false) return;
    window.localStorage.setItem(BASE_DATA_KEY, JSON.stringify({ ...current, ...patch }));
  } catch {
    // Storage can be full or blocked (private mode); the page keeps working without it.
  }
}
