// @ts-check
// Plain JavaScript so that the server and the post-build step (scripts/post-build.mjs, which
// runs in Node without a TypeScript loader) share it.
import { createHash } from "node:crypto";

/**
 * SHA-256 of a UTF-8 text: base64 for Content-Security-Policy hashes, base64url for ids stored
 * in place of secrets.
 * @param {string} text
 * @param {"base64" | "base64url"} [encoding]
 * @returns {string}
 */
export function sha256(text, encoding = "base64") {
  return createHash("sha256").update(text, "utf8").digest(encoding);
}
