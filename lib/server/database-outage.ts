/** The database cannot answer now (unreachable, restarting, too slow): the request gets 503, not 500. */
export class DatabaseUnavailableError extends Error {
  override readonly name = "DatabaseUnavailableError";
}

// PostgreSQL SQLSTATE classes and codes that mean "not now" rather than "this query is wrong":
// 08 connection exceptions, 57P01–57P03 shutdown/starting, 57014 statement timeout, 53 out of resources.
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[1-3]|57014|53...)$/;
const UNAVAILABLE_NODE_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN", "EPIPE", "SQLITE_BUSY", "SQLITE_LOCKED"]);
const UNAVAILABLE_MESSAGES = /connection terminated|timeout exceeded when trying to connect|connection timeout|cannot use a pool after calling end|client has encountered a connection error/i;

/** Whether an error means the database is out of reach for now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    // By name: a bundler may hold two copies of this class in one process.
    if (current.name === "DatabaseUnavailableError") return true;
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_NODE_CODES.has(code))) return true;
    if (UNAVAILABLE_MESSAGES.test(current.message)) return true;
    // AggregateError of a connect to several addresses (localhost: ::1 and 127.0.0.1).
    if (current instanceof AggregateError && current.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
  }
  return false;
}

/** One line for the log: the reason, never the connection string or its password. */
export function describeDatabaseError(error: unknown): string {
  if (!(error instanceof Error)) return "unknown database error";
  const code = (error as { code?: unknown }).code;
  const message = error instanceof AggregateError && error.errors[0] instanceof Error ? error.errors[0].message : error.message;
  const inner = error.cause instanceof Error && error.cause !== error ? describeDatabaseError(error.cause) : undefined;
  const own = `${typeof code === "string" ? `${code}: ` : ""}${message || error.name}`;
  return inner && !own.includes(inner) ? `${own} (${inner})` : own;
}

const OUTAGE_KEY = Symbol.for("multisite.database-outage-at");
type OutageHolder = { [OUTAGE_KEY]?: number };

/** Remembers that a query just failed because the database does not answer (process-wide). */
export function noteDatabaseOutage(error: unknown, now = Date.now()): void {
  if (isDatabaseUnavailable(error)) (globalThis as OutageHolder)[OUTAGE_KEY] = now;
}

/** Whether a query failed for want of the database within the last `withinMs`. */
export function databaseOutageSeen(withinMs: number, now = Date.now()): boolean {
  const at = (globalThis as OutageHolder)[OUTAGE_KEY];
  return at !== undefined && now - at <= withinMs;
}
