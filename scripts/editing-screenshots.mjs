// `npm run screenshots:editing [-- --port N]`: the pictures of the README's "Editing your site"
// (docs/editing/*.png), taken from the built server as an editor of the forum sees her pages.
// Starts the built server (`npm run build` first) with the test environment and a fresh data
// folder in its own process group, makes an editor the way the operator does, and stops it at the end.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { chromium } from "@playwright/test";
import { databaseConfigOrExit } from "../lib/env/database.ts";
import { setRole } from "../lib/db/operator.ts";
import { openDatabase } from "../lib/db/open.ts";
import { entitledMember } from "../tests/e2e/support/http-client.ts";

const argument = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : fallback;
};
const port = Number(argument("port", "3197"));
const outDir = resolve("docs/editing");
const site = "forum";
const viewport = { width: 1280, height: 860 };
const origin = `http://${site}.localhost:${port}`;
// The English labels the editors' pages show, as the e2e tests find them.
const en = JSON.parse(readFileSync("messages/en.json", "utf8"));

async function startServer(dataDir) {
  const env = { ...process.env, ...JSON.parse(readFileSync("tests/e2e/server-env.json", "utf8")), PORT: String(port), PUBLIC_PORT: String(port), DATA_DIR: dataDir };
  const server = spawn(process.execPath, ["scripts/start.mjs"], { env, detached: true, stdio: "ignore" });
  for (let tries = 0; tries < 120; tries += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health/live`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  process.kill(-server.pid);
  throw new Error(`the built server did not answer on port ${port}`);
}

/** A personal account on the forum with the editor role, signed in: its session cookie. */
async function editorSession(dataDir) {
  const member = await entitledMember(port, dataDir, site, "127.0.0.1");
  const db = await openDatabase(databaseConfigOrExit({ DATA_DIR: dataDir }));
  try {
    await setRole(db, { site, userName: member.userName, role: "editor", scope: site, granted: true, now: Date.now() });
  } finally {
    await db.destroy();
  }
  return member.cookie;
}

const dataDir = mkdtempSync(join(tmpdir(), "editing-shots-"));
const server = await startServer(dataDir);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
try {
  const cookie = await editorSession(dataDir);
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  await context.addCookies([{ name: "session", value: cookie, url: origin }]);
  const page = await context.newPage();
  mkdirSync(outDir, { recursive: true });
  const shoot = async (name) => {
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: join(outDir, `${name}.png`) });
    console.log(`docs/editing/${name}.png`);
  };

  await page.goto(`${origin}/en/edit`);
  await shoot("hub");

  // A German text changed and saved as a draft, the English text beside it.
  const key = "heroes.forum.tagline";
  await page.goto(`${origin}/en/edit/texts`);
  await page.getByLabel(en.languageEditor.language).selectOption("de");
  await page.getByLabel(en.languageEditor.search).fill("heroes.forum.tagline");
  const row = page.locator("tbody tr", { has: page.locator(`[data-key="${key}"]`) });
  await row.waitFor();
  const field = row.getByLabel(`Deutsch: ${key}`);
  await field.fill("Essen teilen, Kaffee trinken, ins Gespräch kommen: jeden Freitag am Kirchplatz.");
  await page.getByRole("button", { name: "Save drafts (1)" }).click();
  await page.getByRole("status").filter({ hasText: "1 draft saved" }).waitFor();
  await shoot("texts");

  // Published, then its history with the word difference.
  await page.getByRole("button", { name: "Publish all drafts (1)" }).click();
  await page.getByRole("status").filter({ hasText: "1 text published" }).waitFor();
  await row.getByRole("button", { name: en.contentEditor.row.history }).click();
  await page.getByText(en.contentEditor.history.current).first().waitFor();
  await shoot("history");

  await page.goto(`${origin}/en/edit/facts`);
  await page.locator("#fact-facts-cafeFrom-value").waitFor();
  await page.locator("#fact-facts-cafeFrom-value").fill("15:30");
  await page.locator("#fact-facts-cafeFrom-value").scrollIntoViewIfNeeded();
  await shoot("facts");
  await context.close();
} finally {
  await browser.close();
  process.kill(-server.pid);
  rmSync(dataDir, { recursive: true, force: true });
}
