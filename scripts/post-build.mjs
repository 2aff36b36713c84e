// Runs after `next build` (npm run build):
// 1. gives every prerendered page a Content-Security-Policy that allows exactly its own inline
//    scripts by hash. Next.js has no built-in way to do this (nonces force dynamic rendering,
//    experimental.sri covers only external chunks), but it sends the headers stored in a
//    prerendered page's .meta file with the page, so the hashes are stored there. No page is
//    regenerated after the build (no ISR): a page whose content moves with the date is rendered
//    per request and gets a nonce instead (the `perRequest` routes, lib/sites/types.ts);
// 2. copies the static files next to the standalone server (.next/standalone), as its docs ask.
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { documentPolicy, inlineScriptHashes } from "../lib/security/csp-policy.mjs";
import { sha256 } from "../lib/security/sha256.mjs";

function* htmlFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(path);
    else if (entry.name.endsWith(".html")) yield path;
  }
}

function hashPrerenderedPages(appDir) {
  let pages = 0;
  for (const htmlPath of htmlFiles(appDir)) {
    const metaPath = htmlPath.replace(/\.html$/, ".meta");
    if (!existsSync(metaPath)) continue;
    const meta = JSON.parse(readFileSync(metaPath, "utf8"));
    const hashes = inlineScriptHashes(readFileSync(htmlPath, "utf8"), sha256);
    meta.headers = { ...meta.headers, "content-security-policy": documentPolicy(hashes) };
    writeFileSync(metaPath, JSON.stringify(meta));
    pages += 1;
  }
  return pages;
}

const serverApp = ".next/server/app";
const standalone = ".next/standalone";
const pages = hashPrerenderedPages(serverApp);
if (pages === 0) {
  console.error("post-build: no prerendered page with a .meta file found; did Next.js change its output?");
  process.exit(1);
}
// A server that ran on an older build keeps promoted copies of pages with their old headers.
rmSync(".next/server/route-cache", { recursive: true, force: true });

if (existsSync(standalone)) {
  rmSync(join(standalone, ".next/server/route-cache"), { recursive: true, force: true });
  hashPrerenderedPages(join(standalone, serverApp));
  cpSync(".next/static", join(standalone, ".next/static"), { recursive: true });
  cpSync("public", join(standalone, "public"), { recursive: true });
}
console.log(`post-build: CSP hashes for ${pages} prerendered pages${existsSync(standalone) ? ", static files copied to the standalone server" : ""}`);
