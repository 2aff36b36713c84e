import { readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { log } from "../log";
import { processSingleton } from "../singleton";
import { BUILD_SHEET, SITE_SHEETS_FILE, siteSheetAddress } from "./site-sheet-files.mjs";

const manifestSchema = z.record(z.string(), z.array(z.string()));

type SiteSheets = ReadonlyMap<string, ReadonlySet<string>>;

/**
 * The manifest's text as a map; an unreadable one (cut off, not JSON, another shape) gives none, so
 * every host gets the whole sheets rather than a missing one.
 */
export function parseSiteSheets(text: string): SiteSheets {
  try {
    return new Map(Object.entries(manifestSchema.parse(JSON.parse(text))).map(([site, sheets]) => [site, new Set(sheets)]));
  } catch (error) {
    log("warn", "the sites' own style sheets are unreadable: every site gets the whole sheets", { error: String(error) });
    return new Map();
  }
}

/**
 * Which build sheets each site has its own copy of (scripts/post-build.mjs), read once. Without the
 * file (`next dev`, or a build without the post-build step) every host gets the whole sheets, which
 * hold every site's rules.
 */
function siteSheets(): SiteSheets {
  return processSingleton("site-sheets", () => {
    try {
      return parseSiteSheets(readFileSync(join(/*turbopackIgnore: true*/ process.cwd(), ".next", SITE_SHEETS_FILE), "utf8"));
    } catch {
      return new Map();
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
