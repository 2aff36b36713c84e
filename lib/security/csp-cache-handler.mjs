// Next.js's own file-system cache, with one addition: whenever a page is stored (prerendered
// at build time or regenerated later by ISR), its Content-Security-Policy is computed from
// its own inline scripts and stored with it; Next sends stored headers with the page.
// Configured as `cacheHandler` in next.config.ts.
import FileSystemCacheModule from "next/dist/server/lib/incremental-cache/file-system-cache.js";
import { documentPolicy, inlineScriptBodies } from "./csp-policy.mjs";

const FileSystemCache = FileSystemCacheModule.default ?? FileSystemCacheModule;
const encoder = new TextEncoder();

/** Web Crypto, because Next.js also bundles the cache handler into the edge middleware. */
async function hashesOf(html) {
  const digests = await Promise.all(
    [...new Set(inlineScriptBodies(html))].map((body) => crypto.subtle.digest("SHA-256", encoder.encode(body))),
  );
  return digests.map((digest) => `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`);
}

function htmlText(html) {
  if (typeof html === "string") return html;
  if (html instanceof Uint8Array) return new TextDecoder().decode(html);
  if (html && typeof html.toUnchunkedString === "function") return html.toUnchunkedString();
  return undefined;
}

export default class CspFileSystemCache extends FileSystemCache {
  async set(key, data, ctx) {
    if (data?.kind === "APP_PAGE") {
      const html = htmlText(data.html);
      if (html) {
        const policy = documentPolicy(await hashesOf(html));
        data = { ...data, headers: { ...data.headers, "content-security-policy": policy } };
      }
    }
    return super.set(key, data, ctx);
  }
}
