import "server-only";
import { jwtVerify, SignJWT } from "jose";
import { z } from "zod";
import type { TokenClaims } from "./claims";

/** Every session token names this issuer; its audience is the site it belongs to. */
export const TOKEN_ISSUER = "multisite";

const claimsSchema = z.object({
  username: z.string().min(1).max(128),
  iat: z.number().int().nonnegative(),
  exp: z.number().int().positive(),
  iss: z.literal(TOKEN_ISSUER),
  aud: z.string(),
});

const keyOf = (secret: string) => new TextEncoder().encode(secret);

export async function signSessionToken(claims: TokenClaims, site: string, secret: string): Promise<string> {
  return new SignJWT({ username: claims.username })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuedAt(claims.iat)
    .setExpirationTime(claims.exp)
    .setIssuer(TOKEN_ISSUER)
    .setAudience(site)
    .sign(keyOf(secret));
}

/**
 * HS256 only (no `none`, no other algorithm), the right issuer and this site as audience,
 * `iat` present and not in the future, `exp` not past, a user name. Anything else: undefined.
 */
export async function verifySessionToken(token: string, site: string, secret: string, now = Date.now()): Promise<TokenClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: ["HS256"],
      issuer: TOKEN_ISSUER,
      audience: site,
      requiredClaims: ["iat", "exp"],
      currentDate: new Date(now),
    });
    const claims = claimsSchema.safeParse(payload);
    if (!claims.success || claims.data.aud !== site) return undefined;
    if (claims.data.iat * 1000 > now) return undefined;
    return { username: claims.data.username, iat: claims.data.iat, exp: claims.data.exp };
  } catch {
    return undefined;
  }
}
