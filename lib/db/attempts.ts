import "server-only";
import { database, type Db } from "./connection";
import { exclusively } from "./exclusive";
import { retryAfterSeconds, type Limit } from "./limit-window";

export interface CountedKey {
  readonly key: string;
  readonly limit: Limit;
}

export type KeyReservation = { ok: true } | { ok: false; retryAfter: number };

/**
 * Counted events (registrations) per key. Checks every key's limit and records the event under
 * all of them in one exclusive transaction (lib/db/exclusive.ts), so parallel requests, on one
 * replica or several, cannot all pass the check before any of them is counted.
 */
export async function reserveAttempt(keys: readonly CountedKey[], now: number, db?: Db): Promise<KeyReservation> {
  const handle = db ?? (await database());
  return exclusively(handle, keys.map(({ key }) => `attempts:${key}`), async (tx): Promise<KeyReservation> => {
    let wait = 0;
    for (const { key, limit } of keys) {
      const rows = await tx.selectFrom("attempts").select("at").where("key", "=", key).where("at", ">", now - limit.windowMs).orderBy("at").execute();
      wait = Math.max(wait, retryAfterSeconds(rows.map((row) => row.at), limit, now));
    }
    if (wait > 0) return { ok: false, retryAfter: wait };
    await tx.insertInto("attempts").values(keys.map(({ key }) => ({ key, at: now }))).execute();
    return { ok: true };
  });
}

export async function pruneAttempts(before: number, db?: Db): Promise<void> {
  await (db ?? (await database())).deleteFrom("attempts").where("at", "<=", before).execute();
}
