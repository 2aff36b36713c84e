import { readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { log } from "../log";
import { processSingleton } from "../singleton";
import { BUILD_SHEET, SITE_SHEETS_FILE, siteSheetAddress } from "./site-sheet-files.mjs";

const manifestSchema = z.record(z.string(), z.array(z.string()));

/**
 * Which build sheets each site has its own copy of (scripts/post-build.mjs), read once. Without the
 * file (`next dev`, or a build without the post-build step) every host gets the whole sheets, which
 * hold every site's rules.
 */
function siteSheets(): ReadonlyMap<string, ReadonlySet<string>> {
  return processSingleton("site-sheets", () => {
    let text: string;
    try {
      text = readFileSync(join(/*turbopackIgnore: true*/ process.cwd(), ".next", SITE_SHEETS_FILE), "utf8");
    } catch {
      return new Map<string, ReadonlySet<string>>();
    }
    try {
      return new Map(Object.entries(manifestSchema.parse(JSON.parse(text))).map(([site, sheets]) => [site, new Set(sheets)]));
    } catch (error) {
      log("warn", "the sites' own style sheets are unreadable: every site gets the whole sheets", { error: String(error) });
      return new Map<string, ReadonlySet<string>>();
    }
  });
}

/** True for the address of a style sheet of the build (`/_next/static/chunks/abc.css`). */
export function isBuildSheet(pathname: string): boolean {
  return BUILD_SHEET.test(pathname);
}

/** Where the view's (a site's) own copy of the build sheet at `pathname` is served from, if it has one. */
export function siteSheetOf(view: string, pathname: string): string | undefined {
  const sheet = BUILD_SHEET.exec(pathname)?.[1];
  return sheet && siteSheets().get(view)?.has(sheet) ? siteSheetAddress(view, sheet) : undefined;
}
