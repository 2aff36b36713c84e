import "server-only";
import { sha256 } from "@/lib/server/security/sha256.mjs";
import { processSingleton } from "@/lib/server/singleton";
import type { TokenClaims } from "./claims";

/** What a session cookie holds once it is unsealed and its token verified for one site. */
export interface OpenedCookie {
  readonly sid: string;
  readonly token: string;
  readonly claims: TokenClaims;
}

/** A few thousand members signed in at once on one process; each entry is about 1 kB. */
export const OPENED_COOKIE_LIMIT = 2000;

/**
 * Cookies this process has already unsealed and whose token it has verified. Unsealing costs
 * two key derivations, a decryption and a MAC, the token another MAC — per request, for the same
 * cookie a member sends again and again. A cookie enters only after both checks passed, so a
 * forged one never does; an entry is used only for the site it was verified for and only until
 * its token expires. Everything that can change (the session row, the account, its entitlement)
 * is still read on every request by the caller, so signing out or revoking takes effect at once.
 */
const opened = () => processSingleton("opened-session-cookies", () => new Map<string, OpenedCookie>());

const keyOf = (site: string, raw: string) => `${site} ${sha256(raw, "base64url")}`;

export function findOpenedCookie(site: string, raw: string, now = Date.now()): OpenedCookie | undefined {
  const cache = opened();
  const key = keyOf(site, raw);
  const entry = cache.get(key);
  if (!entry) return undefined;
  cache.delete(key);
  if (entry.claims.exp * 1000 <= now) return undefined;
  // Re-inserted: the Map's order is the order of last use, so the oldest is evicted first.
  cache.set(key, entry);
  return entry;
}

export function rememberOpenedCookie(site: string, raw: string, entry: OpenedCookie): void {
  const cache = opened();
  const key = keyOf(site, raw);
  cache.delete(key);
  cache.set(key, entry);
  while (cache.size > OPENED_COOKIE_LIMIT) {
    const oldest = cache.keys().next().value;
    if (oldest === undefined) break;
    cache.delete(oldest);
  }
}

export function openedCookieCount(): number {
  return opened().size;
}
