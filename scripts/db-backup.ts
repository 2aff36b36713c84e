#!/usr/bin/env node
// `npm run db:backup -- FILE`: a consistent copy of the SQLite database in DATA_DIR, safe while
// the server runs (the restore is described in the README, "Backup and restore"). With a
// PostgreSQL DATABASE_URL it prints the pg_dump command to use instead and writes nothing.
import { backupSqlite, pgDumpAdvice } from "../lib/db/backup.ts";
import { databaseConfigOrExit } from "../lib/env/database.ts";

const [file] = process.argv.slice(2);
if (!file || file.startsWith("-")) {
  console.error("Usage: npm run db:backup -- <backup file>   (e.g. backups/multisite-$(date +%F).sqlite)");
  process.exit(2);
}
const database = databaseConfigOrExit();
if (database.engine === "postgres") {
  console.error(pgDumpAdvice(file));
  process.exit(3);
}
try {
  const { file: written, schemaVersion } = await backupSqlite(database.dataDir, file);
  console.log(`Backup written: ${written} (schema version ${schemaVersion}).`);
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
