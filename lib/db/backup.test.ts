import { execFileSync, spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { backupSqlite, pgDumpAdvice } from "@/lib/db/backup";
import { DATABASE_FILE } from "@/lib/db/engine";
import { openDatabase } from "@/lib/db/open";
import { schemaVersion } from "@/lib/db/migrations";

const folder = (prefix: string) => mkdtempSync(join(tmpdir(), prefix));
/** A migrated database in `dataDir`, opened the way the server's SQLite driver holds it. */
async function migratedFile(dataDir: string): Promise<Database.Database> {
  await (await openDatabase({ engine: "sqlite", dataDir })).destroy();
  return new Database(join(dataDir, DATABASE_FILE));
}
const post = (db: Database.Database, n: number) =>
  db.prepare("INSERT INTO chat_messages (site, account_id, user_name, body, created_at) VALUES ('forum', NULL, 'alice', ?, ?)").run(`message ${n}`, n);

describe("npm run db:backup", () => {
  it("copies a database that is being written to: the copy is whole and holds every message written before", async () => {
    const dataDir = folder("backup-data-");
    const db = await migratedFile(dataDir);
    for (let n = 1; n <= 500; n += 1) post(db, n);
    // Writes go on while the copy runs, as they would from the server.
    let n = 500;
    const writer = setInterval(() => post(db, ++n), 1);
    const target = join(folder("backup-out-"), "copy.sqlite");
    try {
      const result = await backupSqlite(dataDir, target);
      const live = await openDatabase({ engine: "sqlite", dataDir });
      expect(result.schemaVersion).toBe(await schemaVersion(live));
      await live.destroy();
    } finally {
      clearInterval(writer);
    }
    // The restore of the README: the copy becomes DATABASE_FILE of a fresh data folder.
    const restoredDir = folder("backup-restored-");
    copyFileSync(target, join(restoredDir, DATABASE_FILE));
    const restored = await migratedFile(restoredDir);
    const bodies = restored.prepare("SELECT body FROM chat_messages ORDER BY id").pluck().all() as string[];
    expect(bodies.length).toBeGreaterThanOrEqual(500);
    expect(bodies.slice(0, 500)).toEqual(Array.from({ length: 500 }, (_, index) => `message ${index + 1}`));
    expect(restored.pragma("integrity_check", { simple: true })).toBe("ok");
    restored.close();
    db.close();
  });

  it("never overwrites a file and says when DATA_DIR holds no database", async () => {
    const dataDir = folder("backup-data-");
    (await migratedFile(dataDir)).close();
    const existing = join(folder("backup-out-"), "taken.sqlite");
    writeFileSync(existing, "earlier backup");
    await expect(backupSqlite(dataDir, existing)).rejects.toThrow(/exists already/);
    await expect(backupSqlite(folder("backup-empty-"), join(folder("backup-out-"), "x.sqlite"))).rejects.toThrow(/No database at/);
  });

  it("the script writes the copy; with a PostgreSQL DATABASE_URL it names pg_dump, writes nothing and never shows the URL", async () => {
    const dataDir = folder("backup-data-");
    (await migratedFile(dataDir)).close();
    const target = join(folder("backup-out-"), "cli.sqlite");
    const output = execFileSync(process.execPath, ["--import", "tsx", "scripts/db-backup.ts", target], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" }, encoding: "utf8" });
    expect(output).toContain(`Backup written: ${target}`);
    const postgres = spawnSync(process.execPath, ["--import", "tsx", "scripts/db-backup.ts", "dump.pgc"], {
      env: { ...process.env, DATABASE_URL: "postgres://app:very-secret@db:5432/multisite" },
      encoding: "utf8",
    });
    expect(postgres.status).toBe(3);
    expect(postgres.stderr).toContain('pg_dump --format=custom --no-owner --file="dump.pgc" "$DATABASE_URL"');
    expect(postgres.stderr).not.toContain("very-secret");
    expect(pgDumpAdvice("a b.dump")).toContain('pg_restore --no-owner --clean --if-exists --dbname="$DATABASE_URL" "a b.dump"');
  });
});
