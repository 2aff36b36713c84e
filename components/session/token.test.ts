import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { checkToken, decodeToken } from "@/components/session/token";

const NOW = Date.UTC(2025, 0, 15, 9, 30, 0);
const nowSeconds = NOW / 1000;
const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
const jwt = (claims: unknown) => `${part({ alg: "HS256" })}.${part(claims)}.sig`;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe("client token check", () => {
  it("decoding fails for a non-string, a missing part, bad base64 and bad JSON", () => {
    expect(decodeToken(42)).toBeUndefined();
    expect(decodeToken(null)).toBeUndefined();
    expect(decodeToken("only.two")).toBeUndefined();
    expect(decodeToken("a..c")).toBeUndefined();
    expect(decodeToken("a.%%%%.c")).toBeUndefined();
    expect(decodeToken(`a.${Buffer.from("{not json").toString("base64url")}.c`)).toBeUndefined();
    expect(decodeToken(`a.${part([1, 2])}.c`)).toBeUndefined();
  });

  it("decodes base64url payloads with non-ASCII user names", () => {
    expect(decodeToken(jwt({ username: "Jürgen Ñandú", iat: 1 }))).toEqual({ username: "Jürgen Ñandú", iat: 1 });
  });

  it("is valid with a user name, iat not in the future and exp not past", () => {
    const token = jwt({ username: "anna", iat: nowSeconds - 10, exp: nowSeconds + 3600 });
    expect(checkToken(token, Date.now())).toEqual({ valid: true, claims: { username: "anna", iat: nowSeconds - 10, exp: nowSeconds + 3600 } });
  });

  it("is invalid when iat lies in the future", () => {
    expect(checkToken(jwt({ username: "anna", iat: nowSeconds + 5, exp: nowSeconds + 3600 }), Date.now()).valid).toBe(false);
  });

  it("is invalid once exp has passed, and keeps the claims for the expiry notice", () => {
    const token = jwt({ username: "anna", iat: nowSeconds - 3600, exp: nowSeconds + 60 });
    expect(checkToken(token, Date.now()).valid).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(checkToken(token, Date.now())).toEqual({ valid: false, claims: { username: "anna", iat: nowSeconds - 3600, exp: nowSeconds + 60 } });
  });

  it("is invalid without a user name, iat or exp", () => {
    expect(checkToken(jwt({ iat: nowSeconds, exp: nowSeconds + 60 }), Date.now()).valid).toBe(false);
    expect(checkToken(jwt({ username: "", iat: nowSeconds, exp: nowSeconds + 60 }), Date.now()).valid).toBe(false);
    expect(checkToken(jwt({ username: "anna", exp: nowSeconds + 60 }), Date.now()).valid).toBe(false);
    expect(checkToken(jwt({ username: "anna", iat: nowSeconds }), Date.now()).valid).toBe(false);
    expect(checkToken(jwt({ username: "anna", iat: "now", exp: nowSeconds + 60 }), Date.now()).valid).toBe(false);
    expect(checkToken("garbage", Date.now())).toEqual({ valid: false });
  });
});
