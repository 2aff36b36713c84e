import { sealData } from "iron-session";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { RequestContext } from "@/lib/auth/request-context";
import { signSessionToken } from "@/lib/auth/token";
import type { StoredSession } from "@/lib/db/sessions";
import { sha256 } from "@/lib/server/security/sha256.mjs";

const secrets = { sessionSecret: "unit-session-secret-0123456789-abcdefghij", jwtSecret: "unit-jwt-secret-0123456789-abcdefghijklmno", debugPassword: "x".repeat(16) };
vi.mock("@/lib/auth/config", () => ({ authConfig: () => ({ secrets }), sessionSeconds: () => 3600 }));

const jar = new Map<string, string>();
vi.mock("next/headers", () => ({
  cookies: async () => ({ get: (name: string) => (jar.has(name) ? { name, value: jar.get(name) } : undefined) }),
  headers: async () => new Headers(),
}));

const rows = new Map<string, StoredSession>();
const findSession = vi.fn(async (idHash: string) => rows.get(idHash));
vi.mock("@/lib/db/sessions", () => ({ findSession: (idHash: string) => findSession(idHash), deleteSession: vi.fn(), insertSession: vi.fn() }));
vi.mock("@/lib/db/accounts", () => ({ findAccountById: vi.fn() }));

const unsealCalls = vi.fn();
vi.mock("iron-session", async (importActual) => {
  const actual = await importActual<typeof import("iron-session")>();
  return { ...actual, unsealData: (...args: Parameters<typeof actual.unsealData>) => (unsealCalls(), actual.unsealData(...args)) };
});

const { currentSession } = await import("@/lib/auth/session");
const { OPENED_COOKIE_LIMIT, openedCookieCount } = await import("@/lib/auth/opened-cookies");

const contextOf = (site: "forum" | "syma"): RequestContext => ({ site, protocol: "http", origin: `http://${site}.localhost:3000`, address: { value: "", counted: false }, secureTransport: true });
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Signs a member of `site` in the way startSession does and puts the cookie in the jar. */
async function signedIn(site: "forum" | "syma", userName: string, lifetime = 3600) {
  const sid = crypto.randomUUID().replaceAll("-", "");
  const token = await signSessionToken({ username: userName, iat: nowSeconds(), exp: nowSeconds() + lifetime }, site, secrets.jwtSecret);
  const cookie = await sealData({ v: 1, sid, token }, { password: secrets.sessionSecret, ttl: lifetime + 60 });
  rows.set(sha256(sid, "base64url"), { site, level: "shared", userName, accountId: null, expiresAt: Date.now() + lifetime * 1000 } as StoredSession);
  jar.set("session", cookie);
  return { sid, cookie };
}

beforeEach(() => {
  jar.clear();
  unsealCalls.mockClear();
  findSession.mockClear();
});

describe("a member's repeated requests", () => {
  it("unseal the cookie once, and still ask the database every time", async () => {
    await signedIn("forum", "anna");
    for (let request = 0; request < 3; request += 1) expect((await currentSession(contextOf("forum")))?.userName).toBe("anna");
    expect(unsealCalls).toHaveBeenCalledTimes(1);
    expect(findSession).toHaveBeenCalledTimes(3);
  });

  it("end at once when the session is signed out, although the cookie was opened before", async () => {
    const { sid } = await signedIn("forum", "ben");
    expect(await currentSession(contextOf("forum"))).toBeDefined();
    rows.delete(sha256(sid, "base64url"));
    expect(await currentSession(contextOf("forum"))).toBeUndefined();
  });

  it("do not carry an opened cookie over to another site", async () => {
    await signedIn("forum", "carla");
    expect(await currentSession(contextOf("forum"))).toBeDefined();
    expect(await currentSession(contextOf("syma"))).toBeUndefined();
  });

  it("stop when the token expires, opened or not", async () => {
    await signedIn("forum", "dora", 60);
    expect(await currentSession(contextOf("forum"))).toBeDefined();
    vi.useFakeTimers({ now: Date.now() + 61_000 });
    try {
      expect(await currentSession(contextOf("forum"))).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("cookies that do not open", () => {
  it("a forged cookie is refused every time and never remembered", async () => {
    const { cookie } = await signedIn("forum", "eve");
    const forged = cookie.slice(0, -4) + (cookie.endsWith("AAAA") ? "BBBB" : "AAAA");
    jar.set("session", forged);
    const before = openedCookieCount();
    expect(await currentSession(contextOf("forum"))).toBeUndefined();
    expect(await currentSession(contextOf("forum"))).toBeUndefined();
    expect(unsealCalls).toHaveBeenCalledTimes(2);
    expect(openedCookieCount()).toBe(before);
  });

  it("the process keeps at most its limit of opened cookies", async () => {
    for (let member = 0; member < OPENED_COOKIE_LIMIT + 5; member += 1) {
      await signedIn("forum", `member-${member}`);
      await currentSession(contextOf("forum"));
    }
    expect(openedCookieCount()).toBe(OPENED_COOKIE_LIMIT);
  }, 60_000);
});
