import "server-only";
import { format } from "node:util";
import { describeDatabaseError, isDatabaseUnavailable } from "@/lib/server/database-outage";
import { log, type LogLevel } from "./log";
import { throttledLog } from "./log-throttle";
import { processSingleton } from "./singleton";

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
        throttledLog("clientAborted", "info", "the client closed the connection before the answer");
        return;
      }
      const outage = args.find((arg) => arg instanceof Error && isDatabaseUnavailable(arg));
      if (outage instanceof Error) {
        logPageOutage(outage);
        return;
      }
      log(level, format(...args));
    };
  }
}

/**
 * Next reports every page that failed for want of the database with its stack trace (and the
 * middleware's session check of a members' page reports its own); during an outage that is one
 * trace per request. One line per minute with the count tells the operator
 * as much, and the stack is shown once per process.
 */
export function logPageOutage(error: Error): void {
  const shown = processSingleton("outage-stack-shown", () => ({ stack: false }));
  const stack = shown.stack ? undefined : error.stack;
  shown.stack = true;
  throttledLog("databaseOutagePage", "error", "a page failed: the database does not answer", { error: describeDatabaseError(error), ...(stack ? { stack } : {}) });
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
