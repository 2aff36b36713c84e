// @ts-check
// Plain JavaScript so that the post-build step (Node without a TypeScript loader) and the
// middleware share it.

/** Beside the build's other manifests in `.next/`: site → its own sheets (`chunks/abc.css`). */
export const SITE_SHEETS_FILE = "site-sheets.json";

/** A build style sheet's address: `/_next/static/chunks/abc.css` (Turbopack) or `/css/` (webpack). */
export const BUILD_SHEET = /^\/_next\/static\/((?:chunks|css)\/[\w.-]+\.css)$/;

/**
 * Where a site's own copy of a build sheet is served from, inside Next's static folder.
 * @param {string} site
 * @param {string} sheet `chunks/abc.css`
 */
export function siteSheetAddress(site, sheet) {
  return `/_next/static/sites/${site}/${sheet}`;
}
