// Why one Lighthouse run scored what it did: Lighthouse's simulated ("Lantern") metrics taken apart
// for each run of a start page. Lantern builds the largest paint from what the observed page had
// finished before its own largest paint (every request that ended before it, and the scripts that
// started running before it), replays that on a slow 4G phone and adds the main-thread tasks ×4.
// Whether the big script chunks fall inside that cut decides whether LCP lands near 1.8 or 2.3 s;
// and as time-to-interactive is never earlier than LCP, it also decides whether the blocking time
// of React's start-up task is cut off at TTI or counted whole.
// It also prints the document's size and when the simulation has it: past the 14.6 kB that a new
// connection's first round trip carries (headers included), everything after it waits a round trip more.
// Usage: PUBLIC_PORT=3443 npm run build && PUBLIC_PORT=3443 node --import tsx bench/lantern-breakdown.mjs
//   (SITES=vault,writing, RUNS=3, LOCALE=en; DETAIL=1 names what each long task spent its time on;
//   the site "bare" is the bare Next.js page of bench/lighthouse.mjs, the floor)
import { LanternFirstContentfulPaint } from "lighthouse/core/computed/metrics/lantern-first-contentful-paint.js";
import { LanternInteractive } from "lighthouse/core/computed/metrics/lantern-interactive.js";
import { LanternLargestContentfulPaint } from "lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js";
import { LanternTotalBlockingTime } from "lighthouse/core/computed/metrics/lantern-total-blocking-time.js";
import { get } from "./lib/http.mjs";
import { launchChromium, runLighthouse } from "./lib/lighthouse-run.mjs";
import { nginxAvailable, startTlsProxy } from "./lib/nginx.ts";
import { startServer } from "./lib/server.mjs";
import { startBareNext } from "./lib/bare-next.mjs";

const port = 3420;
const tlsPort = 3443;
const barePort = 3421;
const bareTlsPort = 3444;
const locale = process.env.LOCALE ?? "en";
const sites = (process.env.SITES ?? "vault,writing,forum").split(",");
const runs = Math.max(1, Number(process.env.RUNS ?? 3));
if (!nginxAvailable() || process.env.PUBLIC_PORT !== String(tlsPort)) {
  console.error(`This measures through nginx, as bench/lighthouse.mjs does: it needs nginx and a build and run with PUBLIC_PORT=${tlsPort}.`);
  process.exit(1);
}

