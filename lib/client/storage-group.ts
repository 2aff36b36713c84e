import { isRemembering, readEntry, removeEntry, writeEntry } from "./storage/store";

/**
 * One named group of this app's local storage, for a tool's own data: a thin layer over the
 * storage module (lib/client/storage), which also handles the schema version, remembering off
 * and the factory reset.
 */
export interface StorageGroup {
  /** The stored value, parsed from JSON; undefined when absent, unreadable or blocked. Validate it. */
  read(): unknown;
  /** Stores the value unless the visitor switched remembering off; false when nothing was stored. */
  write(value: unknown): boolean;
  remove(): void;
}

export function isRememberingOn(): boolean {
  return isRemembering();
}

export function storageGroup(key: string): StorageGroup {
  return {
    read: () => readEntry(key),
    write: (value) => writeEntry(key, value) === "stored",
    remove: () => removeEntry(key),
  };
}
