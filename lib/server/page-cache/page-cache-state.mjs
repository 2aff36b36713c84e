// @ts-check
// Plain JavaScript: Next.js imports the cache handler (./page-cache-handler.mjs) without compiling
// it, and the handler shares this state with the middleware and the route handlers.

const STATE_KEY = Symbol.for("multisite.page-cache");
/** Next.js prefixes the tags it derives from a page's path and its route's layouts with this. */
const IMPLICIT_TAG_PREFIX = "_N_T_";

/**
 * @typedef {object} PageCacheState
 * @property {Map<string, number>} expiredAt when each tag was last made stale (ms since epoch)
 * @property {Map<string, string | null>} etags the ETag of a regenerated page by path, or null
 *   while a page is stale and not yet regenerated (the build's ETag no longer holds)
 * @property {boolean} buildEtagsStale a tag shared by many pages was made stale: no build ETag holds
 */

/**
 * One state per process, on globalThis: Next bundles the middleware and each route separately
 * and imports the cache handler on its own, and all of them must see the same stale tags.
 * @returns {PageCacheState}
 */
export function pageCacheState() {
  const holder = /** @type {Record<symbol, PageCacheState | undefined>} */ (/** @type {unknown} */ (globalThis));
  let state = holder[STATE_KEY];
  if (!state) {
    state = { expiredAt: new Map(), etags: new Map(), buildEtagsStale: false };
    holder[STATE_KEY] = state;
  }
  return state;
}

/**
 * The page path a tag names (`_N_T_/forum/en/peace` → `/forum/en/peace`), or undefined for a tag
 * of a route pattern or layout (`_N_T_/[site]/[locale]/layout`), which many pages share.
 * @param {string} tag
 * @returns {string | undefined}
 */
export function pagePathOfTag(tag) {
  if (!tag.startsWith(`${IMPLICIT_TAG_PREFIX}/`)) return undefined;
  const path = tag.slice(IMPLICIT_TAG_PREFIX.length);
  if (path.includes("[") || path === "/layout" || path.endsWith("/layout") || path.endsWith("/page")) return undefined;
  return path;
}

/**
 * The tags of one page path, as Next.js gives them to a prerendered page (its own path's).
 * @param {string} path
 * @returns {string}
 */
export function pathTag(path) {
  return `${IMPLICIT_TAG_PREFIX}${path}`;
}

/** The tag every page of every site carries (the layout of `[site]/[locale]`). */
export const EVERY_PAGE_TAG = `${IMPLICIT_TAG_PREFIX}/[site]/[locale]/layout`;

/**
 * Makes the pages that carry any of `tags` stale: a cached copy older than `at` is not served
 * again, and their ETags no longer confirm a client's copy until they are rendered anew.
 * @param {readonly string[]} tags
 * @param {number} [at]
 */
export function expirePageTags(tags, at = Date.now()) {
  const state = pageCacheState();
  for (const tag of tags) {
    state.expiredAt.set(tag, Math.max(at, state.expiredAt.get(tag) ?? 0));
    const path = pagePathOfTag(tag);
    if (path) {
      state.etags.set(path, null);
    } else {
      state.buildEtagsStale = true;
      state.etags.clear();
    }
  }
}

/**
 * True when a cached copy made at `lastModified` carries a tag made stale after it.
 * @param {readonly string[]} tags
 * @param {number} lastModified
 */
export function isStale(tags, lastModified) {
  const { expiredAt } = pageCacheState();
  return tags.some((tag) => (expiredAt.get(tag) ?? 0) >= lastModified);
}

/**
 * Remembers the ETag of a page rendered anew.
 * @param {string} path
 * @param {string} etag
 */
export function recordPageEtag(path, etag) {
  pageCacheState().etags.set(path, etag);
}
