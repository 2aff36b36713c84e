// Opens the configured database and brings its schema up to date. Shared by the server
// (lib/db/connection.ts) and the operator scripts (lib/crypto/password-hash.ts says how those run).
import type { Kysely } from "kysely";
import type { DatabaseConfig } from "../env/database.ts";
import { createDatabase, type DatabaseHooks } from "./engine.ts";
import { migrate } from "./migrations.ts";
import type { DatabaseSchema } from "./schema.ts";

export async function openDatabase(config: DatabaseConfig, hooks?: DatabaseHooks): Promise<Kysely<DatabaseSchema>> {
  const db = createDatabase(config, hooks);
  try {
    await migrate(db);
    return db;
  } catch (error) {
    await db.destroy();
    throw error;
  }
}
