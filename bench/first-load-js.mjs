// First-load JavaScript per route, from the build output: the scripts each prerendered page
// loads, gzip-compressed, against the budget "framework's shared baseline + 15 kB".
// The baseline is the framework's own files (rootMainFiles of .next/build-manifest.json:
// React, the router, the runtime); legacy polyfills (noModule) are not loaded by the browsers
// we serve and are not counted. Tools must load only on
// their own route: their marker strings must not occur in any other page's scripts.
// Usage: npm run build && node bench/first-load-js.mjs
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { table } from "./lib/load.mjs";

const BUDGET_KB = 15;
const appDir = ".next/server/app";
/** Strings that only a tool's own code contains (class names of the libraries, worker names). */
const TOOL_MARKERS = {
  calendar: ["fc-daygrid", "fullcalendar"],
  playground: ["data-playground"],
  simulation: ["autoclave-simulation"],
  editor: ["language-editor"],
};

function* htmlFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(path);
    else if (entry.name.endsWith(".html")) yield path;
  }
}

const sizeCache = new Map();
function chunk(src) {
  if (!sizeCache.has(src)) {
    const code = readFileSync(join(".next", src.replace(/^\/_next\//, "")), "utf8");
    sizeCache.set(src, { gzip: gzipSync(code).length, code });
  }
  return sizeCache.get(src);
}

const pages = [];
for (const file of htmlFiles(appDir)) {
  const route = file.slice(appDir.length).replace(/\.html$/, "");
  const [, site = "", locale = "", ...rest] = route.split("/");
  // One locale stands for all: they load the same scripts.
  if (locale !== "en") continue;
  const html = readFileSync(file, "utf8");
  const scripts = [...html.matchAll(/<script([^>]*)\bsrc="([^"]+\.js)"([^>]*)>/g)]
    .filter((match) => !/noModule/i.test(`${match[1]} ${match[3]}`))
    .map((match) => match[2]);
  pages.push({ route: `${site} /${rest.join("/")}`, scripts: new Set(scripts) });
}
if (pages.length === 0) throw new Error("no prerendered pages found: run npm run build first");

const manifest = JSON.parse(readFileSync(".next/build-manifest.json", "utf8"));
const baseline = manifest.rootMainFiles.map((file) => `/_next/${file}`);
const baselineKb = baseline.reduce((sum, src) => sum + chunk(src).gzip, 0) / 1024;
const rows = [];
const leaks = [];
for (const page of pages) {
  const own = [...page.scripts].filter((src) => !baseline.includes(src));
  const ownKb = own.reduce((sum, src) => sum + chunk(src).gzip, 0) / 1024;
  rows.push({ route: page.route, "own kB gzip": ownKb.toFixed(1), "total kB gzip": (baselineKb + ownKb).toFixed(1), budget: ownKb <= BUDGET_KB ? "ok" : "OVER" });
  for (const [tool, markers] of Object.entries(TOOL_MARKERS)) {
    for (const src of page.scripts) {
      if (markers.some((marker) => chunk(src).code.includes(marker))) leaks.push(`${tool} code on ${page.route} (${src})`);
    }
  }
}
rows.sort((a, b) => Number(b["own kB gzip"]) - Number(a["own kB gzip"]));
console.log(`\nFirst-load JavaScript of prerendered pages (gzip). Shared baseline: ${baselineKb.toFixed(1)} kB in ${baseline.length} files; budget per page: baseline + ${BUDGET_KB} kB\n`);
console.log(table(rows));
console.log(leaks.length ? `\nTool code found outside its route:\n${leaks.join("\n")}` : "\nNo tool code (calendar, playground, simulation, editor) on any prerendered page.");
const over = rows.filter((row) => row.budget !== "ok");
if (over.length || leaks.length) process.exitCode = 1;
