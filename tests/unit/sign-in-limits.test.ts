import Database from "better-sqlite3";
import { beforeEach, describe, expect, it } from "vitest";
import { reserveAttempt } from "@/lib/db/attempts";
import { migrate } from "@/lib/db/open.mjs";
import { forgiveSignInAttempts, releaseSignInAttempt, reserveSignInAttempt, slowDownDelay, type SignInAttempt } from "@/lib/db/sign-in-attempts";
import { ADDRESS_REGISTRATION_LIMIT, ADDRESS_SIGN_IN_LIMIT, NAME_SLOW_DOWN, SHARED_ACCOUNT_REGISTRATION_LIMIT, SIGN_IN_LOCK } from "@/lib/auth/rate-limit";
import { unlockSignIn } from "@/lib/db/operator.mjs";

const rules = { lock: SIGN_IN_LOCK, address: ADDRESS_SIGN_IN_LIMIT, slowDown: NAME_SLOW_DOWN };
const now = 1_800_000_000_000;
let db: Database.Database;
beforeEach(() => {
  db = new Database(":memory:");
  migrate(db);
});
const from = (address: string, nameKey = "forum-members"): SignInAttempt => ({ site: "forum", nameKey, address });

describe("sign-in reservation", () => {
  it("of 100 attempts on one name from one address at once, reserves exactly 5", () => {
    const results = Array.from({ length: 100 }, () => reserveSignInAttempt(from("198.51.100.7"), rules, now, db));
    expect(results.filter((result) => result.ok)).toHaveLength(5);
    const refused = results.filter((result) => !result.ok);
    expect(refused.every((result) => !result.ok && result.reason === "locked" && result.retryAfter === 900)).toBe(true);
  });

  it("locks the (name, address), not the name: another address still gets its check, after a short wait", () => {
    for (let i = 0; i < 5; i += 1) expect(reserveSignInAttempt(from("198.51.100.7"), rules, now + i, db).ok).toBe(true);
    expect(reserveSignInAttempt(from("198.51.100.7"), rules, now + 10, db)).toMatchObject({ ok: false, reason: "locked" });
    const member = reserveSignInAttempt(from("203.0.113.9"), rules, now + 10, db);
    expect(member).toMatchObject({ ok: true, at: now + 4 + 1000 });
  });

  it("slows the name down from every address: the waits double up to the cap, beyond the longest wait it refuses", () => {
    expect([4, 5, 6, 7, 8, 9, 10, 20].map((count) => slowDownDelay(count, NAME_SLOW_DOWN))).toEqual([0, 1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
    const slots = Array.from({ length: 9 }, (_, i) => reserveSignInAttempt(from(`203.0.113.${i + 1}`), rules, now, db));
    expect(slots.map((slot) => (slot.ok ? slot.at - now : `refused ${slot.reason}`))).toEqual([0, 0, 0, 0, 0, 1000, 3000, "refused slowDown", "refused slowDown"]);
  });

  it("counts 20 failures per address over all names, leaving loopback out", () => {
    for (let i = 0; i < 20; i += 1) expect(reserveSignInAttempt(from("198.51.100.7", `name-${i}`), rules, now, db).ok).toBe(true);
    expect(reserveSignInAttempt(from("198.51.100.7", "name-20"), rules, now, db)).toMatchObject({ ok: false, reason: "address" });
    const loopback = { ...rules, address: undefined };
    for (let i = 0; i < 25; i += 1) expect(reserveSignInAttempt(from("127.0.0.1", `name-${i}`), loopback, now, db).ok).toBe(true);
  });

  it("a released attempt counts for nothing; a success forgives that name and address only", () => {
    const first = reserveSignInAttempt(from("198.51.100.7"), rules, now, db);
    if (!first.ok) throw new Error("refused");
    releaseSignInAttempt(first.id, db);
    for (let i = 0; i < 5; i += 1) reserveSignInAttempt(from("198.51.100.7"), rules, now, db);
    reserveSignInAttempt(from("203.0.113.9"), rules, now, db);
    forgiveSignInAttempts(from("198.51.100.7"), db);
    expect(reserveSignInAttempt(from("198.51.100.7"), rules, now, db).ok).toBe(true);
    expect(db.prepare("SELECT COUNT(*) FROM sign_in_attempts WHERE address = '203.0.113.9'").pluck().get()).toBe(1);
  });

  it("the operator's unlock clears a site, or one name of it", () => {
    for (let i = 0; i < 5; i += 1) reserveSignInAttempt(from("198.51.100.7"), rules, now, db);
    reserveSignInAttempt(from("198.51.100.7", "alice"), rules, now, db);
    reserveSignInAttempt({ site: "vault", nameKey: "alice", address: "198.51.100.7" }, rules, now, db);
    expect(unlockSignIn(db, "forum", "Forum-Members")).toBe(5);
    expect(reserveSignInAttempt(from("198.51.100.7"), rules, now, db).ok).toBe(true);
    expect(unlockSignIn(db, "forum")).toBe(2);
    expect(db.prepare("SELECT COUNT(*) FROM sign_in_attempts").pluck().get()).toBe(1);
  });
});

describe("registration limits", () => {
  const keys = (shared: string, address: string) => [
    { key: `register:shared:forum:${shared}`, limit: SHARED_ACCOUNT_REGISTRATION_LIMIT },
    { key: `register:address:${address}`, limit: ADDRESS_REGISTRATION_LIMIT },
  ];
  it("allow 5 an hour per shared account, whichever address, and 10 per address", () => {
    const results = Array.from({ length: 6 }, (_, i) => reserveAttempt(keys("forum-members", `203.0.113.${i}`), now, db));
    expect(results.map((result) => result.ok)).toEqual([true, true, true, true, true, false]);
    expect(results[5]).toEqual({ ok: false, retryAfter: 3600 });
    for (let i = 0; i < 5; i += 1) expect(reserveAttempt(keys(`other-${i}`, "198.51.100.1"), now, db).ok).toBe(true);
    for (let i = 0; i < 5; i += 1) expect(reserveAttempt(keys(`more-${i}`, "198.51.100.1"), now, db).ok).toBe(true);
    expect(reserveAttempt(keys("fresh", "198.51.100.1"), now, db).ok).toBe(false);
  });
});
