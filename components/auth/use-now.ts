"use client";

import { useSyncExternalStore } from "react";

interface Clock {
  now: number | null;
  readonly listeners: Set<() => void>;
  timer?: ReturnType<typeof setInterval>;
}

/** One clock per tick length, shared by every component that shows the time. */
const clocks = new Map<number, Clock>();

function clockOf(everyMs: number): Clock {
  let clock = clocks.get(everyMs);
  if (!clock) {
    clock = { now: null, listeners: new Set() };
    clocks.set(everyMs, clock);
  }
  return clock;
}

function subscribe(everyMs: number, listener: () => void): () => void {
  const clock = clockOf(everyMs);
  clock.listeners.add(listener);
  clock.timer ??= setInterval(() => {
    clock.now = Date.now();
    for (const notify of clock.listeners) notify();
  }, everyMs);
  return () => {
    clock.listeners.delete(listener);
    if (clock.listeners.size > 0) return;
    clearInterval(clock.timer);
    clock.timer = undefined;
    clock.now = null;
  };
}

/**
 * The browser's clock, ticking every `everyMs`; null until hydration, because times are shown in
 * the visitor's time zone, which the server does not know.
 */
export function useNow(everyMs: number): number | null {
  return useSyncExternalStore(
    (listener) => subscribe(everyMs, listener),
    () => {
      const clock = clockOf(everyMs);
      clock.now ??= Date.now();
      return clock.now;
    },
    () => null,
  );
}
