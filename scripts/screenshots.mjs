// `npm run screenshots [-- --port N] [--out FILE]`: one contact sheet of every site's start page and
// two inner pages at 390 and 1366 px, light and dark, English and Arabic, to look at the design.
// Uses a server already answering on the port, else starts the built one (`npm run build` first)
// with the test environment in its own process group and stops it at the end.
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { chromium } from "@playwright/test";
import sharp from "sharp";

const argument = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : fallback;
};
const port = Number(argument("port", process.env.PORT ?? "3199"));
const outFile = resolve(argument("out", "screenshots/contact-sheet.png"));
const sites = (process.env.SITES ?? "syma,vault,peace,writing,morpheme,forum,political,languages,lobby,tax").split(",");
const widths = [
  { name: "390", viewport: { width: 390, height: 844 } },
  { name: "1366", viewport: { width: 1366, height: 768 } },
];
const schemes = ["light", "dark"];
const localesShown = ["en", "ar"];
/** Inner pages when a site's menu offers fewer than two: every site has these. */
const fallbackPaths = ["/imprint", "/login"];
const scale = 0.3;
const gap = 12;
const labelHeight = 22;
const rowLabelWidth = 150;

async function answers() {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/`, { headers: { host: `syma.localhost:${port}` }, redirect: "manual" });
    return response.status > 0;
  } catch {
    return false;
  }
}

async function startServer() {
  const env = { ...process.env, ...JSON.parse(readFileSync("tests/e2e/server-env.json", "utf8")), PORT: String(port), PUBLIC_PORT: String(port) };
  const server = spawn(process.execPath, ["scripts/start.mjs"], { env, detached: true, stdio: "ignore" });
  for (let tries = 0; tries < 120; tries += 1) {
    if (await answers()) return server;
    await new Promise((done) => setTimeout(done, 500));
  }
  process.kill(-server.pid);
  throw new Error(`the built server did not answer on port ${port}`);
}

/** The first two public menu targets other than the start page (members' pages send visitors to the login). */
async function innerPaths(page, site) {
  await page.goto(`http://${site}.localhost:${port}/en`);
  const hrefs = await page.$$eval("header nav a[href^='/en/']", (links) => links.map((link) => new URL(link.href).pathname.slice(3)));
  const found = [];
  for (const path of [...new Set(hrefs), ...fallbackPaths]) {
    if (found.length === 2 || found.includes(path)) continue;
    await page.goto(`http://${site}.localhost:${port}/en${path}`);
    if (new URL(page.url()).pathname === `/en${path}`) found.push(path);
  }
  return found;
}

const escapeXml = (text) => text.replace(/[<>&]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;" })[c]);
const label = (text, width, height = labelHeight) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><text x="2" y="16" font-family="sans-serif" font-size="13" font-weight="bold" fill="#222">${escapeXml(text)}</text></svg>`,
  );

const server = (await answers()) ? null : await startServer();
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
try {
  const probe = await browser.newPage();
  const pagesOf = {};
  for (const site of sites) pagesOf[site] = ["", ...(await innerPaths(probe, site))];
  await probe.close();

  const columns = [];
  for (const width of widths) for (const scheme of schemes) for (const locale of localesShown) columns.push({ width, scheme, locale });
  const columnWidth = (column) => Math.round(column.width.viewport.width * scale);
  const rowHeight = Math.round(Math.max(...widths.map((w) => w.viewport.height)) * scale) + labelHeight;
  const rows = sites.flatMap((site) => pagesOf[site].map((path) => ({ site, path })));

  const tiles = rows.map((row, rowIndex) => ({ input: label(`${row.site}${row.path || "/"}`, rowLabelWidth), left: gap, top: gap + labelHeight + rowIndex * (rowHeight + gap) + labelHeight }));
  let x = gap + rowLabelWidth;
  for (const column of columns) {
    const context = await browser.newContext({ viewport: column.width.viewport, colorScheme: column.scheme, deviceScaleFactor: 1 });
    const page = await context.newPage();
    for (const [rowIndex, row] of rows.entries()) {
      await page.goto(`http://${row.site}.localhost:${port}/${column.locale}${row.path}`, { waitUntil: "networkidle" });
      await page.evaluate(() => document.fonts.ready);
      const shot = await page.screenshot();
      const w = columnWidth(column);
      const y = gap + labelHeight + rowIndex * (rowHeight + gap);
      tiles.push({ input: await sharp(shot).resize({ width: w }).png().toBuffer(), left: x, top: y + labelHeight });
    }
    tiles.push({ input: label(`${column.width.name} ${column.scheme} ${column.locale}`, columnWidth(column)), left: x, top: gap });
    await context.close();
    console.log(`${column.width.name} px ${column.scheme} ${column.locale}: ${rows.length} pages`);
    x += columnWidth(column) + gap;
  }
  const sheetHeight = gap + labelHeight + rows.length * (rowHeight + gap);
  mkdirSync(dirname(outFile), { recursive: true });
  await sharp({ create: { width: x, height: sheetHeight, channels: 3, background: "#e5e5e5" } })
    .composite(tiles)
    .png({ compressionLevel: 9 })
    .toFile(outFile);
  console.log(`contact sheet: ${outFile} (${rows.length} pages × ${columns.length} views)`);
} finally {
  await browser.close();
  if (server) process.kill(-server.pid);
}
