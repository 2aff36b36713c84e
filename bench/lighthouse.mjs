// Lighthouse (mobile profile, simulated throttling) with Debian's Chromium on every site's start
// page and, in the same run, on a bare Next.js page of the same version (bench/bare-next, built
// once): the framework's floor. On a busy machine the scores move; the diagnostics (LCP, total
// blocking time, render-blocking and legacy/unused JavaScript) say more.
// One run of a page scatters by ±5 points on this machine (up to 12 in a busy sitting), so each
// page is measured RUNS times (default 5, as Lighthouse's variability guide advises) and
// Lighthouse's own median run (the one nearest the median FCP and TTI) is shown, with every run's
// performance score beside it, and Lighthouse's reading of the host's CPU (`benchmarkIndex`, below
// 1000 it warns that its 4x slowdown is too harsh for the host).
// The pages are measured as visitors get them: through nginx set up as deploy/nginx/multisite.conf
// does (TLS, HTTP/2, its page cache; a certificate made for the run), on port 3443, so the build
// must carry PUBLIC_PORT=3443 (canonical URLs). VIA=node measures Node directly over HTTP/1.1
// instead (PUBLIC_PORT=3420), where Lantern gives each origin six connections: the pessimistic
// case, and the only one where nginx is missing.
// Usage: PUBLIC_PORT=3443 npm run build && PUBLIC_PORT=3443 node --import tsx bench/lighthouse.mjs
//   (LOCALE=en, SITES=forum,languages, RUNS=3, VIA=node with PUBLIC_PORT=3420, SAVE_DIR=/tmp/lh to keep
//   each run's report and trace as JSON, BARE=0 to leave out the bare page)
import { writeFileSync } from "node:fs";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { startBareNext } from "./lib/bare-next.mjs";
import { get } from "./lib/http.mjs";
import { launchChromium, runLighthouse } from "./lib/lighthouse-run.mjs";
import { table } from "./lib/load.mjs";
import { nginxAvailable, startTlsProxy } from "./lib/nginx.ts";
import { startServer } from "./lib/server.mjs";

const port = 3420;
const barePort = 3421;
const locale = process.env.LOCALE ?? "en";
const sites = (process.env.SITES ?? "syma,vault,peace,writing,morpheme,forum,political,languages,lobby,tax").split(",");
const categories = ["performance", "accessibility", "best-practices", "seo"];
const runs = Math.max(1, Number(process.env.RUNS ?? 5));
const viaNginx = (process.env.VIA ?? (nginxAvailable() ? "nginx" : "node")) === "nginx";
const tlsPort = 3443;
const bareTlsPort = 3444;
const expectedPublicPort = String(viaNginx ? tlsPort : port);
if ((process.env.PUBLIC_PORT ?? "3000") !== expectedPublicPort) {
  console.error(`Measuring ${viaNginx ? "through nginx" : "Node directly"} needs a build and a run with PUBLIC_PORT=${expectedPublicPort}.`);
  process.exit(1);
}

