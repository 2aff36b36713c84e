// Runs after `next build` (npm run build):
// 1. gives every prerendered page a Content-Security-Policy that allows exactly its own inline
//    scripts by hash. Next.js has no built-in way to do this (nonces force dynamic rendering,
//    experimental.sri covers only external chunks), but it sends the headers stored in a
//    prerendered page's .meta file with the page, so the hashes are stored there. No page is
//    regenerated after the build (no ISR): a page whose content moves with the date is rendered
//    per request and gets a nonce instead (the `perRequest` routes, lib/sites/types.ts);
// 2. gives every prerendered page an ETag computed once, here, and lists them for the middleware,
//    which answers a revalidation that still holds with 304 (lib/server/prerendered-etags.ts).
//    Next.js would hash the whole page again for every request (`generateEtags`, off), a twelfth
//    of a public page's time on the server;
// 3. gives every site its own copy of the build's style sheets, without the rules of the other
//    sites' frames (lib/server/site-sheets), which the middleware serves to that site's host;
// 4. copies the static files next to the standalone server (.next/standalone), as its docs ask.
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { documentPolicy, inlineScriptHashes } from "../lib/server/security/csp-policy.mjs";
import { sha256 } from "../lib/server/security/sha256.mjs";
import { PRERENDERED_ETAGS_FILE, prerenderedEtagOf } from "../lib/server/prerendered-etag-file.mjs";
import { prerenderedHtmlFiles } from "../lib/server/prerendered-html-files.mjs";
import { SITE_SHEETS_FILE } from "../lib/server/site-sheets/site-sheet-files.mjs";
import { writeSiteSheets } from "../lib/server/site-sheets/write-site-sheets.mjs";

/** Adds CSP and ETag to each prerendered page's stored headers; returns the ETags by page path. */
function hashPrerenderedPages(appDir) {
  const etags = {};
  for (const htmlPath of prerenderedHtmlFiles(appDir)) {
    const metaPath = htmlPath.replace(/\.html$/, ".meta");
    if (!existsSync(metaPath)) continue;
    const meta = JSON.parse(readFileSync(metaPath, "utf8"));
    const html = readFileSync(htmlPath, "utf8");
    const etag = prerenderedEtagOf(html);
    meta.headers = { ...meta.headers, "content-security-policy": documentPolicy(inlineScriptHashes(html, sha256)), etag };
    writeFileSync(metaPath, JSON.stringify(meta));
    etags[`/${relative(appDir, htmlPath).replace(/\.html$/, "")}`] = etag;
  }
  return etags;
}

const serverApp = ".next/server/app";
const standalone = ".next/standalone";
const etags = hashPrerenderedPages(serverApp);
const pages = Object.keys(etags).length;
writeFileSync(join(".next", PRERENDERED_ETAGS_FILE), JSON.stringify(etags));
if (pages === 0) {
  console.error("post-build: no prerendered page with a .meta file found; did Next.js change its output?");
  process.exit(1);
}
const siteSheets = writeSiteSheets(".next");
writeFileSync(join(".next", SITE_SHEETS_FILE), JSON.stringify(siteSheets));
// A server that ran on an older build keeps promoted copies of pages with their old headers.
rmSync(".next/server/route-cache", { recursive: true, force: true });

if (existsSync(standalone)) {
  rmSync(join(standalone, ".next/server/route-cache"), { recursive: true, force: true });
  writeFileSync(join(standalone, ".next", PRERENDERED_ETAGS_FILE), JSON.stringify(hashPrerenderedPages(join(standalone, serverApp))));
  writeFileSync(join(standalone, ".next", SITE_SHEETS_FILE), JSON.stringify(siteSheets));
  cpSync(".next/static", join(standalone, ".next/static"), { recursive: true });
  cpSync("public", join(standalone, "public"), { recursive: true });
}
console.log(`post-build: CSP hashes for ${pages} prerendered pages, own style sheets for ${Object.keys(siteSheets).length} sites${existsSync(standalone) ? ", static files copied to the standalone server" : ""}`);
