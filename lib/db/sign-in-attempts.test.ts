import { expect, it } from "vitest";
import {
  ADDRESS_REGISTRATION_LIMIT,
  ADDRESS_SIGN_IN_LIMIT,
  DEVICE_SIGN_IN_LIMIT,
  NAME_SLOW_DOWN,
  SHARED_ACCOUNT_REGISTRATION_LIMIT,
  SIGN_IN_LOCK,
} from "@/lib/auth/rate-limit";
import { reserveAttempt } from "@/lib/db/attempts";
import type { Db } from "@/lib/db/connection";
import { unlockSignIn } from "@/lib/db/operator";
import {
  answerSignInAttempt,
  forgiveSignInAttempts,
  releaseSignInAttempt,
  reserveSignInAttempt,
  slowDownDelay,
  type SignInAttempt,
  type SignInReservation,
} from "@/lib/db/sign-in-attempts";
import { describeEachEngine, useFreshDatabase } from "@/tests/support/databases";

const rules = { device: DEVICE_SIGN_IN_LIMIT, lock: SIGN_IN_LOCK, address: ADDRESS_SIGN_IN_LIMIT, slowDown: NAME_SLOW_DOWN };
const now = 1_800_000_000_000;
const from = (address: string, nameKey = "forum-members"): SignInAttempt => ({ site: "forum", nameKey, address });
const member = "member-device-id-00001";
const stranger = (n: number): SignInAttempt => ({ site: "forum", nameKey: "forum-members", address: `198.51.100.${n}` });
const memberAt = (address: string, device = member): SignInAttempt => ({ site: "forum", nameKey: "forum-members", address, device });
const newDeviceAt = (address: string): SignInAttempt => ({ site: "forum", nameKey: "forum-members", address });
const registrationKeys = (shared: string, address: string) => [
  { key: `register:shared:forum:${shared}`, limit: SHARED_ACCOUNT_REGISTRATION_LIMIT },
  { key: `register:address:${address}`, limit: ADDRESS_REGISTRATION_LIMIT },
];

