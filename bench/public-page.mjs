// In one run, so the ratios hold on a busy machine, under 50 connections: nginx serving the
// public page's HTML bytes from disk (the limit), the prerendered page from the Node server
// directly, the example nginx cache in front of Node, the signed-in /en/dashboard (rendered
// per request, session checked) and the same address without a session (the redirect to the
// login) from Node; then the framework's floors, a bare Next.js app of the
// same version (bench/bare-next): a prerendered page of the same size served directly, the same
// page reached through a middleware that rewrites (as ours does for every page), and a page
// rendered per request.
// Usage: npm run build && node --import tsx bench/public-page.mjs   (BENCH_SECONDS=10, BENCH_PATH=/en/2024, BENCH_CONNECTIONS=50)
import { hashPassword } from "../lib/crypto/password-hash.ts";
import { startBareNext } from "./lib/bare-next.mjs";
import { get } from "./lib/http.mjs";
import { load, table } from "./lib/load.mjs";
import { nginxAvailable, startNginx } from "./lib/nginx.ts";
import { startServer } from "./lib/server.mjs";
import { benchmarkMember, signIn } from "./lib/sign-in.mjs";

const rowOf = (target, result) => ({
  target,
  "req/s": Math.round(result.requestsPerSecond),
  "p50 ms": result.p50,
  "p90 ms": result.p90,
  "p99 ms": result.p99,
  "max ms": result.max,
  failed: result.failed,
});
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const path = process.env.BENCH_PATH ?? "/en/2024";
const ports = { node: 3400, limit: 3401, cache: 3402, bare: 3403 };
const host = `forum.localhost:${ports.node}`;

if (!nginxAvailable()) {
  console.error("nginx is needed for the limit and the cache: apt-get install -y nginx-light");
  process.exit(1);
}

const server = await startServer({
  port: ports.node,
  env: { SHARED_LOGIN_FORUM: `${benchmarkMember.userName}:${await hashPassword(benchmarkMember.password)}`, SESSION_DURATION: "1h" },
});
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
  const cookie = await signIn({ port: ports.node, host });
  const dashboard = await get({ port: ports.node, host, path: "/en/dashboard", headers: { cookie } });
  // The overview is kept per access: it holds no member's name, the browser asks for it (the next row).
  if (dashboard.status !== 200 || !dashboard.body.toString().includes('data-testid="dashboard-user"')) {
    throw new Error(`the dashboard answered ${dashboard.status} without the overview`);
  }
  const question = { path: "/api/check-auth-status", method: "POST", body: "{}", headers: { cookie, origin: `http://${host}`, "content-type": "application/json" } };
  for (const [name, port, target] of [
    ["nginx, same bytes from disk (limit)", ports.limit, { path }],
    [`Node standalone server, ${path}`, ports.node, { path }],
    ["nginx cache in front of Node", ports.cache, { path }],
    ["Node, signed-in /en/dashboard", ports.node, { path: "/en/dashboard", headers: { cookie } }],
    ["Node, the browser's question on it (POST /api/check-auth-status)", ports.node, question],
    ["Node, /en/dashboard without a session (307 to the login)", ports.node, { path: "/en/dashboard", expectStatus: 307 }],
  ]) {
    await load({ port, host, ...target, duration: 2 });
    const result = await load({ port, host, ...target, duration: seconds });
    rows.push(rowOf(name, result));
  }
} finally {
  await nginx?.stop();
  await server.stop();
}
const bare = await startBareNext({ port: ports.bare });
try {
  const bareHost = `127.0.0.1:${ports.bare}`;
  const sized = await get({ port: ports.bare, host: bareHost, path: "/site/sized" });
  for (const [name, target] of [
    [`bare Next.js, prerendered page of ${Math.round(sized.body.length / 1000)} kB`, "/site/sized"],
    ["bare Next.js, the same through a rewriting middleware", "/via-middleware/sized"],
    ["bare Next.js, a page rendered per request", "/dynamic"],
  ]) {
    await load({ port: ports.bare, host: bareHost, path: target, duration: 2 });
    const result = await load({ port: ports.bare, host: bareHost, path: target, duration: seconds });
    rows.push(rowOf(name, result));
  }
} finally {
  await bare.stop();
}
const limit = rows[0]["req/s"];
for (const row of rows) row["share of limit"] = `${((row["req/s"] / limit) * 100).toFixed(1)} %`;
console.log(`\nPrerendered page ${path} (${page.body.length} bytes) and the signed-in dashboard, ${connections} connections, ${seconds} s each\n`);
console.log(table(rows));
