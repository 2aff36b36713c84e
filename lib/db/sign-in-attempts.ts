import "server-only";
import { database, type Db } from "./connection";
import { exclusively, type Tx } from "./exclusive";
import { retryAfterSeconds, type Limit } from "./limit-window";

/** A growing wait between attempts on one name from browsers that never signed in as it. */
export interface SlowDown {
  /** Attempts in the window that cost no wait. */
  readonly free: number;
  /** The wait after the free ones; it doubles with every further attempt, up to `maxDelayMs`. */
  readonly firstDelayMs: number;
  readonly maxDelayMs: number;
  readonly windowMs: number;
  /**
   * An attempt still unanswered after this long counts as answered (its server stopped while
   * checking): longer than a check may wait for the pool and run.
   */
  readonly answerWithinMs: number;
}

export interface SignInRules {
  /** Per (site, name, device): a known device's own failures; beyond them it counts as unknown. */
  readonly device: Limit;
  /** Per (site, name, address): the lock of unknown devices. */
  readonly lock: Limit;
  /** Per address, over all sites and names; undefined when the address is not counted. */
  readonly address: Limit | undefined;
  /** Per (site, name), over the attempts of unknown devices from every address. */
  readonly slowDown: SlowDown;
}

export interface SignInAttempt {
  readonly site: string;
  readonly nameKey: string;
  /** "" when the client's address is unknown. */
  readonly address: string;
  /** The id of a browser whose device cookie says it signed in as this name before; undefined otherwise. */
  readonly device?: string;
}

/**
 * Which waiting line of the password checks the attempt joins: a known device's, an unknown
 * device's from an address without recorded attempts, or everyone else's.
 */
export type SignInLane = "member" | "fresh" | "stranger";

export type SignInReservation =
  | { ok: true; id: number; lane: SignInLane }
  | { ok: false; reason: "locked" | "address" | "slowDown"; retryAfter: number };

/** The wait the slow-down asks after `count` attempts on a name. */
export function slowDownDelay(count: number, rule: SlowDown): number {
  if (count < rule.free) return 0;
  return Math.min(rule.maxDelayMs, rule.firstDelayMs * 2 ** (count - rule.free));
}

const UNKNOWN_DEVICE = "";

/**
 * Reads the counts and records the attempt in one exclusive transaction (lib/db/exclusive.ts:
 * locked per name and per address), before the password is checked: however many requests
 * arrive at once, on however many replicas, no more checks run than the limits allow. A
 * successful check forgives it again (forgiveSignInAttempts).
 *
 * A known device is held only to its own failures on the name (OWASP's device cookies):
 * strangers' guesses from elsewhere cost it nothing. Every other attempt meets the lock of its
 * (name, address), the limit of its address and the name's slow-down. The slow-down never lets
 * a request wait, and counts from the answer to the attempt before: beyond the free ones an
 * attempt is refused while another is still being checked or before its distance to the last
 * answer has passed, so a burst from many addresses gets no more checks than the free ones,
 * however long the server takes to read it.
 */
export async function reserveSignInAttempt(attempt: SignInAttempt, rules: SignInRules, now: number, db?: Db): Promise<SignInReservation> {
  const countsAddress = rules.address !== undefined && attempt.address !== "";
  const keys = [`sign-in:name:${attempt.site}:${attempt.nameKey}`, ...(countsAddress ? [`sign-in:address:${attempt.address}`] : [])];
  return exclusively(db ?? (await database()), keys, async (tx): Promise<SignInReservation> => {
    if (attempt.device !== undefined && (await deviceFailures(tx, attempt, attempt.device, now - rules.device.windowMs)) < rules.device.max) {
      const id = await record(tx, attempt, attempt.device, now);
      return { ok: true, id, lane: "member" };
    }
    const refusal = await refusalOfUnknownDevice(tx, attempt, rules, now);
    if (refusal) return refusal;
    const fresh = attempt.address !== "" && (await addressTimes(tx, attempt.address, now - rules.lock.windowMs)).length === 0;
    const id = await record(tx, attempt, UNKNOWN_DEVICE, now);
    return { ok: true, id, lane: fresh ? "fresh" : "stranger" };
  });
}

