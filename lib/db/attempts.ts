import "server-only";
import { database } from "./connection";

/**
 * Timestamps of counted events (failed sign-ins, registrations) per key, for the rate limits
 * of lib/auth/rate-limit.ts.
 */
export function attemptsSince(key: string, since: number): number[] {
  const rows = database().prepare("SELECT at FROM attempts WHERE key = ? AND at > ? ORDER BY at").all(key, since) as { at: number }[];
  return rows.map((row) => row.at);
}

export function recordAttempt(keys: readonly string[], at: number): void {
  const db = database();
  const insert = db.prepare("INSERT INTO attempts (key, at) VALUES (?, ?)");
  db.transaction(() => {
    for (const key of keys) insert.run(key, at);
  })();
}

export function clearAttempts(key: string): void {
  database().prepare("DELETE FROM attempts WHERE key = ?").run(key);
}

export function pruneAttempts(before: number): void {
  database().prepare("DELETE FROM attempts WHERE at <= ?").run(before);
}
