// First-load JavaScript per route, measured as a browser loads it: each prerendered page (one
// locale stands for all) is opened in Chromium and every script it fetches until the network
// is idle is counted, gzip-compressed, against the budget "framework's shared baseline + 15 kB".
// The baseline is what the framework's own not-found page loads (.next/server/app/_not-found.html:
// React, the router, the runtime, none of our code), plus the framework's client modules that
// our pages pull into their own chunks (next/link, next/dynamic): Next ships them compiled to
// CommonJS, so in a chunk they are the factories `(e,t,n)=>{…"__esModule"…}`, while our code is
// ESM (`e=>{…}`). A chunk's own size is its gzip size with those modules taken out. Tools must load only on their own route:
// their marker strings must not occur in a script that another page fetches.
// Usage: npm run build && node bench/first-load-js.mjs
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { table } from "./lib/load.mjs";
import { startServer } from "./lib/server.mjs";

const BUDGET_KB = 15;
const port = 3440;
/** Strings that only a tool's own code contains. */
const TOOL_MARKERS = {
  calendar: ["fc-daygrid", "@fullcalendar"],
  playground: ["plc-playground"],
  simulation: ["autoclave-detail"],
  editor: ["language-editor"],
};

/** The chunk's text without the module factories compiled from Next's own CommonJS sources. */
function withoutFrameworkModules(code) {
  const factory = /,(\d+),(?:\(e,t,n\)=>\{|e=>\{)/g;
  const starts = [...code.matchAll(factory)].map((match) => ({ index: match.index, commonJs: match[0].includes("(e,t,n)") }));
  let kept = code.slice(0, starts[0]?.index ?? code.length);
  starts.forEach((start, position) => {
    const text = code.slice(start.index, starts[position + 1]?.index ?? code.length);
    if (!(start.commonJs && text.includes('"__esModule"'))) kept += text;
  });
  return kept;
}

const frameworkPage = readFileSync(".next/server/app/_not-found.html", "utf8");
const baseline = new Set(
  [...frameworkPage.matchAll(/<script([^>]*)\bsrc="([^"]+\.js)"([^>]*)>/g)].filter((match) => !/noModule/i.test(match[1] + match[3])).map((match) => match[2]),
);
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
    const page = await context.newPage();
    const scripts = new Map();
    page.on("response", async (response) => {
      if (response.request().resourceType() !== "script") return;
      const url = new URL(response.url());
      scripts.set(url.pathname, await response.body().catch(() => Buffer.alloc(0)));
    });
    await page.goto(`http://${site}.localhost:${port}${path}`, { waitUntil: "networkidle" });
    await page.close();
    let own = 0;
    let framework = 0;
    for (const [pathname, body] of scripts) {
      const kb = gzipSync(body).length / 1024;
      if (baseline.has(pathname)) {
        framework += kb;
        continue;
      }
      const ownKb = gzipSync(withoutFrameworkModules(body.toString("utf8"))).length / 1024;
      own += ownKb;
      framework += kb - ownKb;
      const code = body.toString("utf8");
      for (const [tool, markers] of Object.entries(TOOL_MARKERS)) {
        if (markers.some((marker) => code.includes(marker))) leaks.push(`${tool} code on ${site} ${path} (${pathname})`);
      }
    }
    baselineKb = Math.max(baselineKb, framework);
    rows.push({ route: `${site} ${path}`, "own kB gzip": own.toFixed(1), "total kB gzip": (framework + own).toFixed(1), budget: own <= BUDGET_KB ? "ok" : "OVER" });
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