async function refusalOfUnknownDevice(tx: Tx, attempt: SignInAttempt, rules: SignInRules, now: number): Promise<SignInReservation | undefined> {
  const since = (limit: { windowMs: number }) => now - limit.windowMs;
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
  if (rules.address && attempt.address !== "") {
    const wait = retryAfterSeconds(await addressTimes(tx, attempt.address, since(rules.address)), rules.address, now);
    if (wait > 0) return { ok: false, reason: "address", retryAfter: wait };
  }
  const name = await tx
    .selectFrom("sign_in_attempts")
    .select((eb) => [eb.fn.countAll<number>().as("count"), eb.fn.max("at").as("last")])
    .where("site", "=", attempt.site)
    .where("name_key", "=", attempt.nameKey)
    .where("device", "=", UNKNOWN_DEVICE)
    .where("at", ">", since(rules.slowDown))
    .executeTakeFirstOrThrow();
  const delay = slowDownDelay(Number(name.count), rules.slowDown);
  if (delay === 0) return undefined;
  const checking = await tx
    .selectFrom("sign_in_attempts")
    .select("id")
    .where("site", "=", attempt.site)
    .where("name_key", "=", attempt.nameKey)
    .where("device", "=", UNKNOWN_DEVICE)
    .where("answered", "=", 0)
    .where("at", ">", now - rules.slowDown.answerWithinMs)
    .executeTakeFirst();
  const slot = checking ? now + delay : Number(name.last) + delay;
  if (slot > now) return { ok: false, reason: "slowDown", retryAfter: Math.ceil((slot - now) / 1000) };
  return undefined;
}

async function deviceFailures(tx: Tx, attempt: SignInAttempt, device: string, since: number): Promise<number> {
  const row = await tx
    .selectFrom("sign_in_attempts")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("site", "=", attempt.site)
    .where("name_key", "=", attempt.nameKey)
    .where("device", "=", device)
    .where("at", ">", since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The times of every attempt from `address` since `since`, oldest first. */
async function addressTimes(tx: Tx, address: string, since: number): Promise<number[]> {
  const rows = await tx.selectFrom("sign_in_attempts").select("at").where("address", "=", address).where("at", ">", since).orderBy("at").execute();
  return rows.map((row) => row.at);
}

async function record(tx: Tx, attempt: SignInAttempt, device: string, at: number): Promise<number> {
  const inserted = await tx
    .insertInto("sign_in_attempts")
    .values({ site: attempt.site, name_key: attempt.nameKey, address: attempt.address, device, answered: 0, at })
    .returning("id")
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** A wrong password: the attempt stays counted, from the time of its answer. */
export async function answerSignInAttempt(id: number, at: number, db?: Db): Promise<void> {
  await (db ?? (await database())).updateTable("sign_in_attempts").set({ answered: 1, at }).where("id", "=", id).execute();
}

/** An attempt whose password was never checked (the check pool was full) counts for nothing. */
export async function releaseSignInAttempt(id: number, db?: Db): Promise<void> {
  await (db ?? (await database())).deleteFrom("sign_in_attempts").where("id", "=", id).execute();
}

/**
 * A successful sign-in forgives the mistakes of this name from this address and from this
 * device (its own reservation among them), not the name's from elsewhere.
 */
export async function forgiveSignInAttempts(attempt: SignInAttempt, db?: Db): Promise<void> {
  await (db ?? (await database()))
    .deleteFrom("sign_in_attempts")
    .where("site", "=", attempt.site)
    .where("name_key", "=", attempt.nameKey)
    .where((eb) => (attempt.device === undefined ? eb("address", "=", attempt.address) : eb.or([eb("address", "=", attempt.address), eb("device", "=", attempt.device)])))
    .execute();
}

export async function pruneSignInAttempts(before: number, db?: Db): Promise<void> {
  await (db ?? (await database())).deleteFrom("sign_in_attempts").where("at", "<=", before).execute();
}
