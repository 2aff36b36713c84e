import "server-only";
import { randomBytes } from "node:crypto";
import { jwtVerify, SignJWT } from "jose";
import { z } from "zod";
import { nameKey } from "@/lib/db/keys";
import { sha256 } from "@/lib/server/security/sha256.mjs";
import { TOKEN_ISSUER } from "./token";

/**
 * The device cookie (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): after a
 * successful sign-in the browser gets a token signed with HMAC-SHA256 (a JWT, HS256) that names
 * a random device id and the names it signed in as. A sign-in attempt whose cookie names the
 * attempted name (and, for a personal account, the same account) comes from a known device:
 * only that device's own failures count against it, never the name-wide slow-down that
 * strangers cause. The audience is the site, so a cookie of one site is worthless on another.
 */

/** A browser stays known for a name this long after its last successful sign-in as it. */
export const DEVICE_TRUST_SECONDS = 180 * 24 * 3600;
/** Names one browser is known for: a member's shared and personal names, a family's computer. */
const DEVICE_NAMES_MAX = 5;
/** Longer cookies are not ours: refused before any parsing. */
const MAX_COOKIE_LENGTH = 2048;

interface KnownName {
  /** SHA-256 of the name's key: the cookie does not show in plain text which names signed in here. */
  readonly name: string;
  /** The personal account signed in as; null for the shared level. */
  readonly account: number | null;
  /** The last successful sign-in as this name on this browser, in seconds since 1970. */
  readonly at: number;
}

export interface Device {
  /** 128 random bits, base64url: the key of this browser's own failure count. */
  readonly id: string;
  /** Newest first. */
  readonly names: readonly KnownName[];
}

/** Who signed in: the name as the server knows it, and the personal account (null: shared level). */
interface SignedInName {
  readonly userName: string;
  readonly accountId: number | null;
}

const nameHash = (userName: string) => sha256(nameKey(userName), "base64url");
const audienceOf = (site: string) => `device:${site}`;

const claimsSchema = z.object({
  did: z.string().regex(/^[A-Za-z0-9_-]{22}$/),
  names: z
    .array(
      z.object({
        n: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
        a: z.number().int().positive().nullable(),
        t: z.number().int().positive(),
      }),
    )
    .min(1)
    .max(DEVICE_NAMES_MAX),
});

function newDeviceId(): string {
  return randomBytes(16).toString("base64url");
}

/** The device after a successful sign-in as `who`: that name first and its time renewed, names past their trust dropped. */
export function withSignIn(device: Device | undefined, who: SignedInName, now = Date.now()): Device {
  const seconds = Math.floor(now / 1000);
  const entry: KnownName = { name: nameHash(who.userName), account: who.accountId, at: seconds };
  const others = (device?.names ?? []).filter((known) => known.name !== entry.name && known.at + DEVICE_TRUST_SECONDS > seconds);
  return { id: device?.id ?? newDeviceId(), names: [entry, ...others].slice(0, DEVICE_NAMES_MAX) };
}

/**
 * The accounts this device signed in as under `userName` within its trust: null for the shared
 * level, an account id for a personal account (a name registered again later is another
 * account, and the caller compares ids). Empty when the device does not know the name.
 */
export function accountsKnownAs(device: Device, userName: string, now = Date.now()): (number | null)[] {
  const hash = nameHash(userName);
  const seconds = Math.floor(now / 1000);
  return device.names.filter((known) => known.name === hash && known.at + DEVICE_TRUST_SECONDS > seconds).map((known) => known.account);
}

export async function signDeviceCookie(device: Device, site: string, key: Uint8Array): Promise<string> {
  const newest = Math.max(...device.names.map((known) => known.at));
  return new SignJWT({ did: device.id, names: device.names.map((known) => ({ n: known.name, a: known.account, t: known.at })) })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuer(TOKEN_ISSUER)
    .setAudience(audienceOf(site))
    .setIssuedAt(newest)
    .setExpirationTime(newest + DEVICE_TRUST_SECONDS)
    .sign(key);
}

/**
 * The device a cookie names, when its signature (HS256 with this key only), issuer, site and
 * time hold; names past their trust are left out. Anything else (forged, tampered, of another
 * site, expired, malformed) is no device at all: never an error.
 */
export async function verifyDeviceCookie(raw: string, site: string, key: Uint8Array, now = Date.now()): Promise<Device | undefined> {
  if (raw.length === 0 || raw.length > MAX_COOKIE_LENGTH) return undefined;
  try {
    const { payload } = await jwtVerify(raw, key, {
      algorithms: ["HS256"],
      issuer: TOKEN_ISSUER,
      audience: audienceOf(site),
      requiredClaims: ["iat", "exp"],
      currentDate: new Date(now),
    });
    const claims = claimsSchema.safeParse(payload);
    if (!claims.success || payload.aud !== audienceOf(site)) return undefined;
    const seconds = Math.floor(now / 1000);
    // A name signed in "in the future" was not signed by this server's clock: refused as forged.
    if (claims.data.names.some((known) => known.t > seconds + 60)) return undefined;
    const names = claims.data.names.filter((known) => known.t + DEVICE_TRUST_SECONDS > seconds).map((known) => ({ name: known.n, account: known.a, at: known.t }));
    return names.length > 0 ? { id: claims.data.did, names } : undefined;
  } catch {
    return undefined;
  }
}
