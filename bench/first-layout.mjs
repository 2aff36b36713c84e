// What each start page's first layout costs and how much of it is font look-ups (PROFILE, thirteenth
// round). Chromium on Linux asks its browser process, synchronously, for the rendering style of every
// web font at every size a page draws (`WebSandboxSupportLinux::GetWebFontRenderStyleForStrike`), and
// Lighthouse multiplies that main-thread time by four like any other. Each page is loaded RUNS times
// (default 3) in a fresh context with Chromium's font trace categories; the figures are medians of the
// longest layout of each load, unthrottled: its duration, the font look-ups inside it, the calls to
// the browser process, and the face-and-size combinations the page's text really uses
// (CDP `CSS.getPlatformFontsForNode` over every element with text), the count fewer sizes would lower.
// Usage: npm run build && node --import tsx bench/first-layout.mjs   (SITES=vault,forum, LOCALE=en)
// STYLE="css" adds that sheet at the end of each page's head, to try a lever before changing the code
// (PROFILE, fifteenth round: `*{font-size:16px!important}` as the bound of "fewer sizes").
import { chromium } from "@playwright/test";
import { TraceProcessor } from "lighthouse/core/lib/tracehouse/trace-processor.js";
import { get } from "./lib/http.mjs";
import { median, table } from "./lib/load.mjs";
import { startServer } from "./lib/server.mjs";
import { siteNames } from "./lib/start-pages.mjs";

const port = 3470;
const locale = process.env.LOCALE ?? "en";
const sites = process.env.SITES ? process.env.SITES.split(",") : siteNames;
const runs = Math.max(1, Number(process.env.RUNS ?? 3));
const addedStyle = process.env.STYLE;
const categories = ["devtools.timeline", "blink", "blink.user_timing", "loading", "fonts", "disabled-by-default-fonts", "disabled-by-default-devtools.timeline"];
const fontLookUp = "FontCache::GetFontPlatformData";
const styleCall = "WebSandboxSupportLinux::GetWebFontRenderStyleForStrike";

const ms = (microseconds) => (microseconds / 1000).toFixed(1);

/** The longest layout on the page's main thread (found as bench/lighthouse-tasks.mjs does). */
function longestLayout(events) {
  const complete = TraceProcessor.processTrace({ traceEvents: events }).mainThreadEvents.filter((e) => e.ph === "X");
  const layout = complete.filter((e) => e.name === "Layout").sort((a, b) => b.dur - a.dur)[0];
  if (!layout) return undefined;
  const inside = complete.filter((e) => e.ts >= layout.ts && e.ts + e.dur <= layout.ts + layout.dur);
  // Look-ups nest (a style call inside a look-up): count only the outermost look-up's time.
  const outer = inside.filter((e) => e.name === fontLookUp && !inside.some((o) => o !== e && o.name === fontLookUp && o.ts <= e.ts && o.ts + o.dur >= e.ts + e.dur));
  return {
    layout: layout.dur,
    fonts: outer.reduce((sum, e) => sum + e.dur, 0),
    calls: inside.filter((e) => e.name === styleCall).length,
  };
}

/** Distinct (face, size, weight, style) the page's text is drawn in, as Chromium resolved them. */
async function faceSizes(cdp) {
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
  const combinations = new Set();
  const visit = async (node) => {
    if (node.nodeType === 1 && node.children?.some((child) => child.nodeType === 3 && child.nodeValue.trim())) {
      const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId: node.nodeId });
      const { computedStyle } = await cdp.send("CSS.getComputedStyleForNode", { nodeId: node.nodeId });
      const style = (name) => computedStyle.find((property) => property.name === name)?.value;
      for (const font of fonts) combinations.add(`${font.familyName}|${style("font-size")}|${style("font-weight")}|${style("font-style")}`);
    }
    for (const child of node.children ?? []) await visit(child);
  };
  await visit(root);
  return combinations.size;
}

/** The page's HTML with `css` at the end of its head. The browser resolves `*.localhost` itself; Node
    does not, so the document is fetched from 127.0.0.1 with the site's host name. */
async function withStyle(route, css) {
  const url = new URL(route.request().url());
  const response = await get({ port: Number(url.port), host: url.host, path: url.pathname });
  const body = response.body.toString("utf8").replace("</head>", `<style>${css}</style></head>`);
  // The server's own headers (its preload links among them), less those that described the old body.
  const headers = Object.fromEntries(Object.entries(response.headers).filter(([name]) => !["content-length", "transfer-encoding", "content-encoding"].includes(name)).map(([name, value]) => [name, String(value)]));
  await route.fulfill({ status: response.status, headers, body });
}

const rows = [];
const server = await startServer({ port });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--disable-features=PaintHolding"] });
try {
  for (const site of sites) {
    const loads = [];
    let combinations = 0;
    for (let run = 0; run < runs; run += 1) {
      // The page's nonce policy would refuse the added sheet.
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, bypassCSP: Boolean(addedStyle) });
      if (addedStyle) await context.route(`http://${site}.localhost:${port}/${locale}`, (route) => withStyle(route, addedStyle));
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      const events = [];
      cdp.on("Tracing.dataCollected", ({ value }) => events.push(...value));
      const complete = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
      await cdp.send("Tracing.start", { traceConfig: { includedCategories: categories }, transferMode: "ReportEvents" });
      await page.goto(`http://${site}.localhost:${port}/${locale}`, { waitUntil: "load" });
      await page.waitForTimeout(1000);
      await cdp.send("Tracing.end");
      await complete;
      const measured = longestLayout(events);
      if (measured) loads.push(measured);
      if (run === 0) combinations = await faceSizes(cdp);
      await context.close();
    }
    rows.push({
      page: site,
      "first layout ms": ms(median(loads.map((load) => load.layout))),
      "font look-ups ms": ms(median(loads.map((load) => load.fonts))),
      "calls to browser": median(loads.map((load) => load.calls)),
      "face × size": combinations,
    });
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log(`\nLongest layout of each start page (${locale}, 412 px, unthrottled), median of ${runs} loads${addedStyle ? `, with ${addedStyle}` : ""}\n`);
console.log(table(rows));
