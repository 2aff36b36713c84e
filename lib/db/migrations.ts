// Versioned schema migrations, the same list for both engines, applied in name order at start
// (Kysely's Migrator records them in the table kysely_migration; on PostgreSQL it holds a lock
// while it runs, so replicas starting together apply each migration once).
// Never edit a migration that has shipped: add a new one.
//
// The releases before this scheme counted migrations in SQLite's PRAGMA user_version, and their
// first two migrations are the first two here. Those two create only what is missing
// (IF NOT EXISTS), so a database of the previous release at any version upgrades without a
// special case: what it has is kept, what it lacks is made.
import { sql, type Kysely } from "kysely";
import { Migrator, type Migration } from "kysely/migration";
import { engineOf, type Engine } from "./engine.ts";
import type { DatabaseSchema } from "./schema.ts";

type ColumnTypes = { id: "bigserial" | "integer"; ref: "bigint" | "integer"; time: "bigint" | "integer" };
// A migration sees the database as it was when it was written, not today's schema.
type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Column types where the engines differ: a row id, a reference to one, and milliseconds since 1970. */
function typesOf(engine: Engine): ColumnTypes {
  return engine === "postgres" ? { id: "bigserial", ref: "bigint", time: "bigint" } : { id: "integer", ref: "integer", time: "integer" };
}

const base = ({ id, ref, time }: ColumnTypes): Migration => ({
  async up(db: AnyDb) {
    await db.schema
      .createTable("accounts")
      .ifNotExists()
      .addColumn("id", id, (column) => column.primaryKey())
      .addColumn("site", "text", (column) => column.notNull())
      .addColumn("user_name", "text", (column) => column.notNull())
      .addColumn("name_key", "text", (column) => column.notNull())
      .addColumn("email", "text", (column) => column.notNull())
      .addColumn("email_key", "text", (column) => column.notNull())
      .addColumn("password_hash", "text", (column) => column.notNull())
      .addColumn("entitled", "integer", (column) => column.notNull().defaultTo(0).check(sql`entitled IN (0, 1)`))
      .addColumn("created_at", time, (column) => column.notNull())
      .addColumn("password_changed_at", time)
      .execute();
    await db.schema.createIndex("accounts_site_name").ifNotExists().unique().on("accounts").columns(["site", "name_key"]).execute();
    await db.schema.createIndex("accounts_site_email").ifNotExists().unique().on("accounts").columns(["site", "email_key"]).execute();

    await db.schema
      .createTable("sessions")
      .ifNotExists()
      .addColumn("id_hash", "text", (column) => column.primaryKey())
      .addColumn("site", "text", (column) => column.notNull())
      .addColumn("level", "text", (column) => column.notNull().check(sql`level IN ('shared', 'personal')`))
      .addColumn("account_id", ref, (column) => column.references("accounts.id").onDelete("cascade"))
      .addColumn("user_name", "text", (column) => column.notNull())
      .addColumn("created_at", time, (column) => column.notNull())
      .addColumn("expires_at", time, (column) => column.notNull())
      .execute();
    await db.schema.createIndex("sessions_expiry").ifNotExists().on("sessions").column("expires_at").execute();
    await db.schema.createIndex("sessions_account").ifNotExists().on("sessions").column("account_id").execute();

    await db.schema
      .createTable("chat_messages")
      .ifNotExists()
      .addColumn("id", id, (column) => column.primaryKey())
      .addColumn("site", "text", (column) => column.notNull())
      .addColumn("account_id", ref, (column) => column.references("accounts.id").onDelete("set null"))
      .addColumn("user_name", "text", (column) => column.notNull())
      .addColumn("body", "text", (column) => column.notNull())
      .addColumn("created_at", time, (column) => column.notNull())
      .execute();
    await db.schema.createIndex("chat_messages_site").ifNotExists().on("chat_messages").columns(["site", "id"]).execute();

    await db.schema
      .createTable("attempts")
      .ifNotExists()
      .addColumn("key", "text", (column) => column.notNull())
      .addColumn("at", time, (column) => column.notNull())
      .execute();
    await db.schema.createIndex("attempts_key").ifNotExists().on("attempts").columns(["key", "at"]).execute();
  },
});

// Sign-in attempts with their parts as columns: the lock counts per (site, name, address), the
// slow-down per (site, name), the address limit per address; `at` may lie in the future (the
// slot the slow-down gave the attempt).
const signInAttempts = ({ id, time }: ColumnTypes): Migration => ({
  async up(db: AnyDb) {
    await db.schema
      .createTable("sign_in_attempts")
      .ifNotExists()
      .addColumn("id", id, (column) => column.primaryKey())
      .addColumn("site", "text", (column) => column.notNull())
      .addColumn("name_key", "text", (column) => column.notNull())
      .addColumn("address", "text", (column) => column.notNull())
      .addColumn("at", time, (column) => column.notNull())
      .execute();
    await db.schema.createIndex("sign_in_attempts_name").ifNotExists().on("sign_in_attempts").columns(["site", "name_key", "at"]).execute();
    await db.schema.createIndex("sign_in_attempts_address").ifNotExists().on("sign_in_attempts").columns(["address", "at"]).execute();
    await db.deleteFrom("attempts").where("key", "like", "sign-in:%").execute();
  },
});

