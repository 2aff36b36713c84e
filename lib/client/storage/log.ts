import { defineGroup, readGroup, updateGroup } from "./store";
import { tidyUpGroup } from "@/lib/client/storage/tidy-up-options";
import { isRecord } from "./validate";
import { LOG_KEY } from "./keys";

export type LogLevel = "error" | "action";
export interface LogEntry {
  /** ms since 1970 */
  at: number;
  level: LogLevel;
  text: string;
}

const MAX_TEXT = 500;

function parseEntry(value: unknown): LogEntry | undefined {
  if (!isRecord(value)) return undefined;
  const { at, level, text } = value;
  if (typeof at !== "number" || !Number.isFinite(at) || typeof text !== "string") return undefined;
  if (level !== "error" && level !== "action") return undefined;
  return { at, level, text: text.slice(0, MAX_TEXT) };
}

/** The in-browser log of errors and actions, oldest first, bounded by the tidy-up options. */
export const logGroup = defineGroup<LogEntry[]>({
  key: LOG_KEY,
  parse: (value) => (Array.isArray(value) ? value.map(parseEntry).filter((entry) => entry !== undefined) : undefined),
  defaults: () => [],
});

export function appendLog(level: LogLevel, text: string, now = Date.now()): void {
  const cap = readGroup(tidyUpGroup).maxLogEntries;
  updateGroup(logGroup, (entries) => [...entries, { at: now, level, text: text.slice(0, MAX_TEXT) }].slice(-cap));
}

/** The downloadable log file: one line per entry, UTC time, level, text. */
export function logFileText(entries: readonly LogEntry[]): string {
  return entries
    .map((entry) => `${new Date(entry.at).toISOString()}\t${entry.level.toUpperCase()}\t${entry.text.replace(/\s+/g, " ")}`)
    .join("\n")
    .concat(entries.length ? "\n" : "");
}
