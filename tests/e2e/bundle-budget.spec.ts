import { expect, test } from "@playwright/test";
import { BUDGET_KB, firstLoad, frameworkScripts } from "../../bench/lib/first-load";
import { ORIGIN, siteUrl } from "./server-env";

// A budget in bytes, not a timing: the build output decides it, not how busy the machine is.
const SITES = ["syma", "vault", "peace", "writing", "morpheme", "forum", "political", "languages", "lobby", "tax"];

test(`every start page loads at most ${BUDGET_KB} kB (gzip) of our own JavaScript beyond the framework, and no tool's code`, async ({ browser }) => {
  test.setTimeout(120_000);
  const baseline = frameworkScripts();
  const context = await browser.newContext();
  const over: string[] = [];
  const leaks: string[] = [];
  for (const site of SITES) {
    const measured = await firstLoad(context, siteUrl(site, "/en"), baseline);
    if (measured.ownKb > BUDGET_KB) over.push(`${site}: ${measured.ownKb.toFixed(1)} kB`);
    leaks.push(...measured.leaks.map((leak) => `${site}: ${leak}`));
  }
  await context.close();
  expect(over).toEqual([]);
  expect(leaks).toEqual([]);
});

// Each style sheet in the head is a request the first paint waits for; the framework's JavaScript
// starts downloading only after them. Global CSS shares one sheet, the site fonts (next/font) one,
// and the components' modules one. Turbopack's default CSS chunker packed every route's modules
// into the same shared chunks (the editors' forms, the chat, the game, the gospel list: two sheets,
// as a chunk closes at 100 KiB, on every page); the graph chunker (next.config.ts) gives a route
// the chunks of what it imports, and a feature's part of the start page has an entry of its own
// (preview/server.ts), so the start page's route imports nothing else of it.
const STYLESHEET_BUDGET = 3;

const sheetsOf = (html: string) =>
  // Whatever the attribute order: a lazily loaded component's sheet is written href first.
  (html.match(/<link\b[^>]*\brel="stylesheet"[^>]*>/g) ?? []).map((link) => link.match(/\bhref="([^"]+)"/)?.[1] ?? link);

test(`every start page's first paint waits for at most ${STYLESHEET_BUDGET} style sheets`, async ({ page }) => {
  test.setTimeout(120_000);
  const over: string[] = [];
  for (const site of SITES) {
    const response = await page.goto(siteUrl(site, "/en"));
    const sheets = sheetsOf((await response?.text()) ?? "");
    expect(sheets.length, `${site} links no style sheet at all`).toBeGreaterThan(0);
    if (sheets.length > STYLESHEET_BUDGET) over.push(`${site}: ${sheets.length}`);
  }
  expect(over).toEqual([]);
});

// The game's styles (11 kB) come with /play, not with the start page that shows a round of the game
// (its preview has an entry of its own). The gospel list's are small enough that the chunker keeps
// them in the start pages' sheet rather than give /daily_gospel a request more.
test("the game's own styles stay off the start page that shows a round of it", async ({ page }) => {
  const start = new Set(sheetsOf((await (await page.goto(siteUrl("morpheme", "/en")))!.text())));
  const own = sheetsOf((await (await page.goto(siteUrl("morpheme", "/en/play")))!.text())).filter((sheet) => !start.has(sheet));
  expect(own.length, "/play has no style sheet of its own").toBeGreaterThan(0);
});

// The start-up script (lib/client/start-up-script.ts) is 1.4 kB on every page: written once into
// the HTML, not a second time into the React payload that follows it.
test("every start page carries the start-up script once", async ({ request }) => {
  for (const site of SITES) {
    const html = await (await request.get(`${ORIGIN}/en`, { headers: { host: `${site}.localhost` } })).text();
    expect(html.split('localStorage.getItem("baseData")').length - 1, site).toBe(1);
    expect(html.split("localStorage.getItem(\\\"baseData\\\")").length - 1, `${site}: in the React payload`).toBe(0);
  }
});
