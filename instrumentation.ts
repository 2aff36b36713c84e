import { isDatabaseUnavailable } from "@/lib/db/unavailable";
import { markDatabaseUnavailable } from "@/lib/server/outage-scope";

/** Once when the server starts: validate the configuration (or refuse to run), logging, shutdown, database. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startServer } = await import("@/lib/startup-node");
  startServer();
}

/**
 * A page or route that failed because the database is away: the request intake then answers
 * 503 with a clear notice instead of the framework's 500 (lib/server/database-outage.ts).
 * Synchronous on purpose: the answer's status is written right after this returns.
 */
export function onRequestError(error: unknown): void {
  if (process.env.NEXT_RUNTIME === "nodejs" && isDatabaseUnavailable(error)) markDatabaseUnavailable();
}
