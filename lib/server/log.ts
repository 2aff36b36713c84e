import "server-only";
import { format } from "node:util";

export type LogLevel = "debug" | "info" | "warn" | "error";

/** Field names whose values never reach a log line. */
const SECRET_FIELDS = /pass(word)?|secret|token|cookie|authorization|hash/i;

export function redact(fields: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, SECRET_FIELDS.test(key) ? "[redacted]" : value]));
}

/** One JSON line per event: time, level, message, request id and fields (secrets redacted). */
export function logLine(level: LogLevel, msg: string, fields: Readonly<Record<string, unknown>> = {}): string {
  return JSON.stringify({ time: new Date().toISOString(), level, msg, ...redact(fields) });
}

export function log(level: LogLevel, msg: string, fields: Readonly<Record<string, unknown>> = {}): void {
  const line = logLine(level, msg, fields);
  if (level === "error" || level === "warn") process.stderr.write(`${line}\n`);
  else process.stdout.write(`${line}\n`);
}

/**
 * Turns the framework's own console output into the same JSON lines, so an operator's log
 * collector sees one format. Called once at start-up in production.
 */
export function switchConsoleToJson(): void {
  const levels: Record<"log" | "info" | "warn" | "error" | "debug", LogLevel> = {
    log: "info",
    info: "info",
    warn: "warn",
    error: "error",
    debug: "debug",
  };
  for (const [method, level] of Object.entries(levels) as [keyof typeof levels, LogLevel][]) {
    console[method] = (...args: unknown[]) => {
      const [first] = args;
      // A line that is JSON already passes through, given the time when it has none.
      if (args.length === 1 && typeof first === "string" && first.startsWith("{") && first.endsWith("}")) {
        (level === "error" || level === "warn" ? process.stderr : process.stdout).write(`${withTime(first)}\n`);
        return;
      }
      if (args.some(isClientAbort)) {
        log("info", "the client closed the connection before the answer");
        return;
      }
      log(level, format(...args));
    };
  }
}

function withTime(line: string): string {
  try {
    const parsed = JSON.parse(line) as unknown;
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed) || "time" in parsed) return line;
    return JSON.stringify({ time: new Date().toISOString(), ...parsed });
  } catch {
    return line;
  }
}

/** A visitor who leaves mid-request is no fault of the server's (Node reports it as "aborted"). */
function isClientAbort(value: unknown): boolean {
  return value instanceof Error && value.message === "aborted" && (value as NodeJS.ErrnoException).code === "ECONNRESET";
}
