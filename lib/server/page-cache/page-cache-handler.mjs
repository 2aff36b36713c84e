// @ts-check
// The page cache Next.js uses for prerendered pages (next.config.ts `cacheHandler`), in plain
// JavaScript because Next.js imports it as it is.
//
// Why a handler of our own: a prerendered page carries a Content-Security-Policy that allows
// exactly its own inline scripts by hash, and an ETag; scripts/post-build.mjs writes both into
// the build's pages. A page that a publish makes stale is rendered anew at run time, and Next.js
// has no other place where a page's HTML is seen before it is sent and cached: here the new
// page gets its hashes and its ETag. Storage stays Next's own file-system cache (the build's
// pages on disk, what is rendered anew in its memory store): Next.js exports no supported base
// class for it, so it is imported from next/dist — the project's one use of an internal module,
// covered by page-cache-handler.test.ts, which fails if Next changes that class.
import { createRequire } from "node:module";
import { prerenderedEtagOf } from "../prerendered-etag-file.mjs";
import { documentPolicy, inlineScriptHashes } from "../security/csp-policy.mjs";
import { sha256 } from "../security/sha256.mjs";
import { expirePageTags, isStale, pagePathOfTag, recordPageEtag } from "./page-cache-state.mjs";

const require = createRequire(import.meta.url);
const FileSystemCache = require("next/dist/server/lib/incremental-cache/file-system-cache.js").default;

const TAGS_HEADER = "x-next-cache-tags";

/** @typedef {InstanceType<typeof FileSystemCache>} Store */
/** @typedef {ConstructorParameters<typeof FileSystemCache>[0]} StoreContext */
/** @typedef {import("next/dist/server/response-cache").IncrementalCacheValue} CacheValue */

/**
 * @param {CacheValue | null | undefined} value
 * @returns {string[]}
 */
function tagsOf(value) {
  const header = value && "headers" in value ? value.headers?.[TAGS_HEADER] : undefined;
  return typeof header === "string" ? header.split(",") : [];
}

export default class PageCacheHandler {
  /** @param {StoreContext} options what Next.js gives every cache handler */
  constructor(options) {
    // Pages rendered anew stay in memory: the app's folder is read-only in the container, and a
    // restarted process renders what was published again (lib/content/revalidate.ts).
    this.store = new FileSystemCache({ ...options, flushToDisk: false });
  }

  /**
   * @param {string} key
   * @param {Parameters<Store["get"]>[1]} context
   */
  async get(key, context) {
    const entry = await this.store.get(key, context);
    if (entry?.value && isStale(tagsOf(entry.value), entry.lastModified ?? 0)) return null;
    return entry;
  }

  /**
   * Adds the page's policy and ETag to the headers it is cached and sent with. The same headers
   * object is the one Next.js answers this request with, so the first response has them too.
   * @param {string} key
   * @param {Parameters<Store["set"]>[1]} data
   * @param {Parameters<Store["set"]>[2]} context
   */
  async set(key, data, context) {
    if (data && data.kind === "APP_PAGE" && typeof data.html === "string" && data.html.length > 0) {
      const etag = prerenderedEtagOf(data.html);
      data.headers = data.headers ?? {};
      data.headers["content-security-policy"] = documentPolicy(inlineScriptHashes(data.html, sha256));
      data.headers.etag = etag;
      for (const tag of tagsOf(data)) {
        const path = pagePathOfTag(tag);
        if (path) recordPageEtag(path, etag);
      }
    }
    return this.store.set(key, data, context);
  }

  /**
   * `revalidatePath`/`revalidateTag` of a route handler end here; the other replicas and a
   * process that starts after a publish call expirePageTags themselves (lib/content/revalidate.ts).
   * @param {Parameters<Store["revalidateTag"]>[0]} tags
   * @param {Parameters<Store["revalidateTag"]>[1]} [durations]
   */
  async revalidateTag(tags, durations) {
    expirePageTags(typeof tags === "string" ? [tags] : tags);
    return this.store.revalidateTag(tags, durations);
  }

  resetRequestCache() {
    this.store.resetRequestCache();
  }
}
