"use client";

import { useEffect, useState } from "react";

/**
 * The browser's clock, ticking every `everyMs`; null until hydration, because times are shown in
 * the visitor's time zone, which the server does not know.
 */
export function useNow(everyMs: number): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
