import { BASE_DATA_KEY, SCHEMA_VERSION, baseDataDefaults, parseBaseData, type BaseData } from "./base-data-schema";
import { decodeStored, encodeStored } from "./codec";
import { isRecord } from "./validate";

/**
 * The one door to the browser's local storage. Each group of data is one storage key holding
 * JSON (codec.ts); the base-data group carries the schema version and the visitor's choice
 * whether this browser remembers anything. See README.md beside this file.
 */

export interface StorageGroup<T> {
  /** The local-storage key, e.g. "calendarEvents". */
  readonly key: string;
  /** Validates decoded JSON; undefined means "not valid", and the defaults are used instead. */
  readonly parse: (value: unknown) => T | undefined;
  readonly defaults: () => T;
}

/** "stored": in local storage; "not-remembered": remembering is off, kept for this page only; "failed": storage full or blocked, kept for this page only. */
export type WriteResult = "stored" | "not-remembered" | "failed";

/** Keys a group may use: short, plain, so exports and the browser-data table stay readable. */
export const GROUP_KEY_PATTERN = /^[A-Za-z][A-Za-z0-9._-]{0,63}$/;

const groups = new Map<string, StorageGroup<unknown>>();
/** What this page keeps while remembering is off (or storage refuses a write). */
const memory = new Map<string, string>();
const listeners = new Set<(key: string | null) => void>();
let schemaChecked = false;

export function defineGroup<T>(group: StorageGroup<T>): StorageGroup<T> {
  if (!GROUP_KEY_PATTERN.test(group.key) || group.key === BASE_DATA_KEY) {
    throw new Error(`Invalid storage group key "${group.key}"`);
  }
  groups.set(group.key, group as StorageGroup<unknown>);
  return group;
}

/** The group defined for `key` on this page, if any (import validation uses it). */
export function groupOf(key: string): StorageGroup<unknown> | undefined {
  return groups.get(key);
}

function browserStorage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    // Blocked storage (privacy settings, sandboxed frames) throws on access.
    return undefined;
  }
}

function defaultsHere(): BaseData {
  return baseDataDefaults(typeof location === "undefined" ? "" : location.hostname);
}

