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
// and the components' modules two: the bundler closes a CSS chunk at 100 KiB, and the modules every
// start page carries (one route serves all ten sites' start pages) passed that in round r46, so the
// start page's compositions (start-page.module.css, first in the cascade) take a sheet of their own.
const STYLESHEET_BUDGET = 4;

test(`every start page's first paint waits for at most ${STYLESHEET_BUDGET} style sheets`, async ({ page }) => {
  const over: string[] = [];
  for (const site of SITES) {
    const response = await page.goto(siteUrl(site, "/en"));
    const html = (await response?.text()) ?? "";
    // Whatever the attribute order: a lazily loaded component's sheet is written href first.
    const sheets = html.match(/<link\b[^>]*\brel="stylesheet"[^>]*>/g) ?? [];
    expect(sheets.length, `${site} links no style sheet at all`).toBeGreaterThan(0);
    if (sheets.length > STYLESHEET_BUDGET) over.push(`${site}: ${sheets.length}`);
  }
  expect(over).toEqual([]);
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
