// Lighthouse (mobile profile, simulated throttling) on every site's start page, with
// Debian's Chromium. Usage: npm run build && node bench/lighthouse.mjs   (LOCALE=en)
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { table } from "./lib/load.mjs";
import { startServer } from "./lib/server.mjs";

const port = 3420;
const locale = process.env.LOCALE ?? "en";
const sites = (process.env.SITES ?? "syma,vault,peace,writing,morpheme,forum,political,languages,lobby,tax").split(",");
const categories = ["performance", "accessibility", "best-practices", "seo"];

const server = await startServer({ port });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
});
const rows = [];
try {
  for (const site of sites) {
    const url = `http://${site}.localhost:${port}/${locale}`;
    let lhr;
    // Chromium's trace recording fails now and then (NO_NAVSTART); such a run measured nothing
    // and is repeated, up to three times, each failure named.
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      ({ lhr } = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: categories }));
      if (!lhr.runtimeError) break;
      console.log(`${site}: run ${attempt} failed: ${lhr.runtimeError.code}`);
    }
    const row = { page: url };
    for (const category of categories) row[category] = Math.round((lhr.categories[category]?.score ?? 0) * 100);
    rows.push(row);
    const missed = Object.values(lhr.audits)
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== "informative" && audit.scoreDisplayMode !== "notApplicable" && audit.scoreDisplayMode !== "manual")
      .map((audit) => `${audit.id} (${audit.displayValue ?? audit.score})`);
    if (missed.length) console.log(`${site}: ${missed.join(", ")}`);
  }
} finally {
  await chrome.kill();
  await server.stop();
}
console.log(`\nLighthouse, mobile profile, locale ${locale}\n`);
console.log(table(rows));
