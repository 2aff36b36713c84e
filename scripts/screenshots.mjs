// Screenshots of start pages for a visual check: node scripts/screenshots.mjs [outDir] [port]
// Light and dark, desktop and phone width, left-to-right and Arabic.
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";

const outDir = process.argv[2] ?? "/tmp/shots";
const port = process.argv[3] ?? "3000";
const sites = (process.env.SITES ?? "syma,vault,peace,writing,morpheme,forum,political,languages,lobby,tax").split(",");
const variants = (process.env.VARIANTS ?? "en-dark-desktop,en-light-desktop,ar-dark-phone,de-light-phone").split(",");
const path = process.env.PAGE_PATH ?? "";
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
for (const variant of variants) {
  const [locale, scheme, device] = variant.split("-");
  const viewport = device === "phone" ? { width: 390, height: 844 } : { width: 1280, height: 900 };
  const context = await browser.newContext({ colorScheme: scheme, viewport, deviceScaleFactor: 1 });
  const page = await context.newPage();
  for (const site of sites) {
    await page.goto(`http://${site}.localhost:${port}/${locale}${path}`);
    await page.screenshot({ path: `${outDir}/${site}-${variant}.png`, fullPage: process.env.FULL === "1" });
  }
  await context.close();
}
await browser.close();
console.log(`screenshots in ${outDir}`);