/** A wrong password: the attempt reserved at `at` and, when its check ran, answered at once. */
async function wrongGuess(db: Db, attempt: SignInAttempt, at: number): Promise<SignInReservation> {
  const reservation = await reserveSignInAttempt(attempt, rules, at, db);
  if (reservation.ok) await answerSignInAttempt(reservation.id, at, db);
  return reservation;
}

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

  it("locks the (name, address), not the name: another address gets its check once the slow-down's slot has come", async () => {
    for (let i = 0; i < 5; i += 1) expect((await wrongGuess(fresh.db, from("198.51.100.7"), now + i)).ok).toBe(true);
    expect(await reserveSignInAttempt(from("198.51.100.7"), rules, now + 10, fresh.db)).toMatchObject({ ok: false, reason: "locked" });
    expect(await reserveSignInAttempt(from("203.0.113.9"), rules, now + 10, fresh.db)).toEqual({ ok: false, reason: "slowDown", retryAfter: 1 });
    expect(await reserveSignInAttempt(from("203.0.113.9"), rules, now + 4 + 1000, fresh.db)).toMatchObject({ ok: true });
  });

  it("beyond the free attempts, none is let through while another is still being checked, and the distance counts from its answer", async () => {
    const checking = [];
    for (let i = 0; i < 5; i += 1) checking.push(await reserveSignInAttempt(from(`203.0.113.${i + 1}`), rules, now, fresh.db));
    // Long after the slot the reservations would give, the checks are still running: refused.
    expect(await reserveSignInAttempt(from("203.0.113.50"), rules, now + 20_000, fresh.db)).toEqual({ ok: false, reason: "slowDown", retryAfter: 1 });
    for (const reservation of checking) if (reservation.ok) await answerSignInAttempt(reservation.id, now + 21_000, fresh.db);
    expect(await reserveSignInAttempt(from("203.0.113.50"), rules, now + 21_500, fresh.db)).toMatchObject({ ok: false, reason: "slowDown" });
    expect(await reserveSignInAttempt(from("203.0.113.50"), rules, now + 22_000, fresh.db)).toMatchObject({ ok: true });
    // A check whose server stopped before answering holds nobody up for longer than a minute.
    expect(await reserveSignInAttempt(from("203.0.113.51"), rules, now + 22_000 + NAME_SLOW_DOWN.answerWithinMs + 2000, fresh.db)).toMatchObject({ ok: true });
  });

  it("slows the name down from every address: each attempt after the free ones must keep its distance, earlier ones are refused", async () => {
    expect([4, 5, 6, 7, 8, 9, 10, 20].map((count) => slowDownDelay(count, NAME_SLOW_DOWN))).toEqual([0, 1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
    const answers = [];
    // One attempt a second, each from a new address: the gaps the slow-down asks grow past it.
    for (let i = 0; i < 12; i += 1) answers.push(await wrongGuess(fresh.db, from(`203.0.113.${i + 1}`), now + i * 1000));
    // Free: 0 … 4 s; then 1 s after the one before (5 s), 2 s (7 s), 4 s (11 s); refused in between, told how long to wait.
    expect(answers.map((answer) => (answer.ok ? "checked" : answer.retryAfter))).toEqual(["checked", "checked", "checked", "checked", "checked", "checked", 1, "checked", 3, 2, 1, "checked"]);
    expect(answers.filter((answer) => !answer.ok).every((answer) => !answer.ok && answer.reason === "slowDown")).toBe(true);
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
    for (let i = 0; i < 5; i += 1) await wrongGuess(fresh.db, from("198.51.100.7"), now);
    expect((await reserveSignInAttempt(from("203.0.113.9"), rules, now + 1000, fresh.db)).ok).toBe(true);
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

describeEachEngine("sign-in attempts of known and unknown devices", (engine) => {
  const fresh = useFreshDatabase(engine);

  /** Ten wrong guesses of a stranger, one a second, each from a new address: the name is under the slow-down. */
  async function strangerGuesses(): Promise<void> {
    for (let n = 1; n <= 10; n += 1) await wrongGuess(fresh.db, stranger(n), now + n * 1000);
  }

  it("of 100 attempts on one name from 100 addresses at once, reserves exactly 5: the slow-down lets none wait for a slot", async () => {
    const answers = await Promise.all(Array.from({ length: 100 }, (_, n) => reserveSignInAttempt(stranger(n + 1), rules, now, fresh.db)));
    expect(answers.filter((answer) => answer.ok)).toHaveLength(5);
    expect(answers.filter((answer) => !answer.ok).every((answer) => !answer.ok && answer.reason === "slowDown" && answer.retryAfter === 1)).toBe(true);
  });

  it("a known device passes the name's slow-down and its address's lock; a new device on the same name is still slowed", async () => {
    // A minute ago the stranger locked one address out of the name (5 failures there).
    for (let n = 0; n < 5; n += 1) await wrongGuess(fresh.db, stranger(77), now - 60_000 + n);
    await strangerGuesses();
    const later = now + 11_000;
    expect(await reserveSignInAttempt(newDeviceAt("203.0.113.9"), rules, later, fresh.db)).toMatchObject({ ok: false, reason: "slowDown" });
    expect(await reserveSignInAttempt(memberAt("203.0.113.9"), rules, later, fresh.db)).toMatchObject({ ok: true, lane: "member" });
    expect(await reserveSignInAttempt(stranger(77), rules, later, fresh.db)).toMatchObject({ ok: false, reason: "locked" });
    expect(await reserveSignInAttempt(memberAt("198.51.100.77"), rules, later, fresh.db)).toMatchObject({ ok: true, lane: "member" });
  });

  it("a known device's own failures do not slow the name for anyone, and after 5 it counts as an unknown device", async () => {
    const answers = [];
    for (let n = 0; n < 7; n += 1) answers.push(await wrongGuess(fresh.db, memberAt("203.0.113.9"), now + n));
    // Five in the members' lane; then an unknown device: the free attempts of the name are still there,
    // but its address has failures on record (no fresh lane), and the address's lock comes at the fifth.
    expect(answers.map((answer) => (answer.ok ? answer.lane : answer.reason))).toEqual(["member", "member", "member", "member", "member", "locked", "locked"]);
    expect(await reserveSignInAttempt(stranger(1), rules, now + 10, fresh.db)).toMatchObject({ ok: true, lane: "fresh" });
    // Another device of the member, known for the name, is not touched by the first one's failures.
    expect(await reserveSignInAttempt(memberAt("203.0.113.10", "member-device-id-00002"), rules, now + 11, fresh.db)).toMatchObject({ ok: true, lane: "member" });
  });

  it("unknown devices: an address without attempts on record gets the fresh lane, its next attempt the strangers' lane", async () => {
    expect(await reserveSignInAttempt(stranger(1), rules, now, fresh.db)).toMatchObject({ ok: true, lane: "fresh" });
    expect(await reserveSignInAttempt({ ...stranger(1), nameKey: "other-name" }, rules, now + 1, fresh.db)).toMatchObject({ ok: true, lane: "stranger" });
    expect(await reserveSignInAttempt({ ...stranger(2), address: "" }, rules, now + 2, fresh.db)).toMatchObject({ ok: true, lane: "stranger" });
  });

  it("a successful sign-in of a device forgives its failures (trusted again) but not the stranger's slow-down of the name", async () => {
    for (let n = 0; n < 5; n += 1) await wrongGuess(fresh.db, memberAt("203.0.113.9"), now + n);
    await strangerGuesses();
    await forgiveSignInAttempts(memberAt("203.0.113.50"), fresh.db);
    const later = now + 11_000;
    expect(await reserveSignInAttempt(memberAt("203.0.113.9"), rules, later, fresh.db)).toMatchObject({ ok: true, lane: "member" });
    expect(await reserveSignInAttempt(newDeviceAt("203.0.113.51"), rules, later, fresh.db)).toMatchObject({ ok: false, reason: "slowDown" });
  });

  it("auth:unlock forgets a name's device lockouts with its other failures", async () => {
    for (let n = 0; n < 5; n += 1) await wrongGuess(fresh.db, memberAt("203.0.113.9"), now + n);
    expect(await reserveSignInAttempt(memberAt("203.0.113.9"), rules, now + 10, fresh.db)).toMatchObject({ ok: false, reason: "locked" });
    expect(await unlockSignIn(fresh.db, "forum", "Forum-Members")).toBe(5);
    expect(await reserveSignInAttempt(memberAt("203.0.113.9"), rules, now + 20, fresh.db)).toMatchObject({ ok: true, lane: "member" });
  });

  const onPostgres = it.runIf(engine === "postgres");

  onPostgres("two replicas racing with 60 attempts from 60 addresses on one name reserve exactly 5 together", async () => {
    const second = await fresh.test.open();
    try {
      const answers = await Promise.all(Array.from({ length: 60 }, (_, n) => reserveSignInAttempt(stranger(n + 1), rules, now, n % 2 === 0 ? fresh.db : second)));
      expect(answers.filter((answer) => answer.ok)).toHaveLength(5);
    } finally {
      await second.destroy();
    }
  });

  onPostgres("a device's failures count across replicas: 40 attempts of one device on two replicas, 5 in the members' lane", async () => {
    const second = await fresh.test.open();
    try {
      const answers = await Promise.all(Array.from({ length: 40 }, (_, n) => reserveSignInAttempt(memberAt("203.0.113.9"), rules, now, n % 2 === 0 ? fresh.db : second)));
      expect(answers.filter((answer) => answer.ok && answer.lane === "member")).toHaveLength(5);
    } finally {
      await second.destroy();
    }
  });
});
