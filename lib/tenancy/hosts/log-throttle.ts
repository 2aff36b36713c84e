/**
 * Says whether a log line about `key` may be written now: at most once per key and window.
 * The memory is bounded: past `maxKeys` keys it starts afresh (a flood of distinct hosts then
 * logs at most `maxKeys` lines per window). Pure, so the middleware can use it.
 */
export function logThrottle(windowMs: number, maxKeys: number): (key: string, now: number) => boolean {
  const lastLogged = new Map<string, number>();
  return (key, now) => {
    const last = lastLogged.get(key);
    if (last !== undefined && now - last < windowMs) return false;
    if (lastLogged.size >= maxKeys) lastLogged.clear();
    lastLogged.set(key, now);
    return true;
  };
}
