"use client";

import { useSyncExternalStore } from "react";

const noChanges = () => () => undefined;

/**
 * A value only the browser knows (storage, cookies, the address, the page's classes), read
 * after hydration: the server and the hydrating render see `serverValue`. `read` must return
 * the same value (a primitive) until the thing it reads changes.
 */
export function useBrowserValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(noChanges, read, () => serverValue);
}

/** False while the server renders and the page hydrates, true afterwards. */
export function useHydrated(): boolean {
  return useBrowserValue(() => true, false);
}
