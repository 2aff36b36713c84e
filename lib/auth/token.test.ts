import { SignJWT, UnsecuredJWT } from "jose";
import { describe, expect, it } from "vitest";
import { signSessionToken, TOKEN_ISSUER, verifySessionToken } from "@/lib/auth/token";

const SECRET = "a-test-secret-that-is-long-enough-000";
const NOW = Date.UTC(2025, 5, 1, 8, 0, 0);
const iat = NOW / 1000;
const key = (secret: string) => new TextEncoder().encode(secret);

describe("session token (jose, HS256, issuer and audience)", () => {
  it("round-trips user name, iat and exp for its site", async () => {
    const token = await signSessionToken({ username: "anna", iat, exp: iat + 3600 }, "forum", SECRET);
    expect(await verifySessionToken(token, "forum", SECRET, NOW)).toEqual({ username: "anna", iat, exp: iat + 3600 });
  });

  it("refuses a token of another site (audience)", async () => {
    const token = await signSessionToken({ username: "anna", iat, exp: iat + 3600 }, "forum", SECRET);
    expect(await verifySessionToken(token, "vault", SECRET, NOW)).toBeUndefined();
  });

  it("refuses alg none, a wrong key, an expired token and a missing iat", async () => {
    const none = new UnsecuredJWT({ username: "anna" }).setIssuedAt(iat).setExpirationTime(iat + 60).setIssuer(TOKEN_ISSUER).setAudience("forum").encode();
    const wrongKey = await signSessionToken({ username: "anna", iat, exp: iat + 3600 }, "forum", "another-secret-of-sufficient-length!!");
    const expired = await signSessionToken({ username: "anna", iat: iat - 7200, exp: iat - 3600 }, "forum", SECRET);
    const noIat = await new SignJWT({ username: "anna" }).setProtectedHeader({ alg: "HS256" }).setExpirationTime(iat + 60).setIssuer(TOKEN_ISSUER).setAudience("forum").sign(key(SECRET));
    for (const token of [none, wrongKey, expired, noIat]) expect(await verifySessionToken(token, "forum", SECRET, NOW)).toBeUndefined();
  });

  it("refuses HS512, a future iat, a wrong issuer and a missing user name", async () => {
    const base = (claims: Record<string, unknown>, alg = "HS256") =>
      new SignJWT(claims).setProtectedHeader({ alg }).setExpirationTime(iat + 60).setAudience("forum");
    const hs512 = await base({ username: "anna" }, "HS512").setIssuedAt(iat).setIssuer(TOKEN_ISSUER).sign(key(SECRET));
    const future = await base({ username: "anna" }).setIssuedAt(iat + 30).setIssuer(TOKEN_ISSUER).sign(key(SECRET));
    const issuer = await base({ username: "anna" }).setIssuedAt(iat).setIssuer("elsewhere").sign(key(SECRET));
    const nameless = await base({}).setIssuedAt(iat).setIssuer(TOKEN_ISSUER).sign(key(SECRET));
    for (const token of [hs512, future, issuer, nameless]) expect(await verifySessionToken(token, "forum", SECRET, NOW)).toBeUndefined();
    expect(await verifySessionToken("not-a-token", "forum", SECRET, NOW)).toBeUndefined();
  });
});
