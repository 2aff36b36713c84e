import { useCallback, useSyncExternalStore } from "react";
import { encodeStored } from "./codec";
import { BASE_DATA_KEY, type BaseData } from "./base-data-schema";
import { readBaseData, readGroup, subscribe, writeGroup, type StorageGroup, type WriteResult } from "./store";

const cache = new WeakMap<object, { text: string; value: unknown }>();
const serverValues = new WeakMap<object, unknown>();

/** The same object while the stored value is unchanged, as useSyncExternalStore needs. */
function cachedRead<T>(group: StorageGroup<T>): T {
  const value = readGroup(group);
  const text = encodeStored(value);
  const cached = cache.get(group);
  if (cached && cached.text === text) return cached.value as T;
  cache.set(group, { text, value });
  return value;
}

function serverValue<T>(group: StorageGroup<T>): T {
  if (!serverValues.has(group)) serverValues.set(group, group.defaults());
  return serverValues.get(group) as T;
}

/**
 * A storage group as React state: re-renders when the group changes on this page or in
 * another tab. The server render (and hydration) sees the defaults.
 */
export function useGroup<T>(group: StorageGroup<T>): [T, (next: T | ((current: T) => T)) => WriteResult] {
  const subscribeToGroup = useCallback(
    (onChange: () => void) => subscribe((key) => (key === null || key === group.key ? onChange() : undefined)),
    [group],
  );
  const value = useSyncExternalStore(subscribeToGroup, () => cachedRead(group), () => serverValue(group));
  const set = useCallback(
    (next: T | ((current: T) => T)) =>
      writeGroup(group, typeof next === "function" ? (next as (current: T) => T)(readGroup(group)) : next),
    [group],
  );
  return [value, set];
}

let baseCache: { text: string; value: BaseData } | undefined;
const serverBase: BaseData = {};

function cachedBaseData(): BaseData {
  const value = readBaseData();
  const text = encodeStored(value);
  if (baseCache?.text !== text) baseCache = { text, value };
  return baseCache.value;
}

/** The base data as React state (read-only; change it with writeBaseData or setRemembering). */
export function useBaseData(): BaseData {
  const subscribeToBase = useCallback(
    (onChange: () => void) => subscribe((key) => (key === null || key === BASE_DATA_KEY ? onChange() : undefined)),
    [],
  );
  return useSyncExternalStore(subscribeToBase, cachedBaseData, () => serverBase);
}
