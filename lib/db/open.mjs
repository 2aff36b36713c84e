// Opens the SQLite file and brings its schema up to date. Shared by the server (lib/db/connection.ts)
// and the operator scripts, which run with plain Node (see lib/auth/password-hash.mjs).
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import { DATABASE_FILE } from "./data-dir.mjs";
import { migrations } from "./migrations.mjs";

export function openDatabase(dataDir) {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const db = new Database(join(/*turbopackIgnore: true*/ dataDir, DATABASE_FILE));
  db.pragma("journal_mode = WAL");
  db.pragma("foreign_keys = ON");
  // The operator scripts may write while the server runs.
  db.pragma("busy_timeout = 5000");
  migrate(db);
  return db;
}

export function migrate(db) {
  const current = db.pragma("user_version", { simple: true });
  if (current > migrations.length) {
    throw new Error(`The database has schema version ${current}, newer than this server (${migrations.length}); use a newer server.`);
  }
  for (let version = current; version < migrations.length; version += 1) {
    db.transaction(() => {
      db.exec(migrations[version]);
      db.pragma(`user_version = ${version + 1}`);
    })();
  }
}