const ms = (value) => Math.round(value);
const fileOf = (url) => url.replace(/^https?:\/\/[^/]+/, "").replace(/^\/_next\/static\/(chunks|media)\//, "");

/** Lantern's four time metrics of one run, with what its largest-paint graph was built from. */
async function breakdown(artifacts) {
  const settings = artifacts.settings;
  const data = { trace: artifacts.Trace, devtoolsLog: artifacts.DevtoolsLog, gatherContext: artifacts.GatherContext, settings, URL: artifacts.URL, SourceMaps: artifacts.SourceMaps, simulator: null };
  const context = { computedCache: new Map(), settings };
  const fcp = await LanternFirstContentfulPaint.request(data, context);
  const lcp = await LanternLargestContentfulPaint.request(data, context);
  const tti = await LanternInteractive.request(data, context);
  const tbt = await LanternTotalBlockingTime.request(data, context);
  const nodes = [...lcp.pessimisticEstimate.nodeTimings.keys()];
  const requests = nodes.filter((node) => node.type === "network").map((node) => node.request);
  const kB = (type) => Math.round(requests.filter((request) => !type || request.resourceType === type).reduce((sum, request) => sum + request.transferSize, 0) / 1024);
  const range = (metric) => `${ms(metric.timing)} (${ms(metric.optimisticEstimate.timeInMs)}–${ms(metric.pessimisticEstimate.timeInMs)})`;
  const documentTiming = [...lcp.pessimisticEstimate.nodeTimings].find(([node]) => node.type === "network" && node.isMainDocument?.());
  return {
    document: documentTiming ? `${(documentTiming[0].request.transferSize / 1024).toFixed(1)} kB, received at ${ms(documentTiming[1].endTime)} ms` : "?",
    metrics: `FCP ${ms(fcp.timing)}, LCP ${ms(lcp.timing)}, TTI ${range(tti)}, TBT ${range(tbt)}`,
    graph: `${kB()} kB: scripts ${kB("Script")}, fonts ${kB("Font")}, css ${kB("Stylesheet")}; ${ms(nodes.filter((node) => node.type === "cpu").reduce((sum, node) => sum + node.duration / 1000, 0))} ms observed main thread`,
    scriptsInside: new Set(requests.filter((request) => request.resourceType === "Script").map((request) => fileOf(request.url))),
    longTasks: [...tbt.pessimisticEstimate.nodeTimings.entries()]
      .filter(([node, timing]) => node.type === "cpu" && timing.duration > 50)
      .map(([node, timing]) => `${ms(timing.startTime)}+${ms(timing.duration)}${process.env.DETAIL ? ` [${taskContents(node)}]` : ""}`)
      .join(process.env.DETAIL ? "\n    " : " "),
  };
}

/** What a main-thread task spent its observed time on: the heaviest kinds of trace event inside it. */
function taskContents(node) {
  const totals = new Map();
  for (const event of node.childEvents) {
    const script = event.args?.data?.url ? ` ${fileOf(event.args.data.url).slice(-24)}` : "";
    const key = `${event.name}${event.name === "EvaluateScript" || event.name === "FunctionCall" ? script : ""}`;
    totals.set(key, (totals.get(key) ?? 0) + (event.dur ?? 0) / 1000);
  }
  return [...totals].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([name, total]) => `${name} ${total.toFixed(1)}`).join(", ");
}

let server, bare, proxy, chrome;
try {
  server = await startServer({ port, env: { TRUST_PROXY: "true" } });
  bare = sites.includes("bare") ? await startBareNext({ port: barePort }) : undefined;
  proxy = await startTlsProxy({ port: tlsPort, upstreamPort: port, bare: bare && { port: bareTlsPort, upstreamPort: barePort } });
  chrome = await launchChromium({ tls: true });
  for (const site of sites) {
    const url = site === "bare" ? `https://localhost:${bareTlsPort}/` : `https://${site}.localhost:${tlsPort}/${locale}`;
    // One visit first, as bench/lighthouse.mjs does: the first request to a route loads its modules.
    const { host, port: urlPort, pathname } = new URL(url);
    await get({ port: Number(urlPort), host, path: pathname, tls: true });
    for (let run = 1; run <= runs; run += 1) {
      const result = await runLighthouse(url, { port: chrome.port, categories: ["performance"], name: site });
      if (!result) continue;
      const observed = result.lhr.audits.metrics.details.items[0];
      const parts = await breakdown(result.artifacts);
      const left = result.lhr.audits["network-requests"].details.items
        .filter((item) => item.resourceType === "Script" && !parts.scriptsInside.has(fileOf(item.url)))
        .map((item) => fileOf(item.url));
      console.log(
        `${site} run ${run}: score ${Math.round(result.lhr.categories.performance.score * 100)}, observed paint ${ms(observed.observedLargestContentfulPaint)} ms\n` +
          `  simulated ${parts.metrics} (optimistic–pessimistic)\n` +
          `  document: ${parts.document}\n` +
          `  LCP graph: ${parts.graph}\n` +
          `  scripts left out (run or finished after the observed paint): ${left.length ? left.join(", ") : "none"}\n` +
          `  tasks over 50 ms (simulated start+duration): ${parts.longTasks}`,
      );
    }
  }
} finally {
  await chrome?.kill();
  await proxy?.stop();
  await bare?.stop();
  await server?.stop();
}
