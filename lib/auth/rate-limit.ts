import "server-only";
import { pruneAttempts, reserveAttempt, type CountedKey } from "@/lib/db/attempts";
import { nameKey } from "@/lib/db/keys.mjs";
import type { Limit } from "@/lib/db/limit-window";
import {
  forgiveSignInAttempts,
  pruneSignInAttempts,
  releaseSignInAttempt,
  reserveSignInAttempt,
  type SignInAttempt,
  type SignInRules,
  type SlowDown,
} from "@/lib/db/sign-in-attempts";
import type { SiteId } from "@/lib/tenancy/sites/types";
import type { ClientAddress } from "./request-context";

export { retryAfterSeconds, type Limit } from "@/lib/db/limit-window";

const FIFTEEN_MINUTES = 15 * 60_000;
const HOUR = 60 * 60_000;
/** Failed sign-ins of one name from one address: then that address is locked out of that name. */
export const SIGN_IN_LOCK: Limit = { max: 5, windowMs: FIFTEEN_MINUTES };
/** Per address more are allowed, over all names: many people can share one address. */
export const ADDRESS_SIGN_IN_LIMIT: Limit = { max: 20, windowMs: FIFTEEN_MINUTES };
/**
 * Failures on one name from anywhere only slow it down (a stranger cannot lock members out):
 * after 5, each attempt waits 1 s, 2 s, 4 s … up to 30 s after the one before.
 */
export const NAME_SLOW_DOWN: SlowDown = { free: 5, firstDelayMs: 1000, maxDelayMs: 30_000, maxWaitMs: 5000, windowMs: FIFTEEN_MINUTES };
/** Registrations send mail: per shared account of a site, and per address. */
export const SHARED_ACCOUNT_REGISTRATION_LIMIT: Limit = { max: 5, windowMs: HOUR };
export const ADDRESS_REGISTRATION_LIMIT: Limit = { max: 10, windowMs: HOUR };

const signInRules = (address: ClientAddress): SignInRules => ({
  lock: SIGN_IN_LOCK,
  address: address.counted ? ADDRESS_SIGN_IN_LIMIT : undefined,
  slowDown: NAME_SLOW_DOWN,
});

export type SignInTicket = { ok: true; release(): Promise<void>; succeeded(): Promise<void> } | { ok: false; retryAfter: number };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Reserves one password check for this name from this address, waiting for the slot the
 * slow-down gives it. The ticket is released when no check ran, and forgives the earlier
 * mistakes of this name and address when the check succeeded; a failed check stays counted.
 */
export async function reserveSignIn(site: SiteId, userName: string, address: ClientAddress, now = Date.now()): Promise<SignInTicket> {
  await pruneSignInAttempts(now - FIFTEEN_MINUTES);
  const attempt: SignInAttempt = { site, nameKey: nameKey(userName), address: address.value };
  const reservation = await reserveSignInAttempt(attempt, signInRules(address), now);
  if (!reservation.ok) return { ok: false, retryAfter: reservation.retryAfter };
  if (reservation.at > now) await wait(reservation.at - now);
  return {
    ok: true,
    release: () => releaseSignInAttempt(reservation.id),
    succeeded: () => forgiveSignInAttempts(attempt),
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
