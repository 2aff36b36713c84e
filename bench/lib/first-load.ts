// First-load JavaScript of a page as Chromium loads it, gzip, split into the framework's share and
// our own code: shared by bench/first-load-js.mjs (every prerendered route) and the e2e budget.
// The baseline is what the framework's own not-found page loads (.next/server/app/_not-found.html:
// React, the router, the runtime, none of our code), plus the framework's client modules that
// our pages pull into their own chunks (next/link, next/dynamic): Next ships them compiled to
// CommonJS, so in a chunk they are the factories `(e,t,n)=>{…"__esModule"…}` (or `(e,t,r)`), while our code is
// ESM (`e=>{…}`). A chunk's own size is its gzip size with those modules taken out.
import { readFileSync } from "node:fs";
import type { BrowserContext } from "@playwright/test";
import { gzipSync } from "node:zlib";

/**
 * Our own code per page, gzip, beyond the framework's baseline. Client components get their
 * texts compiled on the server (lib/i18n/compiled-texts.ts), so next-intl's ICU parser stays
 * out of the browser and the shell's client parts fit with room to spare.
 */
export const BUDGET_KB = 15;

/** Strings that only a tool's own code contains: tools must load only on their own route. */
const TOOL_MARKERS: Record<string, string[]> = {
  calendar: ["fc-daygrid", "@fullcalendar"],
  playground: ["plc-playground"],
  simulation: ["autoclave-detail"],
  editor: ["language-editor"],
};

/** The chunk's text without the module factories compiled from Next's own CommonJS sources. */
function withoutFrameworkModules(code: string): string {
  // The minifier names a CommonJS factory's third parameter as it likes ((e,t,n), (e,t,r)).
  const factory = /,(\d+),(?:\(e,t,[a-z]\)=>\{|e=>\{)/g;
  const starts = [...code.matchAll(factory)].map((match) => ({ index: match.index, commonJs: match[0].includes("(e,t,") }));
  let kept = code.slice(0, starts[0]?.index ?? code.length);
  starts.forEach((start, position) => {
    const text = code.slice(start.index, starts[position + 1]?.index ?? code.length);
    if (!(start.commonJs && text.includes('"__esModule"'))) kept += text;
  });
  return kept;
}

/** The scripts the framework's own not-found page loads (paths), from the build output. */
export function frameworkScripts(buildDir = ".next"): Set<string> {
  const frameworkPage = readFileSync(`${buildDir}/server/app/_not-found.html`, "utf8");
  return new Set(
    [...frameworkPage.matchAll(/<script([^>]*)\bsrc="([^"]+\.js)"([^>]*)>/g)].filter((match) => !/noModule/i.test(`${match[1] ?? ""}${match[3] ?? ""}`)).map((match) => match[2] ?? ""),
  );
}

/**
 * Opens `url` in a new tab of the Playwright browser context and counts every script it fetches
 * until the network is idle: `{ ownKb, frameworkKb, leaks }`, leaks naming tool code found.
 */
export async function firstLoad(context: BrowserContext, url: string, baseline: Set<string>): Promise<{ ownKb: number; frameworkKb: number; leaks: string[] }> {
  const page = await context.newPage();
  const scripts = new Map<string, Buffer>();
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "script") return;
    scripts.set(new URL(response.url()).pathname, await response.body().catch(() => Buffer.alloc(0)));
  });
  await page.goto(url, { waitUntil: "networkidle" });
  await page.close();
  let ownKb = 0;
  let frameworkKb = 0;
  const leaks: string[] = [];
  for (const [pathname, body] of scripts) {
    const kb = gzipSync(body).length / 1024;
    if (baseline.has(pathname)) {
      frameworkKb += kb;
      continue;
    }
    const code = body.toString("utf8");
    const own = gzipSync(withoutFrameworkModules(code)).length / 1024;
    ownKb += own;
    frameworkKb += kb - own;
    for (const [tool, markers] of Object.entries(TOOL_MARKERS)) {
      if (markers.some((marker) => code.includes(marker))) leaks.push(`${tool} code in ${pathname}`);
    }
  }
  return { ownKb, frameworkKb, leaks };
}
