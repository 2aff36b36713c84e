import "server-only";
import { pruneAttempts, reserveAttempt, type CountedKey } from "@/lib/db/attempts";
import { nameKey } from "@/lib/db/keys";
import type { Limit } from "@/lib/db/limit-window";
import {
  answerSignInAttempt,
  forgiveSignInAttempts,
  pruneSignInAttempts,
  releaseSignInAttempt,
  reserveSignInAttempt,
  type SignInAttempt,
  type SignInLane,
  type SignInRules,
  type SlowDown,
} from "@/lib/db/sign-in-attempts";
import type { SiteId } from "@/lib/tenancy/sites/types";
import type { ClientAddress } from "./request-context";

export { retryAfterSeconds, type Limit } from "@/lib/db/limit-window";

const FIFTEEN_MINUTES = 15 * 60_000;
const HOUR = 60 * 60_000;
/** Failed sign-ins of one name from one known device: then it counts as an unknown device again. */
export const DEVICE_SIGN_IN_LIMIT: Limit = { max: 5, windowMs: FIFTEEN_MINUTES };
/** Failed sign-ins of one name from one address (unknown devices): then that address is locked out of that name. */
export const SIGN_IN_LOCK: Limit = { max: 5, windowMs: FIFTEEN_MINUTES };
/** Per address more are allowed, over all names: many people can share one address. */
export const ADDRESS_SIGN_IN_LIMIT: Limit = { max: 20, windowMs: FIFTEEN_MINUTES };
/**
 * Attempts of unknown devices on one name from anywhere only slow it down (a stranger cannot
 * lock members out, and known devices pass by): after 5, the next is allowed 1 s after the answer
 * to the one before, then 2 s, 4 s … up to 30 s; one earlier, or while one is being checked, gets 429.
 */
export const NAME_SLOW_DOWN: SlowDown = { free: 5, firstDelayMs: 1000, maxDelayMs: 30_000, windowMs: FIFTEEN_MINUTES, answerWithinMs: 60_000 };
/** Registrations send mail: per shared account of a site, and per address. */
export const SHARED_ACCOUNT_REGISTRATION_LIMIT: Limit = { max: 5, windowMs: HOUR };
export const ADDRESS_REGISTRATION_LIMIT: Limit = { max: 10, windowMs: HOUR };
/**
 * Writes of one editor to the published content (drafts, publishes, restores, confirmations):
 * the editor saves a draft per text, so a page of 25 edited texts and its publish fit many times.
 */
const CONTENT_WRITE_LIMIT: Limit = { max: 120, windowMs: 60_000 };

const signInRules = (address: ClientAddress): SignInRules => ({
  device: DEVICE_SIGN_IN_LIMIT,
  lock: SIGN_IN_LOCK,
  address: address.counted ? ADDRESS_SIGN_IN_LIMIT : undefined,
  slowDown: NAME_SLOW_DOWN,
});

export type SignInTicket =
  | { ok: true; lane: SignInLane; release(): Promise<void>; succeeded(): Promise<void>; failed(): Promise<void> }
  | { ok: false; retryAfter: number };

/**
 * Reserves one password check for this name from this address; `device` is the id of a
 * browser whose device cookie names it (lib/auth/device.ts). The ticket says which lane of the
 * password pool the check joins; it is released when no check ran, forgives the earlier
 * mistakes of this name from this address and device when the check succeeded, and stays
 * counted from the time of its answer when it failed.
 */
export async function reserveSignIn(site: SiteId, userName: string, address: ClientAddress, device: string | undefined, now = Date.now()): Promise<SignInTicket> {
  await pruneSignInAttempts(now - FIFTEEN_MINUTES);
  const attempt: SignInAttempt = { site, nameKey: nameKey(userName), address: address.value, device };
  const reservation = await reserveSignInAttempt(attempt, signInRules(address), now);
  if (!reservation.ok) return { ok: false, retryAfter: reservation.retryAfter };
  return {
    ok: true,
    lane: reservation.lane,
    release: () => releaseSignInAttempt(reservation.id),
    succeeded: () => forgiveSignInAttempts(attempt),
    failed: () => answerSignInAttempt(reservation.id, Date.now()),
  };
}

function registrationKeys(site: SiteId, sharedUserName: string, address: ClientAddress): CountedKey[] {
  const account = { key: `register:shared:${site}:${nameKey(sharedUserName)}`, limit: SHARED_ACCOUNT_REGISTRATION_LIMIT };
  return address.counted ? [account, { key: `register:address:${address.value}`, limit: ADDRESS_REGISTRATION_LIMIT }] : [account];
}

/** Counts a registration of a shared account (whichever of its sessions) when the limits allow it; else seconds to wait. */
export async function reserveRegistration(site: SiteId, sharedUserName: string, address: ClientAddress, now = Date.now()): Promise<number> {
  await pruneAttempts(now - HOUR);
  const reservation = await reserveAttempt(registrationKeys(site, sharedUserName, address), now);
  return reservation.ok ? 0 : reservation.retryAfter;
}

/** Counts one content write of an editor when the limit allows it; else the seconds to wait. */
export async function reserveContentWrite(accountId: number, now = Date.now()): Promise<number> {
  await pruneAttempts(now - HOUR);
  const reservation = await reserveAttempt([{ key: `content:editor:${accountId}`, limit: CONTENT_WRITE_LIMIT }], now);
  return reservation.ok ? 0 : reservation.retryAfter;
}
