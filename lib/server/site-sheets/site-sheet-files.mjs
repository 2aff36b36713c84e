// @ts-check
// Plain JavaScript so that the post-build step (Node without a TypeScript loader) and the
// middleware share it.

/** Beside the build's other manifests in `.next/`: site → its own sheets (`chunks/abc.css`). */
export const SITE_SHEETS_FILE = "site-sheets.json";

/** A build style sheet's address: `/_next/static/chunks/abc.css` (Turbopack) or `/css/` (webpack). */
export const BUILD_SHEET = /^\/_next\/static\/((?:chunks|css)\/[\w.-]+\.css)$/;

/**
 * A site's own copy of a build sheet, inside Next's static folder (`.next/static`).
 * @param {string} site
 * @param {string} sheet `chunks/abc.css`
 */
export function siteSheetFile(site, sheet) {
  return `sites/${site}/${sheet}`;
}

/**
 * Where that copy is served from.
 * @param {string} site
 * @param {string} sheet `chunks/abc.css`
 */
export function siteSheetAddress(site, sheet) {
  return `/_next/static/${siteSheetFile(site, sheet)}`;
}
