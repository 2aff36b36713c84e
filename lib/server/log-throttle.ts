import "server-only";
import { log, type LogLevel } from "./log";
import { processSingleton } from "./singleton";

/** How long the repeats of one kind of warning are counted before one line reports them. */
const THROTTLE_INTERVAL_MS = 60_000;

interface KindState {
  /** When the last line of this kind was written. */
  since: number;
  /** Warnings of this kind since then that were only counted. */
  more: number;
  level: LogLevel;
  msg: string;
  report?: ReturnType<typeof setTimeout>;
}

/**
 * A warning a flood of requests could repeat thousands of times a second (rejected hosts,
 * forged cookies, malformed addresses, a database outage): the first of its kind is written in
 * full, the repeats within the interval are counted, and one line at the interval's end says
 * "… and N more in the last 60 s". A kind is a fixed label (never a value from the request),
 * so the memory stays a handful of entries whatever a client sends.
 */
export function throttledLog(kind: string, level: LogLevel, msg: string, fields: Readonly<Record<string, unknown>> = {}): void {
  const kinds = processSingleton("log-throttle", () => new Map<string, KindState>());
  const now = Date.now();
  const state = kinds.get(kind);
  if (!state || (state.more === 0 && now - state.since >= THROTTLE_INTERVAL_MS)) {
    kinds.set(kind, { since: now, more: 0, level, msg });
    log(level, msg, { ...fields, kind });
    return;
  }
  state.more += 1;
  state.level = level;
  state.msg = msg;
  state.report ??= setTimeout(() => reportRepeats(kind, state), Math.max(0, state.since + THROTTLE_INTERVAL_MS - now));
  state.report.unref?.();
}

function reportRepeats(kind: string, state: KindState): void {
  const seconds = Math.round((Date.now() - state.since) / 1000);
  log(state.level, `${state.msg} … and ${state.more} more in the last ${seconds} s`, { kind, more: state.more });
  state.since = Date.now();
  state.more = 0;
  state.report = undefined;
}
