/**
 * The README's "Backup and restore" for SQLite, step by step: a backup taken while the server
 * runs and members write, a fresh data folder with the copy, a new server on it; members sign in
 * with their passwords and the chat's history is there.
 */
import { execFile } from "node:child_process";
import { copyFileSync, mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import { E2E_PORT } from "./server-env";
import { call, entitledMember, sharedCredentials, signIn } from "./support/http-client";
import { spawnServer, waitUntilReady, type SpawnedServer } from "./support/spawn-server";

const run = promisify(execFile);

async function stop(server: SpawnedServer) {
  if (server.child.exitCode !== null) return;
  server.child.kill("SIGTERM");
  await server.exited;
}

const postMessage = (port: number, cookie: string, body: string) => call(port, { method: "POST", path: "/api/chat/messages", site: "forum", cookie, body: { body } });

test("backup while the server runs → fresh data folder → restore: sign-in works, chat history intact", async () => {
  test.slow();
  // The SQLite set-up, whatever the environment of the test run says.
  const sqlite = { DATABASE_URL: undefined };
  const original = spawnServer(E2E_PORT + 80, sqlite);
  let restored: SpawnedServer | undefined;
  try {
    await waitUntilReady(original);
    const member = await entitledMember(original.port, original.dataDir, "forum", "127.0.0.1", "");
    const before = Array.from({ length: 5 }, (_, n) => `before the backup ${n + 1}`);
    for (const body of before) expect((await postMessage(original.port, member.cookie, body)).status).toBe(201);

    const backup = join(mkdtempSync(join(tmpdir(), "e2e-backup-")), "multisite.sqlite");
    // The server keeps taking messages while the copy is made.
    const during = Promise.all(Array.from({ length: 5 }, (_, n) => postMessage(original.port, member.cookie, `during the backup ${n + 1}`)));
    const { stdout } = await run(process.execPath, ["--import", "tsx", "scripts/db-backup.ts", backup], { env: { ...process.env, DATA_DIR: original.dataDir, DATABASE_URL: "" } });
    expect(stdout).toContain(`Backup written: ${backup}`);
    expect((await during).every((answer) => answer.status === 201)).toBe(true);
    await stop(original);

    // Steps 2 and 3: an empty data folder gets the copy as its database.
    const freshDir = mkdtempSync(join(tmpdir(), "e2e-restored-"));
    expect(readdirSync(freshDir)).toEqual([]);
    copyFileSync(backup, join(freshDir, "multisite.sqlite"));
    restored = spawnServer(E2E_PORT + 81, { ...sqlite, DATA_DIR: freshDir });
    await waitUntilReady(restored);

    const personal = await signIn(restored.port, "forum", { userName: member.userName, email: member.email, password: member.password }, "127.0.0.1");
    expect(personal.status).toBe(200);
    expect((await signIn(restored.port, "forum", sharedCredentials("forum"), "127.0.0.1")).status).toBe(200);
    const chat = await call(restored.port, { path: "/en/intern/chat", site: "forum", cookie: personal.cookie });
    expect(chat.status).toBe(200);
    for (const body of before) expect(chat.text).toContain(body);
    expect((await postMessage(restored.port, personal.cookie!, "after the restore")).status).toBe(201);
  } finally {
    await stop(original);
    if (restored) await stop(restored);
  }
});
