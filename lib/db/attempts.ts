import "server-only";
import type { Database } from "better-sqlite3";
import { database } from "./connection";
import { retryAfterSeconds, type Limit } from "./limit-window";

export interface CountedKey {
  readonly key: string;
  readonly limit: Limit;
}

export type KeyReservation = { ok: true } | { ok: false; retryAfter: number };

/**
 * Counted events (registrations) per key. Checks every key's limit and records the event
 * under all of them in one immediate transaction, so parallel requests cannot all pass the
 * check before any of them is counted.
 */
export function reserveAttempt(keys: readonly CountedKey[], now: number, db: Database = database()): KeyReservation {
  const times = db.prepare("SELECT at FROM attempts WHERE key = ? AND at > ? ORDER BY at");
  const insert = db.prepare("INSERT INTO attempts (key, at) VALUES (?, ?)");
  return db
    .transaction((): KeyReservation => {
      const wait = Math.max(
        0,
        ...keys.map(({ key, limit }) => retryAfterSeconds((times.all(key, now - limit.windowMs) as { at: number }[]).map((row) => row.at), limit, now)),
      );
      if (wait > 0) return { ok: false, retryAfter: wait };
      for (const { key } of keys) insert.run(key, now);
      return { ok: true };
    })
    .immediate();
}

export function pruneAttempts(before: number, db: Database = database()): void {
  db.prepare("DELETE FROM attempts WHERE at <= ?").run(before);
}
