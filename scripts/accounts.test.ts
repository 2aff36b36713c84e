import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createDatabase } from "../lib/db/engine";
import { migrate } from "../lib/db/migrations";
import { nameKey } from "../lib/db/keys";

const dataDir = mkdtempSync(join(tmpdir(), "accounts-cli-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** `npm run auth:<command>` as the operator runs it, on a data folder of its own. */
function accounts(...args: string[]) {
  const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/accounts.ts", ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
    encoding: "utf8",
  });
  return { status: run.status, out: run.stdout, err: run.stderr };
}

describe("the operator's account commands (scripts/accounts.ts)", () => {
  it("lists nothing on a new database and names a missing account", () => {
    expect(accounts("list")).toMatchObject({ status: 0, out: "No personal accounts yet.\n" });
    const missing = accounts("grant", "--site", "forum", "--user", "nobody");
    expect(missing.status).toBe(1);
    expect(missing.err).toContain('No personal account "nobody" on forum.');
  });

  it("grants entitlement and the editor role, and lists both", async () => {
    const db = createDatabase({ engine: "sqlite", dataDir });
    await migrate(db);
    await db
      .insertInto("accounts")
      .values({ site: "forum", user_name: "Anna", name_key: nameKey("Anna"), email: "anna@example.org", email_key: "anna@example.org", password_hash: "x", entitled: 0, created_at: Date.UTC(2026, 10, 29, 8, 30) })
      .execute();
    await db.destroy();
    expect(accounts("grant", "--site", "forum", "--user", "anna")).toMatchObject({ status: 0, out: "anna on forum: entitled to chat and documents.\n" });
    expect(accounts("grant", "--site", "forum", "--user", "Anna", "--role", "editor")).toMatchObject({ status: 0, out: "Anna on forum: editor of forum's texts.\n" });
    expect(accounts("list", "--site", "forum").out).toBe("forum\tAnna\tanna@example.org\tentitled\teditor:forum\t2026-11-29 08:30\n");
  });

  it("refuses an unknown option or command with the usage, changing nothing", () => {
    const unknown = accounts("list", "--help");
    expect(unknown.status).toBe(2);
    expect(unknown.err).toContain("Unknown option '--help'");
    expect(unknown.err).toContain("Usage: npm run auth:");
    expect(accounts("delete", "--site", "forum")).toMatchObject({ status: 2, err: 'Unknown command "delete": use list, grant, revoke or unlock.\n' });
  });
});
