import { readBaseData } from "./base-data";

/**
 * One named group of this app's local storage, for a tool's own data. The storage module
 * (schema version, factory reset) will take these groups over; until then this is the only
 * place the tools touch `localStorage`, so the move happens here alone.
 */
export interface StorageGroup {
  /** The stored value, parsed from JSON; undefined when absent, unreadable or blocked. Validate it. */
  read(): unknown;
  /** Stores the value unless the visitor switched remembering off; false when nothing was stored. */
  write(value: unknown): boolean;
  remove(): void;
}

export function isRememberingOn(): boolean {
  return readBaseData().keepOptions !== false;
}

export function storageGroup(key: string): StorageGroup {
  return {
    read() {
      try {
        const raw = window.localStorage.getItem(key);
        return raw === null ? undefined : (JSON.parse(raw) as unknown);
      } catch {
        return undefined;
      }
    },
    write(value) {
      if (!isRememberingOn()) return false;
      try {
        window.localStorage.setItem(key, JSON.stringify(value));
        return true;
      } catch {
        // Full or blocked storage (private mode): the tool keeps working in memory.
        return false;
      }
    },
    remove() {
      try {
        window.localStorage.removeItem(key);
      } catch {
        // Blocked storage holds nothing to remove.
      }
    },
  };
}
