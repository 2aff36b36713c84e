import "server-only";
import { database, type Db } from "./connection";
import { exclusively } from "./exclusive";
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
 * Reads the counts and records the attempt in one exclusive transaction (lib/db/exclusive.ts:
 * locked per name and per address), before the password is checked: however many requests
 * arrive at once, on however many replicas, no more checks run than the limits allow. The
 * attempt is given the time at which its check may run (`at`, later than `now` under the
 * slow-down). A successful check releases it again.
 */
export async function reserveSignInAttempt(attempt: SignInAttempt, rules: SignInRules, now: number, db?: Db): Promise<SignInReservation> {
  const since = (limit: { windowMs: number }) => now - limit.windowMs;
  const countsAddress = rules.address !== undefined && attempt.address !== "";
  const keys = [`sign-in:name:${attempt.site}:${attempt.nameKey}`, ...(countsAddress ? [`sign-in:address:${attempt.address}`] : [])];
  return exclusively(db ?? (await database()), keys, async (tx): Promise<SignInReservation> => {
    const lockTimes = await tx
      .selectFrom("sign_in_attempts")
      .select("at")
      .where("site", "=", attempt.site)
      .where("name_key", "=", attempt.nameKey)
      .where("address", "=", attempt.address)
      .where("at", ">", since(rules.lock))
      .orderBy("at")
      .execute();
    const locked = retryAfterSeconds(lockTimes.map((row) => row.at), rules.lock, now);
    if (locked > 0) return { ok: false, reason: "locked", retryAfter: locked };
    if (rules.address && countsAddress) {
      const addressTimes = await tx
        .selectFrom("sign_in_attempts")
        .select("at")
        .where("address", "=", attempt.address)
        .where("at", ">", since(rules.address))
        .orderBy("at")
        .execute();
      const wait = retryAfterSeconds(addressTimes.map((row) => row.at), rules.address, now);
      if (wait > 0) return { ok: false, reason: "address", retryAfter: wait };
    }
    const name = await tx
      .selectFrom("sign_in_attempts")
      .select((eb) => [eb.fn.countAll<number>().as("count"), eb.fn.max("at").as("last")])
      .where("site", "=", attempt.site)
      .where("name_key", "=", attempt.nameKey)
      .where("at", ">", since(rules.slowDown))
      .executeTakeFirstOrThrow();
    const count = Number(name.count);
    const last = name.last === null ? null : Number(name.last);
    const delay = slowDownDelay(count, rules.slowDown);
    const at = delay > 0 && last !== null ? Math.max(now, last + delay) : now;
    if (at - now > rules.slowDown.maxWaitMs) return { ok: false, reason: "slowDown", retryAfter: Math.ceil((at - now) / 1000) };
    const inserted = await tx
      .insertInto("sign_in_attempts")
      .values({ site: attempt.site, name_key: attempt.nameKey, address: attempt.address, at })
      .returning("id")
      .executeTakeFirstOrThrow();
    return { ok: true, id: inserted.id, at };
  });
}

/** An attempt whose password was never checked (the check pool was full) counts for nothing. */
export async function releaseSignInAttempt(id: number, db?: Db): Promise<void> {
  await (db ?? (await database())).deleteFrom("sign_in_attempts").where("id", "=", id).execute();
}

/**
 * A successful sign-in forgives the mistakes of this name from this address (its own
 * reservation among them), not the name's from elsewhere.
 */
export async function forgiveSignInAttempts(attempt: SignInAttempt, db?: Db): Promise<void> {
  await (db ?? (await database()))
    .deleteFrom("sign_in_attempts")
    .where("site", "=", attempt.site)
    .where("name_key", "=", attempt.nameKey)
    .where("address", "=", attempt.address)
    .execute();
}

export async function pruneSignInAttempts(before: number, db?: Db): Promise<void> {
  await (db ?? (await database())).deleteFrom("sign_in_attempts").where("at", "<=", before).execute();
}
