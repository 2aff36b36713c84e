import { expect, test } from "@playwright/test";
import { BUDGET_KB, firstLoad, frameworkScripts } from "../../bench/lib/first-load.mjs";
import { siteUrl } from "./server-env";

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
