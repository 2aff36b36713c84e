import { readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { PRERENDERED_ETAGS_FILE } from "./prerendered-etag-file.mjs";
import { log } from "./log";
import { pageCacheState } from "./page-cache/page-cache-state.mjs";
import { processSingleton } from "./singleton";

const etagsSchema = z.record(z.string(), z.string());

/**
 * The ETags scripts/post-build.mjs computed for the prerendered pages, read once. The server runs
 * in the folder that holds `.next` (the standalone server changes into its own). Without the file
 * (a build without the post-build step) no revalidation is answered early: pages are sent whole.
 */
function prerenderedEtags(): ReadonlyMap<string, string> {
  return processSingleton("prerendered-etags", () => {
    try {
      const parsed = etagsSchema.parse(JSON.parse(readFileSync(join(/*turbopackIgnore: true*/ process.cwd(), ".next", PRERENDERED_ETAGS_FILE), "utf8")));
      return new Map(Object.entries(parsed));
    } catch (error) {
      log("warn", "no ETags of prerendered pages: revalidations get the whole page", { error: String(error) });
      return new Map<string, string>();
    }
  });
}

/**
 * The ETag of the page as it is served now: of its latest rendering when a publish made it stale
 * (none while it waits to be rendered anew), else the build's.
 */
export function prerenderedEtag(pagePath: string): string | undefined {
  const state = pageCacheState();
  const current = state.etags.get(pagePath);
  if (current !== undefined) return current ?? undefined;
  return state.buildEtagsStale ? undefined : prerenderedEtags().get(pagePath);
}

/**
 * True when the browser's or proxy's copy is still the page (RFC 9110 If-None-Match: a list of
 * ETags, weak ones compared weakly, or `*`).
 */
export function stillFresh(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const wanted = ifNoneMatch.split(",").map((tag) => tag.trim());
  return wanted.some((tag) => tag === "*" || tag.replace(/^W\//, "") === etag);
}
