import { expect, test } from "@playwright/test";
import { E2E_PORT } from "./server-env";
import { call, entitledMember, openChatStream, signIn } from "./support/http-client";
import { spawnServer, waitUntilReady, type SpawnedServer } from "./support/spawn-server";

test.describe.configure({ mode: "serial" });

const METRICS_TOKEN = "e2e-metrics-token-0123456789abcdef";
let server: SpawnedServer;

test.beforeAll(async () => {
  // Behind a proxy it trusts, so the test can be a remote client by its X-Forwarded-For.
  server = spawnServer(E2E_PORT + 70, { TRUST_PROXY: "true", METRICS_TOKEN, DATABASE_URL: undefined });
  await waitUntilReady(server);
});
test.afterAll(async () => {
  if (server.child.exitCode !== null) return;
  server.child.kill("SIGTERM");
  await server.exited;
});

const scrape = (headers: Record<string, string> = {}) => call(server.port, { path: "/api/metrics", site: "forum", headers });
const local = { "x-forwarded-for": "127.0.0.1" };

/** One series' value in the exposition, 0 when absent. */
function value(text: string, series: string): number {
  const line = text.split("\n").find((entry) => entry.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

test("a remote client gets 404 without a token and 403 with a wrong one; the right token opens the metrics", async () => {
  const remote = { "x-forwarded-for": "203.0.113.50" };
  expect((await scrape(remote)).status).toBe(404);
  expect((await scrape({ ...remote, authorization: "Bearer wrong-token-wrong-token-wrong" })).status).toBe(403);
  const allowed = await scrape({ ...remote, authorization: `Bearer ${METRICS_TOKEN}` });
  expect(allowed.status).toBe(200);
  expect(allowed.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
  expect(allowed.headers["cache-control"]).toBe("no-store");
});

test("pages, API answers, sign-in failures, 429s, open streams and event-loop lag are counted", async () => {
  const before = (await scrape(local)).text;
  const pages = 'multisite_http_requests_total{route_class="page",status="200"}';
  const failures = "multisite_sign_in_failures_total";
  expect((await call(server.port, { path: "/en", site: "forum" })).status).toBe(200);
  expect((await call(server.port, { path: "/en/about", site: "syma" })).status).toBeLessThan(500);
  for (let n = 1; n <= 6; n += 1) await signIn(server.port, "vault", { userName: "vault-metrics-guess", password: `wrong-${n}` }, "127.0.0.1");
  const member = await entitledMember(server.port, server.dataDir, "forum", "127.0.0.1", "");
  const stream = openChatStream(server.port, "forum", member.cookie);
  expect(await stream.status).toBe(200);
  try {
    const after = (await scrape(local)).text;
    expect(value(after, pages)).toBeGreaterThanOrEqual(value(before, pages) + 1);
    expect(value(after, failures)).toBe(value(before, failures) + 5);
    expect(value(after, 'multisite_http_requests_total{route_class="api",status="429"}')).toBeGreaterThanOrEqual(1);
    expect(value(after, 'multisite_http_rate_limited_total{route_class="api"}')).toBeGreaterThanOrEqual(1);
    expect(value(after, "multisite_chat_open_streams")).toBe(1);
    expect(value(after, 'multisite_db_query_duration_seconds_count{kind="select"}')).toBeGreaterThan(value(before, 'multisite_db_query_duration_seconds_count{kind="select"}'));
    expect(after).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
  } finally {
    stream.close();
  }
  await expect.poll(async () => value((await scrape(local)).text, "multisite_chat_open_streams")).toBe(0);
});
