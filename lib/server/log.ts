import "server-only";

export type LogLevel = "debug" | "info" | "warn" | "error";

/** Field names whose values never reach a log line. */
const SECRET_FIELDS = /pass(word)?|secret|token|cookie|authorization|hash/i;

function redact(fields: Readonly<Record<string, unknown>>): Record<string, unknown> {
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
