// A consistent copy of the SQLite database while the server keeps running, for
// `npm run db:backup -- FILE`.
import { existsSync, renameSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import Database from "better-sqlite3";
import { DATABASE_FILE } from "./engine.ts";

/** What to run instead when the data lives in PostgreSQL (the URL stays in the variable, never on screen). */
export function pgDumpAdvice(file: string): string {
  return [
    "DATABASE_URL points to PostgreSQL: back it up with PostgreSQL's own tool, which is consistent while the servers run:",
    `  pg_dump --format=custom --no-owner --file=${JSON.stringify(file)} "$DATABASE_URL"`,
    "Restore into an empty database (servers stopped or pointed elsewhere):",
    `  pg_restore --no-owner --clean --if-exists --dbname="$DATABASE_URL" ${JSON.stringify(file)}`,
  ].join("\n");
}

/** The copy's schema version: the migrations it has (Kysely's table), as /api/health counts them. */
function schemaVersionOf(db: Database.Database): number {
  const hasTable = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'kysely_migration'").get();
  return hasTable ? Number(db.prepare("SELECT COUNT(*) FROM kysely_migration").pluck().get()) : 0;
}

/**
 * Copies DATA_DIR's database to `target` with SQLite's online backup API: pages are copied in
 * steps while the server goes on reading and writing (WAL included), and a write during the copy
 * makes SQLite restart the step, so the copy is one consistent moment. Written next to the
 * target first and renamed when it checks out, so a broken run never leaves a half file.
 */
export async function backupSqlite(dataDir: string, target: string): Promise<{ file: string; schemaVersion: number }> {
  const source = join(dataDir, DATABASE_FILE);
  if (!existsSync(source)) throw new Error(`No database at ${source}; is DATA_DIR right?`);
  const destination = resolve(target);
  if (existsSync(destination)) throw new Error(`${destination} exists already; choose a new file name.`);
  const partial = `${destination}.partial`;
  rmSync(partial, { force: true });
  const db = new Database(source, { readonly: true, fileMustExist: true });
  try {
    db.pragma("busy_timeout = 5000");
    await db.backup(partial);
  } finally {
    db.close();
  }
  const copy = new Database(partial, { readonly: true });
  try {
    const check = copy.pragma("integrity_check", { simple: true });
    if (check !== "ok") throw new Error(`the copy fails SQLite's integrity check: ${check}`);
    const schemaVersion = schemaVersionOf(copy);
    renameSync(partial, destination);
    return { file: destination, schemaVersion };
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  } finally {
    copy.close();
  }
}
