// Opens the configured database and brings its schema up to date. Shared by the server
// (lib/db/connection.ts) and the operator scripts, which run with plain Node (see lib/auth/password-hash.mjs).
import { createDatabase } from "./engine.mjs";
import { migrate } from "./migrations.mjs";

export async function openDatabase(config, hooks) {
  const db = createDatabase(config, hooks);
  try {
    await migrate(db);
    return db;
  } catch (error) {
    await db.destroy();
    throw error;
  }
}
