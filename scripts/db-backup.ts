#!/usr/bin/env node
// `npm run db:backup -- FILE`: a consistent copy of the SQLite database in DATA_DIR, safe while
// the server runs (the restore is described in the README, "Backup and restore"). With a
// PostgreSQL DATABASE_URL it prints the pg_dump command to use instead and writes nothing.
import { backupSqlite, isPostgresUrl, pgDumpAdvice } from "../lib/db/backup.ts";
import { dataDirFrom } from "../lib/db/data-dir.ts";

const [file] = process.argv.slice(2);
if (!file || file.startsWith("-")) {
  console.error("Usage: npm run db:backup -- <backup file>   (e.g. backups/multisite-$(date +%F).sqlite)");
  process.exit(2);
}
if (isPostgresUrl(process.env.DATABASE_URL)) {
  console.error(pgDumpAdvice(file));
  process.exit(3);
}
try {
  const { file: written, schemaVersion } = await backupSqlite(dataDirFrom(process.env), file);
  console.log(`Backup written: ${written} (schema version ${schemaVersion}).`);
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
