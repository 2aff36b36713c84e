import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterEach, beforeEach, expect, it } from "vitest";
import { findAccountByName } from "@/lib/db/accounts";
import { chatMessagesAfter, insertChatMessage } from "@/lib/db/chat";
import type { Db } from "@/lib/db/connection";
import type { Engine } from "@/lib/db/engine";
import { DATABASE_FILE } from "@/lib/db/engine";
import { migrate, migrationsFor, schemaVersion } from "@/lib/db/migrations";
import { openDatabase } from "@/lib/db/open";
import { findSession } from "@/lib/db/sessions";
import { describeEachEngine, freshDatabase, type TestDatabase } from "@/tests/support/databases";

const TABLES = [
  "account_roles",
  "accounts",
  "attempts",
  "chat_messages",
  "content_changes",
  "content_drafts",
  "content_reviews",
  "content_versions",
  "kysely_migration",
  "sessions",
  "sign_in_attempts",
];

/** The tables of this database (on PostgreSQL: of this connection's schema, other tests have theirs). */
async function tableNames(db: Db, engine: Engine): Promise<string[]> {
  const schema = engine === "postgres" ? (await sql<{ name: string }>`SELECT current_schema() AS name`.execute(db)).rows[0]?.name : undefined;
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  return tables
    .filter((table) => table.schema === schema)
    .map((table) => table.name)
    .filter((name) => TABLES.includes(name))
    .sort();
}

describeEachEngine("migrations", (engine) => {
  let test: TestDatabase;
  beforeEach(async () => {
    test = await freshDatabase(engine);
  });
  afterEach(async () => {
    await test.drop();
  });

  it("build the whole schema on an empty database, record each one, and do nothing the second time", async () => {
    const db = test.raw();
    try {
      expect(await migrate(db)).toEqual(Object.keys(migrationsFor(engine)));
      expect(await tableNames(db, engine)).toEqual(TABLES);
      expect(await schemaVersion(db)).toBe(Object.keys(migrationsFor(engine)).length);
      expect(await migrate(db)).toEqual([]);
    } finally {
      await db.destroy();
    }
  });

  it("give a working database: ids, times in milliseconds beyond 2^31 and the foreign keys", async () => {
    const db = await test.open();
    try {
      const at = 1_800_000_000_123;
      const account = await db
        .insertInto("accounts")
        .values({ site: "forum", user_name: "Anna", name_key: "anna", email: "a@example.org", email_key: "a@example.org", password_hash: "x", entitled: 1, created_at: at })
        .returning("id")
        .executeTakeFirstOrThrow();
      const message = await insertChatMessage({ site: "forum", accountId: account.id, userName: "Anna", body: "hi", now: at }, db);
      expect(message).toEqual({ id: expect.any(Number), userName: "Anna", body: "hi", createdAt: at });
      expect(await chatMessagesAfter("forum", 0, 10, db)).toEqual([message]);
      await db.deleteFrom("accounts").where("id", "=", account.id).execute();
      // ON DELETE SET NULL keeps the message of a removed account.
      expect((await db.selectFrom("chat_messages").select("account_id").executeTakeFirstOrThrow()).account_id).toBeNull();
    } finally {
      await db.destroy();
    }
  });
});

describeEachEngine("upgrade from the previous release", (engine) => {
  // The previous release had SQLite only: its file (schema of PRAGMA user_version 2, with a member,
  // a session, two chat messages and counters) is in tests/fixtures.
  const it_ = it.runIf(engine === "sqlite");
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), "previous-release-"));
    copyFileSync(join(import.meta.dirname, "../../tests/fixtures/previous-release.sqlite"), join(dataDir, DATABASE_FILE));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it_("keeps its members, sessions and chat, and takes new rows", async () => {
    const db = await openDatabase({ engine: "sqlite", dataDir });
    try {
      expect(await schemaVersion(db)).toBe(Object.keys(migrationsFor("sqlite")).length);
      expect(await findAccountByName("forum", "ALICE", db)).toMatchObject({ id: 1, userName: "Alice", email: "alice@example.org", entitled: true });
      expect(await findSession("a".repeat(64), db)).toMatchObject({ site: "forum", level: "personal", accountId: 1, userName: "Alice" });
      expect((await chatMessagesAfter("forum", 0, 10, db)).map((message) => message.body)).toEqual(["Hello from the previous release", "Second message"]);
      const next = await insertChatMessage({ site: "forum", accountId: 1, userName: "Alice", body: "after the upgrade", now: Date.now() }, db);
      expect(next.id).toBe(3);
      expect(await db.selectFrom("attempts").select("key").execute()).toEqual([{ key: "register:address:203.0.113.5" }]);
    } finally {
      await db.destroy();
    }
    const again = await openDatabase({ engine: "sqlite", dataDir });
    expect(await migrate(again)).toEqual([]);
    await again.destroy();
  });
});
