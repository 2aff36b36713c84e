// Why the Lighthouse benchmarks turn Chromium's paint holding off (bench/lib/lighthouse-run.mjs):
// one static page, its one style sheet held back DELAYS ms (default 0,300,600), measured by
// Lighthouse with Chromium's default and with paint holding off, RUNS times each (default 3). With
// the default, a page not ready within a few hundred milliseconds shows its first frame only at a
// whole second (GoogleChrome/lighthouse#17148); a browser a visitor uses paints it when it is ready.
// Usage: node bench/paint-holding.mjs
import http from "node:http";
import lighthouse from "lighthouse";
import { launchChromium } from "./lib/lighthouse-run.mjs";
import { table } from "./lib/load.mjs";

const port = 3499;
const delays = (process.env.DELAYS ?? "0,300,600").split(",").map(Number);
const runs = Math.max(1, Number(process.env.RUNS ?? 3));
const text = "Peace begins on our own doorstep: we pray together and stand by people who fled from war. ".repeat(30);

const server = http.createServer((request, response) => {
  const url = new URL(request.url ?? "/", `http://localhost:${port}`);
  const delay = Number(url.searchParams.get("delay") ?? 0);
  if (url.pathname === "/style.css") {
    setTimeout(() => response.writeHead(200, { "content-type": "text/css" }).end("body{font:18px/1.5 sans-serif;margin:0;padding:16px;background:#f6f7f1}"), delay);
    return;
  }
  response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Paint holding</title><link rel="stylesheet" href="/style.css?delay=${delay}"></head><body><h1>Peace Committee</h1><p>${text}</p></body></html>`,
  );
});
await new Promise((resolve) => server.listen(port, resolve));

const rows = [];
try {
  for (const holding of [true, false]) {
    const chrome = await launchChromium({ paintHolding: holding });
    try {
      for (const delay of delays) {
        const paints = [];
        const speedIndexes = [];
        for (let run = 0; run < runs; run += 1) {
          const result = await lighthouse(`http://localhost:${port}/?delay=${delay}`, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
          const metrics = result?.lhr.audits.metrics.details?.items?.[0];
          if (!metrics) continue;
          paints.push(Math.round(metrics.observedFirstContentfulPaint));
          speedIndexes.push(Math.round(metrics.speedIndex));
        }
        rows.push({ "paint holding": holding ? "on (default)" : "off", "style sheet after": `${delay} ms`, "observed first paint, ms": paints.join(" · "), "Speed Index, ms": speedIndexes.join(" · ") });
      }
    } finally {
      await chrome.kill();
    }
  }
} finally {
  server.close();
}
console.log(table(rows));