// Two columns of sign-in attempts (lib/db/sign-in-attempts.ts): `device`, the browser an attempt
// came from when it proved with its device cookie that it has signed in as that name before (''
// otherwise), whose failures count against it alone; and `answered`, 0 while the password is
// being checked, then 1 with `at` moved to the answer's time. Existing rows are answered
// attempts of unknown browsers.
const signInDevices = (): Migration => ({
  async up(db: AnyDb) {
    await db.schema.alterTable("sign_in_attempts").addColumn("device", "text", (column) => column.notNull().defaultTo("")).execute();
    await db.schema
      .alterTable("sign_in_attempts")
      .addColumn("answered", "integer", (column) => column.notNull().defaultTo(1).check(sql`answered IN (0, 1)`))
      .execute();
  },
});

// Published texts and facts as differences from the build's files (lib/content): every published
// version kept (append-only; a NULL value means "back to the build's text"), each editor's drafts,
// the "needs review" marks of translations, and the change log; plus the roles of accounts
// (`scope` is a site id, or '*' for every site).
const content = ({ id, ref, time }: ColumnTypes): Migration => ({
  async up(db: AnyDb) {
    await db.schema
      .createTable("account_roles")
      .addColumn("account_id", ref, (column) => column.notNull().references("accounts.id").onDelete("cascade"))
      .addColumn("role", "text", (column) => column.notNull().check(sql`role IN ('editor')`))
      .addColumn("scope", "text", (column) => column.notNull())
      .addColumn("granted_at", time, (column) => column.notNull())
      .addPrimaryKeyConstraint("account_roles_key", ["account_id", "role", "scope"])
      .execute();

    await db.schema
      .createTable("content_changes")
      .addColumn("id", id, (column) => column.primaryKey())
      .addColumn("site", "text", (column) => column.notNull())
      .addColumn("author", "text", (column) => column.notNull())
      .addColumn("at", time, (column) => column.notNull())
      .addColumn("summary", "text", (column) => column.notNull())
      .execute();
    await db.schema.createIndex("content_changes_site").on("content_changes").columns(["site", "id"]).execute();

    await db.schema
      .createTable("content_versions")
      .addColumn("id", id, (column) => column.primaryKey())
      .addColumn("site", "text", (column) => column.notNull())
      .addColumn("kind", "text", (column) => column.notNull().check(sql`kind IN ('text', 'fact')`))
      .addColumn("key", "text", (column) => column.notNull())
      .addColumn("locale", "text", (column) => column.notNull())
      .addColumn("value", "text")
      .addColumn("base_version", ref)
      .addColumn("author", "text", (column) => column.notNull())
      .addColumn("created_at", time, (column) => column.notNull())
      .addColumn("change_id", ref, (column) => column.notNull().references("content_changes.id"))
      .execute();
    await db.schema.createIndex("content_versions_key").on("content_versions").columns(["site", "kind", "key", "locale", "id"]).execute();

    await db.schema
      .createTable("content_drafts")
      .addColumn("editor", ref, (column) => column.notNull().references("accounts.id").onDelete("cascade"))
      .addColumn("site", "text", (column) => column.notNull())
      .addColumn("kind", "text", (column) => column.notNull().check(sql`kind IN ('text', 'fact')`))
      .addColumn("key", "text", (column) => column.notNull())
      .addColumn("locale", "text", (column) => column.notNull())
      .addColumn("value", "text")
      .addColumn("base_version", ref)
      .addColumn("updated_at", time, (column) => column.notNull())
      .addPrimaryKeyConstraint("content_drafts_key", ["editor", "site", "kind", "key", "locale"])
      .execute();

    await db.schema
      .createTable("content_reviews")
      .addColumn("site", "text", (column) => column.notNull())
      .addColumn("key", "text", (column) => column.notNull())
      .addColumn("locale", "text", (column) => column.notNull())
      .addColumn("since_version", ref, (column) => column.notNull())
      .addPrimaryKeyConstraint("content_reviews_key", ["site", "key", "locale"])
      .execute();
  },
});

/** The migrations by name, with the column types of `engine`. */
export function migrationsFor(engine: Engine): Record<string, Migration> {
  const types = typesOf(engine);
  return {
    "0001_base": base(types),
    "0002_sign_in_attempts": signInAttempts(types),
    "0003_sign_in_devices": signInDevices(),
    "0004_content": content(types),
  };
}

/** Applies the migrations this database lacks; throws with a readable message when one fails. */
export async function migrate(db: Kysely<DatabaseSchema>): Promise<string[]> {
  const engine = engineOf(db);
  const migrations = migrationsFor(engine);
  // On PostgreSQL the Migrator looks for its tables in every schema it can see; naming the
  // schema of this connection keeps another schema's kysely_migration from being taken for ours.
  const schema = engine === "postgres" ? (await sql<{ name: string }>`SELECT current_schema() AS name`.execute(db)).rows[0]?.name : undefined;
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === "Error");
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Database migration ${failed ? `${failed.migrationName} ` : ""}failed: ${reason}`, { cause: error });
  }
  return results.filter((result) => result.status === "Success").map((result) => result.migrationName);
}

/** How many migrations this database has had (the health check shows it). */
export async function schemaVersion(db: Kysely<DatabaseSchema>): Promise<number> {
  const row = await (db as AnyDb)
    .selectFrom("kysely_migration")
    .select((eb) => eb.fn.countAll().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
