import "server-only";
import type { Database } from "better-sqlite3";
import { database } from "./connection";
import { retryAfterSeconds, type Limit } from "./limit-window";

/** A growing wait between attempts on one name, whoever makes them. */
export interface SlowDown {
  /** Attempts in the window that cost no wait. */
  readonly free: number;
  /** The wait after the free ones; it doubles with every further attempt, up to `maxDelayMs`. */
  readonly firstDelayMs: number;
  readonly maxDelayMs: number;
  /** A request waits for its slot at most this long; a later slot is refused. */
  readonly maxWaitMs: number;
  readonly windowMs: number;
}

export interface SignInRules {
  /** Per (site, name, address): the lock. */
  readonly lock: Limit;
  /** Per address, over all sites and names; undefined when the address is not counted. */
  readonly address: Limit | undefined;
  /** Per (site, name), from every address. */
  readonly slowDown: SlowDown;
}

export interface SignInAttempt {
  readonly site: string;
  readonly nameKey: string;
  /** "" when the client's address is unknown. */
  readonly address: string;
}

export type SignInReservation =
  | { ok: true; id: number; at: number }
  | { ok: false; reason: "locked" | "address" | "slowDown"; retryAfter: number };

/** The wait the slow-down asks after `count` attempts on a name. */
export function slowDownDelay(count: number, rule: SlowDown): number {
  if (count < rule.free) return 0;
  return Math.min(rule.maxDelayMs, rule.firstDelayMs * 2 ** (count - rule.free));
}

/**
 * Reads the counts and records the attempt in one immediate transaction, before the password
 * is checked: however many requests arrive at once, no more checks run than the limits allow.
 * The attempt is given the time at which its check may run (`at`, later than `now` under the
 * slow-down). A successful check releases it again.
 */
export function reserveSignInAttempt(attempt: SignInAttempt, rules: SignInRules, now: number, db: Database = database()): SignInReservation {
  const since = (limit: { windowMs: number }) => now - limit.windowMs;
  return db
    .transaction((): SignInReservation => {
      const lockTimes = db
        .prepare("SELECT at FROM sign_in_attempts WHERE site = ? AND name_key = ? AND address = ? AND at > ? ORDER BY at")
        .pluck()
        .all(attempt.site, attempt.nameKey, attempt.address, since(rules.lock)) as number[];
      const locked = retryAfterSeconds(lockTimes, rules.lock, now);
      if (locked > 0) return { ok: false, reason: "locked", retryAfter: locked };
      if (rules.address && attempt.address) {
        const addressTimes = db
          .prepare("SELECT at FROM sign_in_attempts WHERE address = ? AND at > ? ORDER BY at")
          .pluck()
          .all(attempt.address, since(rules.address)) as number[];
        const wait = retryAfterSeconds(addressTimes, rules.address, now);
        if (wait > 0) return { ok: false, reason: "address", retryAfter: wait };
      }
      const name = db
        .prepare("SELECT COUNT(*) AS count, MAX(at) AS last FROM sign_in_attempts WHERE site = ? AND name_key = ? AND at > ?")
        .get(attempt.site, attempt.nameKey, since(rules.slowDown)) as { count: number; last: number | null };
      const delay = slowDownDelay(name.count, rules.slowDown);
      const at = delay > 0 && name.last !== null ? Math.max(now, name.last + delay) : now;
      if (at - now > rules.slowDown.maxWaitMs) return { ok: false, reason: "slowDown", retryAfter: Math.ceil((at - now) / 1000) };
      const result = db
        .prepare("INSERT INTO sign_in_attempts (site, name_key, address, at) VALUES (?, ?, ?, ?)")
        .run(attempt.site, attempt.nameKey, attempt.address, at);
      return { ok: true, id: Number(result.lastInsertRowid), at };
    })
    .immediate();
}

/** An attempt whose password was never checked (the check pool was full) counts for nothing. */
export function releaseSignInAttempt(id: number, db: Database = database()): void {
  db.prepare("DELETE FROM sign_in_attempts WHERE id = ?").run(id);
}

/**
 * A successful sign-in forgives the mistakes of this name from this address (its own
 * reservation among them), not the name's from elsewhere.
 */
export function forgiveSignInAttempts(attempt: SignInAttempt, db: Database = database()): void {
  db.prepare("DELETE FROM sign_in_attempts WHERE site = ? AND name_key = ? AND address = ?").run(attempt.site, attempt.nameKey, attempt.address);
}

export function pruneSignInAttempts(before: number, db: Database = database()): void {
  db.prepare("DELETE FROM sign_in_attempts WHERE at <= ?").run(before);
}