function storedVersion(raw: string | null): number | undefined {
  if (raw === null) return undefined;
  try {
    const value = decodeStored(raw);
    return isRecord(value) && typeof value.version === "number" ? value.version : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Schema check, once per page: base data of an older version (or unreadable, or without a
 * version as in the first layout) means an older layout, so storage is cleared and the
 * defaults are written. Without base data (a first visit) the defaults are written
 * and nothing else is touched. A newer version is left alone, so a rollback of the site does
 * not destroy data.
 */
function ready(): Storage | undefined {
  const storage = browserStorage();
  if (!storage || schemaChecked) return storage;
  schemaChecked = true;
  try {
    const raw = storage.getItem(BASE_DATA_KEY);
    const version = storedVersion(raw);
    if (version !== undefined && version >= SCHEMA_VERSION) return storage;
    if (raw !== null) storage.clear();
    storage.setItem(BASE_DATA_KEY, encodeStored(defaultsHere()));
    if (raw !== null) notify(null);
  } catch {
    // A full or read-only storage: the page works from memory.
  }
  return storage;
}

function notify(key: string | null): void {
  for (const listener of listeners) listener(key);
}

function readRaw(key: string): string | null {
  const kept = memory.get(key);
  if (kept !== undefined) return kept;
  try {
    return ready()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Whether this browser remembers actions; read from storage itself so every tab agrees. */
export function isRemembering(): boolean {
  try {
    const raw = ready()?.getItem(BASE_DATA_KEY);
    return raw ? parseBaseData(decodeStored(raw)).keepOptions !== false : true;
  } catch {
    return true;
  }
}

function writeRaw(key: string, text: string): WriteResult {
  const storage = ready();
  let result: WriteResult = "failed";
  if (storage && !isRemembering()) {
    result = "not-remembered";
  } else if (storage) {
    try {
      storage.setItem(key, text);
      result = "stored";
    } catch {
      result = "failed";
    }
  }
  if (result === "stored") memory.delete(key);
  else memory.set(key, text);
  notify(key);
  return result;
}

/**
 * An entry as plain JSON, for callers that validate it themselves: big integers stay strings
 * ending in n. Undefined when absent or not JSON.
 */
export function readEntry(key: string): unknown {
  const raw = readRaw(key);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/** Stores a value as JSON under `key` (big integers as strings ending in n). */
export function writeEntry(key: string, value: unknown): WriteResult {
  return writeRaw(key, encodeStored(value));
}

/** Whether a key holds anything (without reading it as a group). */
export function hasEntry(key: string): boolean {
  return readRaw(key) !== null;
}

export function readGroup<T>(group: StorageGroup<T>): T {
  const raw = readRaw(group.key);
  if (raw === null) return group.defaults();
  try {
    return group.parse(decodeStored(raw)) ?? group.defaults();
  } catch {
    return group.defaults();
  }
}

export function writeGroup<T>(group: StorageGroup<T>, value: T): WriteResult {
  return writeRaw(group.key, encodeStored(value));
}

export function updateGroup<T>(group: StorageGroup<T>, change: (current: T) => T): WriteResult {
  return writeGroup(group, change(readGroup(group)));
}

export function removeGroup(group: StorageGroup<unknown>): void {
  removeEntry(group.key);
}

export function readBaseData(): BaseData {
  const raw = readRaw(BASE_DATA_KEY);
  if (raw === null) return defaultsHere();
  try {
    return parseBaseData(decodeStored(raw));
  } catch {
    return defaultsHere();
  }
}

/**
 * Merges `patch` into the base data. `keepOptions` is the remembering choice and goes through
 * `setRemembering`, because switching it off removes what was stored.
 */
export function writeBaseData(patch: Partial<BaseData>): WriteResult {
  const { keepOptions, ...rest } = patch;
  if (keepOptions !== undefined) setRemembering(keepOptions);
  const remembering = isRemembering();
  return writeRaw(BASE_DATA_KEY, encodeStored({ ...readBaseData(), ...rest, keepOptions: remembering, version: SCHEMA_VERSION }));
}

/**
 * Off: everything stored is removed, only the choice itself stays (the open page keeps its
 * values in memory until it is left). On: what this page kept in memory is stored again.
 */
export function setRemembering(on: boolean): void {
  const storage = ready();
  if (!storage) return;
  try {
    if (!on) {
      if (!isRemembering()) return;
      for (const [key, text] of snapshot()) memory.set(key, text);
      const base = readBaseData();
      storage.clear();
      storage.setItem(BASE_DATA_KEY, encodeStored({ version: SCHEMA_VERSION, keepOptions: false }));
      memory.set(BASE_DATA_KEY, encodeStored({ ...base, keepOptions: false, version: SCHEMA_VERSION }));
    } else {
      if (isRemembering()) return;
      const base = readBaseData();
      memory.delete(BASE_DATA_KEY);
      storage.setItem(BASE_DATA_KEY, encodeStored({ ...base, keepOptions: true, version: SCHEMA_VERSION }));
      for (const [key, text] of memory) storage.setItem(key, text);
      memory.clear();
    }
  } catch {
    // Storage refused the write; the choice is kept in memory for this page.
    memory.set(BASE_DATA_KEY, encodeStored({ ...readBaseData(), keepOptions: on, version: SCHEMA_VERSION }));
  }
  notify(null);
}

export interface StoredEntry {
  key: string;
  /** Size of key and value in UTF-8 bytes, as in an export file. */
  bytes: number;
}

/** Every key in this site's local storage (also keys not written through this module). */
export function listEntries(): StoredEntry[] {
  const encoder = new TextEncoder();
  return [...snapshot()]
    .map(([key, text]) => ({ key, bytes: encoder.encode(key).length + encoder.encode(text).length }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/** Removes one key; removing the base data resets it to the defaults (remembering on). */
export function removeEntry(key: string): void {
  const storage = ready();
  memory.delete(key);
  try {
    if (key === BASE_DATA_KEY) storage?.setItem(BASE_DATA_KEY, encodeStored(defaultsHere()));
    else storage?.removeItem(key);
  } catch {
    // Nothing to undo: the entry stays as it was.
  }
  notify(key);
}

/** Everything in local storage, raw, in key order. */
export function snapshot(): Map<string, string> {
  const entries = new Map<string, string>();
  const storage = ready();
  if (!storage) return entries;
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    const text = key === null ? null : storage.getItem(key);
    if (key !== null && text !== null) entries.set(key, text);
  }
  return new Map([...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/**
 * Replaces all of local storage with `entries` (raw JSON texts). All or nothing: when the
 * browser refuses a write, the previous content is put back and false is returned.
 */
export function replaceAll(entries: ReadonlyMap<string, string>): boolean {
  const storage = ready();
  if (!storage) return false;
  const before = snapshot();
  try {
    storage.clear();
    for (const [key, text] of entries) storage.setItem(key, text);
    memory.clear();
    notify(null);
    return true;
  } catch {
    storage.clear();
    for (const [key, text] of before) {
      try {
        storage.setItem(key, text);
      } catch {
        // It fitted before, so this cannot fail for lack of room.
      }
    }
    return false;
  }
}

/** Factory reset: all settings are lost, the defaults are written again. */
export function factoryReset(): void {
  const storage = browserStorage();
  memory.clear();
  try {
    storage?.clear();
  } catch {
    // Blocked storage has nothing to clear.
  }
  schemaChecked = false;
  ready();
  notify(null);
}

/** Called with the changed key (null: several or all) after a write here or in another tab. */
export function subscribe(listener: (key: string | null) => void): () => void {
  listeners.add(listener);
  const fromOtherTab = (event: StorageEvent) => {
    if (event.storageArea === browserStorage()) listener(event.key);
  };
  window.addEventListener("storage", fromOtherTab);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", fromOtherTab);
  };
}
