// @ts-check
// Plain JavaScript so that both the middleware and the post-build step
// (scripts/post-build.mjs, which runs in Node without a TypeScript loader) build the one policy.

/**
 * The Content-Security-Policy of an HTML document. Scripts: same origin plus the given
 * sources (hashes of a prerendered page's inline scripts, or a per-request nonce); never
 * 'unsafe-inline' for scripts. Inline style attributes are allowed (React's `style` props).
 * @param {readonly string[]} scriptSources e.g. ["'sha256-…'"] or ["'nonce-…'"]
 * @returns {string}
 */
export function documentPolicy(scriptSources) {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptSources].join(" "),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** For responses that are not documents (JSON, text, empty answers): nothing may run or embed them. */
export const NON_DOCUMENT_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The text of each inline script of an HTML document that a browser would execute. Data
 * blocks (JSON-LD) are left out: a browser never executes them.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptBodies(html) {
  const bodies = [];
  const pattern = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
  for (const match of html.matchAll(pattern)) {
    const attributes = match[1] ?? "";
    const body = match[2] ?? "";
    if (/\bsrc\s*=/i.test(attributes) || body.length === 0) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== "text/javascript" && type !== "module" && type !== "application/javascript") continue;
    bodies.push(body);
  }
  return bodies;
}

/**
 * The inline scripts of an HTML document as CSP hash sources.
 * @param {string} html
 * @param {(text: string) => string} sha256Base64
 * @returns {string[]}
 */
export function inlineScriptHashes(html, sha256Base64) {
  return [...new Set(inlineScriptBodies(html).map((body) => `'sha256-${sha256Base64(body)}'`))];
}
