import { expect, it } from "vitest";
import { createAccount, deleteAccount, findAccountById, findAccountByName, updatePasswordHash } from "@/lib/db/accounts";
import { chatMessagesAfter, countChatMessagesSince, insertChatMessage, latestChatMessageId, recentChatMessages } from "@/lib/db/chat";
import { createDatabase } from "@/lib/db/engine";
import { listAccounts, setEntitled } from "@/lib/db/operator";
import { deleteOtherSessions, deleteSession, findSession, insertSession } from "@/lib/db/sessions";
import { describeDatabaseError, isDatabaseUnavailable } from "@/lib/server/database-outage";
import { openDatabase } from "@/lib/db/open";
import { describeEachEngine, useFreshDatabase } from "@/tests/support/databases";

const now = 1_800_000_000_000;
const anna = { site: "forum" as const, userName: "Anna Maria", email: "Anna@Example.org", passwordHash: "scrypt$1", now };

describeEachEngine("data layer", (engine) => {
  const fresh = useFreshDatabase(engine);

  it("accounts: one name and one e-mail per site in any case, the same on another site; racing twins make one", async () => {
    const created = await createAccount(anna, fresh.db);
    if (!created.ok) throw new Error("not created");
    expect(await findAccountByName("forum", "ANNA MARIA", fresh.db)).toEqual({ id: created.id, site: "forum", userName: "Anna Maria", email: "Anna@Example.org", passwordHash: "scrypt$1", entitled: false });
    expect(await createAccount({ ...anna, email: "other@example.org", userName: "anna maria" }, fresh.db)).toEqual({ ok: false, taken: "userName" });
    expect(await createAccount({ ...anna, userName: "Anna2", email: "anna@EXAMPLE.org" }, fresh.db)).toEqual({ ok: false, taken: "email" });
    expect((await createAccount({ ...anna, site: "vault" }, fresh.db)).ok).toBe(true);
    const twins = await Promise.all(Array.from({ length: 6 }, () => createAccount({ ...anna, userName: "Bernd", email: "bernd@example.org" }, fresh.db)));
    expect(twins.filter((result) => result.ok)).toHaveLength(1);
    await updatePasswordHash(created.id, "scrypt$2", now + 1, fresh.db);
    expect((await findAccountById(created.id, fresh.db))?.passwordHash).toBe("scrypt$2");
  });

  it("the operator grants and revokes; the listing shows it", async () => {
    await createAccount(anna, fresh.db);
    expect(await setEntitled(fresh.db, "forum", "anna MARIA", true)).toBe(true);
    expect(await setEntitled(fresh.db, "forum", "nobody", true)).toBe(false);
    expect(await listAccounts(fresh.db, "forum")).toEqual([{ site: "forum", userName: "Anna Maria", email: "Anna@Example.org", entitled: true, roles: [], createdAt: now }]);
    expect(await listAccounts(fresh.db, "vault")).toEqual([]);
  });

  it("sessions: stored, found, ended one by one or all but one of an account, gone with the account", async () => {
    const created = await createAccount(anna, fresh.db);
    if (!created.ok) throw new Error("not created");
    const session = { site: "forum" as const, level: "personal" as const, accountId: created.id, userName: "Anna Maria", createdAt: Date.now(), expiresAt: Date.now() + 3_600_000 };
    for (const id of ["one", "two", "three"]) await insertSession(id, session, fresh.db);
    expect(await findSession("two", fresh.db)).toEqual(session);
    await deleteSession("one", fresh.db);
    expect(await findSession("one", fresh.db)).toBeUndefined();
    await deleteOtherSessions(created.id, "three", fresh.db);
    expect(await findSession("two", fresh.db)).toBeUndefined();
    expect(await findSession("three", fresh.db)).toEqual(session);
    await deleteAccount(created.id, fresh.db);
    expect(await findSession("three", fresh.db)).toBeUndefined();
  });

  it("chat: the latest messages oldest first, the ones after a Last-Event-ID, the count per member, the newest id", async () => {
    const created = await createAccount(anna, fresh.db);
    if (!created.ok) throw new Error("not created");
    const sent = [];
    for (let i = 0; i < 5; i += 1) {
      sent.push(await insertChatMessage({ site: "forum", accountId: created.id, userName: "Anna Maria", body: `message ${i}`, now: now + i * 1000 }, fresh.db));
    }
    await insertChatMessage({ site: "vault", accountId: created.id, userName: "Anna Maria", body: "elsewhere", now }, fresh.db);
    expect((await recentChatMessages("forum", 3, fresh.db)).map((message) => message.body)).toEqual(["message 2", "message 3", "message 4"]);
    expect(await chatMessagesAfter("forum", sent[2]?.id ?? 0, 10, fresh.db)).toEqual(sent.slice(3));
    expect(await countChatMessagesSince(created.id, now + 1500, fresh.db)).toBe(3);
    expect(await latestChatMessageId("forum", fresh.db)).toBe(sent[4]?.id);
    expect(await latestChatMessageId("peace", fresh.db)).toBe(0);
  });
});

describeEachEngine("an unreachable database", (engine) => {
  it.runIf(engine === "postgres")("is reported as unavailable, with no password in the message", async () => {
    const config = { engine: "postgres" as const, url: "postgres://app:secret-word@127.0.0.1:9/none", poolSize: 1 };
    const error = await openDatabase(config).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(describeDatabaseError(error)).toMatch(/ECONNREFUSED/);
    expect(describeDatabaseError(error)).not.toMatch(/secret-word/);
    const pool = createDatabase(config);
    await expect(pool.selectFrom("accounts").selectAll().execute()).rejects.toSatisfy(isDatabaseUnavailable);
    await pool.destroy();
  });
});
