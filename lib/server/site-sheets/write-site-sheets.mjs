// @ts-check
// The post-build step that gives every site its own copy of the build's style sheets: the same
// rules in the same order, without those that draw other sites' frames. Next.js links a route's
// CSS whatever the host, so every site's page loaded all ten sites' headers, footers and first
// screens (a third of 236 kB); the middleware serves each host its own copy under the same address.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { prerenderedHtmlFiles } from "../prerendered-html-files.mjs";
import { frameOfPages, withoutOtherFrames } from "./frame-rules.mjs";
import { siteSheetFile } from "./site-sheet-files.mjs";

/** @param {string} staticDir */
function buildSheets(staticDir) {
  return ["chunks", "css"].flatMap((folder) => {
    try {
      return readdirSync(join(staticDir, folder))
        .filter((name) => name.endsWith(".css"))
        .map((name) => `${folder}/${name}`);
    } catch {
      return [];
    }
  });
}

/**
 * Writes each site's sheets into `<nextDir>/static/sites/<site>/` and returns which sheets each site
 * has its own copy of. The sites are the folders of prerendered pages; their frame is read from
 * those pages, so a rule stays whenever any page of the site carries what it requires.
 * @param {string} nextDir the build folder (`.next`)
 * @returns {Record<string, string[]>}
 */
export function writeSiteSheets(nextDir) {
  const appDir = join(nextDir, "server/app");
  const staticDir = join(nextDir, "static");
  const sheets = buildSheets(staticDir).map((sheet) => ({ sheet, css: readFileSync(join(staticDir, sheet), "utf8") }));
  /** @type {Record<string, string[]>} */
  const manifest = {};
  for (const entry of readdirSync(appDir, { withFileTypes: true })) {
    if (!entry.isDirectory() || /^[_[]/.test(entry.name)) continue;
    const pages = [...prerenderedHtmlFiles(join(appDir, entry.name))].map((path) => readFileSync(path, "utf8"));
    // Without a prerendered page nothing says what the site's frame is: its pages get the whole sheets.
    if (pages.length === 0) continue;
    const frame = frameOfPages(pages);
    for (const { sheet, css } of sheets) {
      const own = withoutOtherFrames(css, frame);
      if (own.length === css.length) continue;
      const file = join(staticDir, siteSheetFile(entry.name, sheet));
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, own);
      (manifest[entry.name] ??= []).push(sheet);
    }
  }
  return manifest;
}
