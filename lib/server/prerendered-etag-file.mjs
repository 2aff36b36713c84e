// @ts-check
// Plain JavaScript so that the post-build step (Node without a TypeScript loader) and the
// middleware share it.
import { sha256 } from "./security/sha256.mjs";

/** Beside the build's other manifests in `.next/`: page path (`/forum/en/2024`) → ETag. */
export const PRERENDERED_ETAGS_FILE = "prerendered-etags.json";

/**
 * A strong ETag of a prerendered page's HTML (128 bits of its SHA-256).
 * @param {string} html
 * @returns {string}
 */
export function prerenderedEtagOf(html) {
  return `"${sha256(html, "base64url").slice(0, 22)}"`;
}
