import type { Page } from "@playwright/test";
import { dataDirFrom } from "../../../lib/env/files";
import { databaseConfigOrExit } from "../../../lib/env/database";
import { setRole } from "../../../lib/db/operator";
import { openDatabase } from "../../../lib/db/open";
import serverEnv from "../server-env.json" with { type: "json" };

/**
 * What the operator does with `npm run auth:grant -- --role editor` on the test server's database:
 * an editor of the account's site, or with `scope` EVERY_SITE of every site.
 */
export async function makeEditor(userName: string, site = "forum", scope = site): Promise<void> {
  const db = await openDatabase(databaseConfigOrExit({ DATABASE_URL: process.env.DATABASE_URL, DATA_DIR: dataDirFrom(serverEnv as Record<string, string>) }));
  try {
    if (!(await setRole(db, { site, userName, role: "editor", scope, granted: true, now: Date.now() }))) throw new Error(`no account ${userName}`);
  } finally {
    await db.destroy();
  }
}

/** The session cookie the browser holds after signing in. */
export async function sessionOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((entry) => entry.name === "session");
  if (!cookie) throw new Error("not signed in");
  return cookie.value;
}
