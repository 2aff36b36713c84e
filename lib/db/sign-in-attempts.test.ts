import { expect, it } from "vitest";
import { ADDRESS_REGISTRATION_LIMIT, ADDRESS_SIGN_IN_LIMIT, NAME_SLOW_DOWN, SHARED_ACCOUNT_REGISTRATION_LIMIT, SIGN_IN_LOCK } from "@/lib/auth/rate-limit";
import { reserveAttempt } from "@/lib/db/attempts";
import type { Db } from "@/lib/db/connection";
import { unlockSignIn } from "@/lib/db/operator.mjs";
import { forgiveSignInAttempts, releaseSignInAttempt, reserveSignInAttempt, slowDownDelay, type SignInAttempt } from "@/lib/db/sign-in-attempts";
import { describeEachEngine, useFreshDatabase } from "@/tests/support/databases";

const rules = { lock: SIGN_IN_LOCK, address: ADDRESS_SIGN_IN_LIMIT, slowDown: NAME_SLOW_DOWN };
const now = 1_800_000_000_000;
const from = (address: string, nameKey = "forum-members"): SignInAttempt => ({ site: "forum", nameKey, address });
const registrationKeys = (shared: string, address: string) => [
  { key: `register:shared:forum:${shared}`, limit: SHARED_ACCOUNT_REGISTRATION_LIMIT },
  { key: `register:address:${address}`, limit: ADDRESS_REGISTRATION_LIMIT },
];

async function countRows(db: Db, address?: string): Promise<number> {
  let query = db.selectFrom("sign_in_attempts").select((eb) => eb.fn.countAll<number>().as("count"));
  if (address) query = query.where("address", "=", address);
  return Number((await query.executeTakeFirstOrThrow()).count);
}

