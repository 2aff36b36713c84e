/** At most `max` counted events in any `windowMs`. */
export interface Limit {
  readonly max: number;
  readonly windowMs: number;
}

/**
 * Seconds until one more event is allowed, 0 when it is allowed now. `times` are the event
 * times inside the window, oldest first.
 */
export function retryAfterSeconds(times: readonly number[], limit: Limit, now: number): number {
  const inWindow = times.filter((time) => time > now - limit.windowMs);
  if (inWindow.length < limit.max) return 0;
  const freedBy = inWindow[inWindow.length - limit.max] ?? now;
  return Math.max(1, Math.ceil((freedBy + limit.windowMs - now) / 1000));
}
