// What Lighthouse puts into a start page's simulated largest paint. Lantern (the simulation behind
// the mobile score) counts every request that ended before the paint it observed, and the main-
// thread tasks before it (×4 for the slow phone). A page that paints before its JavaScript has
// arrived (the bare Next.js page, at ≈ 50 ms) leaves the framework's 140 kB out; one that paints
// after it (ours, after the style sheets, style and layout) counts it in. Prints, per site: the
// observed first and largest paint, the main-thread tasks before the latter with what they did,
// and the requests that ended before it (scripts and style sheets summed in the byte count).
// Usage: npm run build && node --import tsx bench/lcp-window.mjs   (SITES=forum,vault, LOCALE=en)
import * as chromeLauncher from "chrome-launcher";
import { runLighthouse } from "./lib/lighthouse-run.mjs";
import { startServer } from "./lib/server.mjs";

const port = 3420;
const locale = process.env.LOCALE ?? "en";
const sites = (process.env.SITES ?? "syma,vault,peace,writing,morpheme,forum,political,languages,lobby,tax").split(",");
const shownInTask = new Set(["ParseHTML", "EvaluateScript", "FunctionCall", "UpdateLayoutTree", "Layout", "Paint", "ParseAuthorStyleSheet", "RunMicrotasks", "TimerFire"]);

const server = await startServer({ port });
const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"] });
try {
  for (const site of sites) {
    const result = await runLighthouse(`http://${site}.localhost:${port}/${locale}`, { port: chrome.port, categories: ["performance"], name: site });
    if (!result) continue;
    const { lhr, artifacts } = result;
    const metrics = lhr.audits.metrics.details.items[0];
    const paintAt = metrics.observedLargestContentfulPaint;
    console.log(`\n${site}: performance ${Math.round(lhr.categories.performance.score * 100)}, simulated LCP ${lhr.audits["largest-contentful-paint"].displayValue}; observed first paint ${metrics.observedFirstContentfulPaint} ms, largest ${paintAt} ms`);

    const events = artifacts.Trace.traceEvents;
    const navigation = events.filter((event) => event.name === "navigationStart" && String(event.args?.data?.documentLoaderURL ?? "").startsWith("http")).at(-1);
    const main = events.filter((event) => event.pid === navigation.pid && event.tid === navigation.tid && event.ts >= navigation.ts && event.ph === "X");
    const paintTs = navigation.ts + paintAt * 1000;
    let busy = 0;
    for (const task of main.filter((event) => event.name === "RunTask" && event.ts < paintTs && event.dur > 5000)) {
      busy += task.dur;
      const inside = main.filter((event) => event.ts >= task.ts && event.ts + event.dur <= task.ts + task.dur && event.dur > 1000 && shownInTask.has(event.name));
      console.log(`  task at ${Math.round((task.ts - navigation.ts) / 1000)} ms, ${(task.dur / 1000).toFixed(0)} ms: ${inside.map((event) => `${event.name} ${(event.dur / 1000).toFixed(0)}`).join(", ")}`);
    }
    console.log(`  main thread busy before the largest paint (tasks over 5 ms): ${(busy / 1000).toFixed(0)} ms`);
    const requests = lhr.audits["network-requests"].details.items;
    const before = requests.filter((request) => request.networkEndTime < paintAt);
    for (const request of before.filter((request) => !["Script", "Stylesheet", "Document"].includes(request.resourceType) && request.transferSize > 0)) {
      console.log(`  ${request.resourceType} (${request.priority}) ${request.transferSize} B ${new URL(request.url).pathname}`);
    }
    const scripts = before.filter((request) => request.resourceType === "Script").reduce((sum, request) => sum + request.transferSize, 0);
    const total = before.reduce((sum, request) => sum + request.transferSize, 0);
    console.log(`  ended before the largest paint: ${(total / 1024).toFixed(0)} kB, of which scripts ${(scripts / 1024).toFixed(0)} kB`);
  }
} finally {
  await chrome.kill();
  await server.stop();
}