const savings = (audit) => (audit?.score === 1 || !audit?.displayValue ? "–" : audit.displayValue.replace(/^Est savings of /, ""));
const rows = [];
// Started inside the try, so a step that fails (nginx, Chromium) still stops what already runs.
let server, bare, proxy, chrome;
try {
  // Behind the proxy the server trusts its X-Forwarded-Proto, as in the deployment.
  server = await startServer({ port, env: viaNginx ? { TRUST_PROXY: "true" } : {} });
  bare = await startBareNext({ port: barePort });
  proxy = viaNginx ? await startTlsProxy({ port: tlsPort, upstreamPort: port, bare: { port: bareTlsPort, upstreamPort: barePort } }) : undefined;
  chrome = await launchChromium({ tls: viaNginx });
  const startPage = (site) => (viaNginx ? `https://${site}.localhost:${tlsPort}/${locale}` : `http://${site}.localhost:${port}/${locale}`);
  const bareUrl = viaNginx ? `https://localhost:${bareTlsPort}/` : bare.url;
  const floor = process.env.BARE === "0" ? [] : [{ name: "bare Next.js page (floor)", url: bareUrl }];
  const pages = [...floor, ...sites.map((site) => ({ name: site, url: startPage(site) }))];
  for (const { name, url } of pages) {
    // One visit first, as a running server has had: the first request to a route loads its modules
    // (preloadEntriesOnStart is off), which Lantern would count as the page's server response time.
    const { host, port: urlPort, pathname } = new URL(url);
    await get({ port: Number(urlPort), host, path: pathname, tls: viaNginx });
    const measured = [];
    for (let run = 0; run < runs; run += 1) {
      const result = await runLighthouse(url, { port: chrome.port, categories, name });
      if (!result) continue;
      measured.push(result.lhr);
      if (process.env.SAVE_DIR) {
        const file = `${process.env.SAVE_DIR}/${name.split(" ")[0]}-${run + 1}`;
        writeFileSync(`${file}.json`, JSON.stringify(result.lhr));
        // The trace, for bench/lighthouse-tasks.mjs: where the main thread's time went, by event.
        writeFileSync(`${file}.trace.json`, JSON.stringify(result.artifacts.Trace ?? result.artifacts.traces?.defaultPass));
      }
    }
    if (measured.length === 0) continue;
    const lhr = computeMedianRun(measured);
    const row = { page: name };
    for (const category of categories) row[category.replace("best-practices", "bp")] = Math.round((lhr.categories[category]?.score ?? 0) * 100);
    row["perf runs"] = measured.map((run) => Math.round(run.categories.performance.score * 100)).join(" ");
    row.LCP = lhr.audits["largest-contentful-paint"]?.displayValue;
    row.TBT = lhr.audits["total-blocking-time"]?.displayValue;
    row["render-blocking"] = savings(lhr.audits["render-blocking-insight"] ?? lhr.audits["render-blocking-resources"]);
    row["legacy JS"] = savings(lhr.audits["legacy-javascript-insight"] ?? lhr.audits["legacy-javascript"]);
    row["unused JS"] = savings(lhr.audits["unused-javascript"]);
    row["main thread"] = lhr.audits["mainthread-work-breakdown"]?.displayValue;
    // Lighthouse's own reading of the host's CPU, so figures from two machines can be set side by
    // side (docs/throttling.md of Lighthouse: its 4x slowdown assumes a desktop of 1000 and more).
    row["CPU index"] = Math.round(lhr.environment?.benchmarkIndex ?? Number.NaN);
    rows.push(row);
    for (const warning of lhr.runWarnings ?? []) console.log(`${name}: ${warning}`);
    const missed = Object.values(lhr.audits)
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== "informative" && audit.scoreDisplayMode !== "notApplicable" && audit.scoreDisplayMode !== "manual")
      .map((audit) => `${audit.id} (${audit.displayValue ?? audit.score})`);
    if (missed.length) console.log(`${name}: ${missed.join(", ")}`);
    // Where to look next: the element that set LCP, and the elements that moved (CLS).
    const lcpElement = lhr.audits["largest-contentful-paint-element"]?.details?.items?.find((item) => item.type === "table")?.items?.[0]?.node;
    if (lcpElement) console.log(`${name}: LCP element ${lcpElement.selector ?? lcpElement.snippet}`);
    const shifts = (lhr.audits["layout-shifts"]?.details?.items ?? []).map((item) => `${item.node?.selector ?? "?"} (${item.score?.toFixed(3)})`);
    if (shifts.length) console.log(`${name}: layout shifts ${shifts.join(", ")}`);
  }
} finally {
  await chrome?.kill();
  await proxy?.stop();
  await bare?.stop();
  await server?.stop();
}
console.log(`\nLighthouse, mobile profile, locale ${locale}, median of ${runs} runs per page, ${viaNginx ? "through nginx (TLS, HTTP/2)" : "Node directly (HTTP/1.1)"}\n`);
console.log(table(rows));
