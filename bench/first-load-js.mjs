// First-load JavaScript per route, measured as a browser loads it: each prerendered page (one
// locale stands for all) is opened in Chromium and every script it fetches until the network
// is idle is counted, gzip-compressed, against the budget "framework's shared baseline + 15 kB"
// (see lib/first-load.ts; the e2e suite checks the start pages with the same code). Tools must
// load only on their own route: their marker strings must not occur in a script another page fetches.
// Usage: npm run build && node --import tsx bench/first-load-js.mjs
import { readFileSync } from "node:fs";
import { chromium } from "@playwright/test";
import { BUDGET_KB, firstLoad, frameworkScripts } from "./lib/first-load.ts";
import { table } from "./lib/load.mjs";
import { startServer } from "./lib/server.mjs";

const port = 3440;
const baseline = frameworkScripts();
const prerendered = Object.keys(JSON.parse(readFileSync(".next/prerender-manifest.json", "utf8")).routes);
const pages = prerendered
  .map((route) => route.split("/"))
  .filter(([, site, locale]) => locale === "en" && site !== "local" && site !== "unknown")
  .map(([, site, , ...rest]) => ({ site, path: `/en${rest.length ? `/${rest.join("/")}` : ""}` }));

const server = await startServer({ port });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
const rows = [];
const leaks = [];
let baselineKb = 0;
try {
  const context = await browser.newContext();
  for (const { site, path } of pages) {
    const measured = await firstLoad(context, `http://${site}.localhost:${port}${path}`, baseline);
    leaks.push(...measured.leaks.map((leak) => `${leak} on ${site} ${path}`));
    baselineKb = Math.max(baselineKb, measured.frameworkKb);
    const own = measured.ownKb;
    rows.push({ route: `${site} ${path}`, "own kB gzip": own.toFixed(1), "total kB gzip": (measured.frameworkKb + own).toFixed(1), budget: own <= BUDGET_KB ? "ok" : "OVER" });
  }
} finally {
  await browser.close();
  await server.stop();
}
rows.sort((a, b) => Number(b["own kB gzip"]) - Number(a["own kB gzip"]));
console.log(`\nFirst-load JavaScript as Chromium loads it (gzip). Framework baseline: ${baselineKb.toFixed(1)} kB; budget per page: baseline + ${BUDGET_KB} kB\n`);
console.log(table(rows));
console.log(leaks.length ? `\nTool code found outside its route:\n${leaks.join("\n")}` : "\nNo code of the calendar, playground, simulation or editor on any public page.");
if (rows.some((row) => row.budget !== "ok") || leaks.length) process.exitCode = 1;
