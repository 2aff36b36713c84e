// A prerendered public page under 50 connections: nginx serving the same HTML bytes from
// disk (the limit), the Node server directly, and the example nginx cache in front of Node.
// Usage: npm run build && node bench/public-page.mjs   (BENCH_SECONDS=10, BENCH_PATH=/en/2024)
import { get } from "./lib/http.mjs";
import { load, table } from "./lib/load.mjs";
import { nginxAvailable, startNginx } from "./lib/nginx.mjs";
import { startServer } from "./lib/server.mjs";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const path = process.env.BENCH_PATH ?? "/en/2024";
const ports = { node: 3400, limit: 3401, cache: 3402 };
const host = `forum.localhost:${ports.node}`;

if (!nginxAvailable()) {
  console.error("nginx is needed for the limit and the cache: apt-get install -y nginx-light");
  process.exit(1);
}

const server = await startServer({ port: ports.node });
let nginx;
const rows = [];
let page;
try {
  page = await get({ port: ports.node, host, path });
  if (page.status !== 200) throw new Error(`${path} answered ${page.status}`);
  nginx = await startNginx({ staticPort: ports.limit, proxyPort: ports.cache, upstreamPort: ports.node, files: { [path]: page.body } });
  const first = await get({ port: ports.cache, host, path });
  const again = await get({ port: ports.cache, host, path });
  if (!again.body.equals(page.body) || again.headers["x-cache-status"] !== "HIT") {
    throw new Error(`the nginx cache did not keep the page (first ${first.headers["x-cache-status"]}, then ${again.headers["x-cache-status"]})`);
  }
  for (const [name, port] of [
    ["nginx, same bytes from disk (limit)", ports.limit],
    ["Node standalone server", ports.node],
    ["nginx cache in front of Node", ports.cache],
  ]) {
    await load({ port, host, path, duration: 2 });
    const result = await load({ port, host, path, duration: seconds });
    rows.push({ target: name, "req/s": Math.round(result.requestsPerSecond), "p50 ms": result.p50, "p99 ms": result.p99, failed: result.failed });
  }
} finally {
  await nginx?.stop();
  await server.stop();
}
const limit = rows[0]["req/s"];
for (const row of rows) row["share of limit"] = `${((row["req/s"] / limit) * 100).toFixed(1)} %`;
console.log(`\nPrerendered page ${path} (${page.body.length} bytes), 50 connections, ${seconds} s each\n`);
console.log(table(rows));
