"use client";

import { useSyncExternalStore } from "react";

const noChanges = () => () => {};

/**
 * A value only the browser knows (a cookie, local storage, the referrer) and that does not change
 * while the page is open: `onServer` in the server render and during hydration, then `read()`.
 * `read` must return the same value on every call (a string, a boolean, not a new object).
 */
export function useBrowserValue<T>(read: () => T, onServer: T): T {
  return useSyncExternalStore(noChanges, read, () => onServer);
}

/** False while the server renders and the page hydrates, true afterwards. */
export function useHydrated(): boolean {
  return useBrowserValue(() => true, false);
}