describeEachEngine("sign-in and registration limits", (engine) => {
  const fresh = useFreshDatabase(engine);

  it("of 100 attempts on one name from one address at once, reserves exactly 5", async () => {
    const results = await Promise.all(Array.from({ length: 100 }, () => reserveSignInAttempt(from("198.51.100.7"), rules, now, fresh.db)));
    expect(results.filter((result) => result.ok)).toHaveLength(5);
    const refused = results.filter((result) => !result.ok);
    expect(refused.every((result) => !result.ok && result.reason === "locked" && result.retryAfter === 900)).toBe(true);
    expect(await countRows(fresh.db)).toBe(5);
  });

  // Several replicas share PostgreSQL only; SQLite has one process (and two connections in one
  // thread would block each other on the write lock).
  const onPostgres = it.runIf(engine === "postgres");

  onPostgres("two replicas (two pools on one database) racing on one name and address reserve exactly 5 together", async () => {
    const second = await fresh.test.open();
    try {
      const results = await Promise.all(
        Array.from({ length: 40 }, (_, i) => reserveSignInAttempt(from("198.51.100.7"), rules, now, i % 2 === 0 ? fresh.db : second)),
      );
      expect(results.filter((result) => result.ok)).toHaveLength(5);
      expect(await countRows(fresh.db)).toBe(5);
    } finally {
      await second.destroy();
    }
  });

  it("locks the (name, address), not the name: another address still gets its check, after a short wait", async () => {
    for (let i = 0; i < 5; i += 1) expect((await reserveSignInAttempt(from("198.51.100.7"), rules, now + i, fresh.db)).ok).toBe(true);
    expect(await reserveSignInAttempt(from("198.51.100.7"), rules, now + 10, fresh.db)).toMatchObject({ ok: false, reason: "locked" });
    const member = await reserveSignInAttempt(from("203.0.113.9"), rules, now + 10, fresh.db);
    expect(member).toMatchObject({ ok: true, at: now + 4 + 1000 });
  });

  it("slows the name down from every address: the waits double up to the cap, beyond the longest wait it refuses", async () => {
    expect([4, 5, 6, 7, 8, 9, 10, 20].map((count) => slowDownDelay(count, NAME_SLOW_DOWN))).toEqual([0, 1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
    const slots = [];
    for (let i = 0; i < 9; i += 1) slots.push(await reserveSignInAttempt(from(`203.0.113.${i + 1}`), rules, now, fresh.db));
    expect(slots.map((slot) => (slot.ok ? slot.at - now : `refused ${slot.reason}`))).toEqual([0, 0, 0, 0, 0, 1000, 3000, "refused slowDown", "refused slowDown"]);
  });

  it("counts 20 failures per address over all names, leaving loopback out", async () => {
    for (let i = 0; i < 20; i += 1) expect((await reserveSignInAttempt(from("198.51.100.7", `name-${i}`), rules, now, fresh.db)).ok).toBe(true);
    expect(await reserveSignInAttempt(from("198.51.100.7", "name-20"), rules, now, fresh.db)).toMatchObject({ ok: false, reason: "address" });
    const loopback = { ...rules, address: undefined };
    for (let i = 0; i < 25; i += 1) expect((await reserveSignInAttempt(from("127.0.0.1", `name-${i}`), loopback, now, fresh.db)).ok).toBe(true);
  });

  it("a released attempt counts for nothing; a success forgives that name and address only", async () => {
    const first = await reserveSignInAttempt(from("198.51.100.7"), rules, now, fresh.db);
    if (!first.ok) throw new Error("refused");
    await releaseSignInAttempt(first.id, fresh.db);
    for (let i = 0; i < 5; i += 1) await reserveSignInAttempt(from("198.51.100.7"), rules, now, fresh.db);
    await reserveSignInAttempt(from("203.0.113.9"), rules, now, fresh.db);
    await forgiveSignInAttempts(from("198.51.100.7"), fresh.db);
    expect((await reserveSignInAttempt(from("198.51.100.7"), rules, now, fresh.db)).ok).toBe(true);
    expect(await countRows(fresh.db, "203.0.113.9")).toBe(1);
  });

  it("the operator's unlock clears a site, or one name of it", async () => {
    for (let i = 0; i < 5; i += 1) await reserveSignInAttempt(from("198.51.100.7"), rules, now, fresh.db);
    await reserveSignInAttempt(from("198.51.100.7", "alice"), rules, now, fresh.db);
    await reserveSignInAttempt({ site: "vault", nameKey: "alice", address: "198.51.100.7" }, rules, now, fresh.db);
    expect(await unlockSignIn(fresh.db, "forum", "Forum-Members")).toBe(5);
    expect((await reserveSignInAttempt(from("198.51.100.7"), rules, now, fresh.db)).ok).toBe(true);
    expect(await unlockSignIn(fresh.db, "forum")).toBe(2);
    expect(await countRows(fresh.db)).toBe(1);
  });

  it("registrations: 5 an hour per shared account, whichever address, and 10 per address", async () => {
    const results = [];
    for (let i = 0; i < 6; i += 1) results.push(await reserveAttempt(registrationKeys("forum-members", `203.0.113.${i}`), now, fresh.db));
    expect(results.map((result) => result.ok)).toEqual([true, true, true, true, true, false]);
    expect(results[5]).toEqual({ ok: false, retryAfter: 3600 });
    for (let i = 0; i < 5; i += 1) expect((await reserveAttempt(registrationKeys(`other-${i}`, "198.51.100.1"), now, fresh.db)).ok).toBe(true);
    for (let i = 0; i < 5; i += 1) expect((await reserveAttempt(registrationKeys(`more-${i}`, "198.51.100.1"), now, fresh.db)).ok).toBe(true);
    expect((await reserveAttempt(registrationKeys("fresh", "198.51.100.1"), now, fresh.db)).ok).toBe(false);
  });

  onPostgres("registrations racing from two replicas at once: exactly 5 pass for one shared account", async () => {
    const second = await fresh.test.open();
    try {
      const results = await Promise.all(
        Array.from({ length: 30 }, (_, i) => reserveAttempt(registrationKeys("forum-members", `203.0.113.${i}`), now, i % 2 === 0 ? fresh.db : second)),
      );
      expect(results.filter((result) => result.ok)).toHaveLength(5);
    } finally {
      await second.destroy();
    }
  });
});
