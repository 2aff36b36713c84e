"use client";

import { useCallback, useSyncExternalStore } from "react";

/**
 * The browser's clock in steps of `everyMs`; null until hydration, because times are shown in
 * the visitor's time zone, which the server does not know.
 */
export function useNow(everyMs: number): number | null {
  const subscribe = useCallback(
    (tick: () => void) => {
      const timer = setInterval(tick, everyMs);
      return () => clearInterval(timer);
    },
    [everyMs],
  );
  // The same value for the whole step, so React sees a stable snapshot between ticks.
  return useSyncExternalStore(subscribe, () => Math.floor(Date.now() / everyMs) * everyMs, () => null);
}
