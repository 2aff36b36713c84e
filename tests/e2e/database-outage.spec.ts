/**
 * PostgreSQL goes away for a few seconds (a throw-away cluster of this test; the shared one is
 * not touched): readiness and pages that need the database say 503 with a clear message,
 * prerendered public pages keep answering, and everything comes back without a restart.
 */
import { expect, test } from "@playwright/test";
import { E2E_PORT } from "./server-env";
import { call, sharedCredentials, signIn } from "./support/http-client";
import { postgresForTests, throwawayCluster, type ThrowawayCluster } from "./support/postgres";
import { spawnServer, waitUntilReady, type SpawnedServer } from "./support/spawn-server";

let cluster: ThrowawayCluster | undefined;
let server: SpawnedServer | undefined;

test.afterAll(async () => {
  if (server && server.child.exitCode === null) {
    server.child.kill("SIGTERM");
    await server.exited;
  }
  cluster?.remove();
});

const health = async (port: number) => (await fetch(`http://127.0.0.1:${port}/api/health`)).status;

test("database outage: health 503, members' pages 503 with a message, public pages 200, recovery without a restart", async () => {
  test.setTimeout(120_000);
  // PostgreSQL must be installed where the shared cluster runs; this test needs no URL of it.
  postgresForTests();
  cluster = throwawayCluster();
  server = spawnServer(E2E_PORT + 95, { DATABASE_URL: cluster.url });
  await waitUntilReady(server);
  await expect.poll(() => health(server!.port), { timeout: 30_000 }).toBe(200);
  const cookie = (await signIn(server.port, "forum", sharedCredentials("forum"), "127.0.0.1")).cookie as string;
  expect((await call(server.port, { path: "/en/dashboard", site: "forum", cookie })).status).toBe(200);

  cluster.stop();
  const stoppedAt = Date.now();
  await expect.poll(() => health(server!.port), { timeout: 10_000 }).toBe(503);
  const page = await call(server.port, { path: "/en/dashboard", site: "forum", cookie });
  expect(page.status).toBe(503);
  expect(page.text).toMatch(/database/i);
  expect(page.text).not.toMatch(/Internal Server Error/i);
  // Every page asked for during the outage fails alike: one line for them all, one stack trace.
  for (let i = 0; i < 20; i += 1) expect((await call(server.port, { path: "/en/dashboard", site: "forum", cookie })).status).toBe(503);
  const logLines = server.output().split("\n");
  expect(logLines.filter((line) => line.includes("a page failed: the database does not answer"))).toHaveLength(1);
  expect(logLines.filter((line) => /\\n\s+at /.test(line))).toHaveLength(1);
  const api = await call(server.port, { method: "POST", path: "/api/login", site: "forum", body: sharedCredentials("forum") });
  expect(api.status).toBe(503);
  expect((await call(server.port, { path: "/en", site: "forum" })).status).toBe(200);
  expect((await call(server.port, { path: "/en", site: "syma" })).status).toBe(200);
  // A few seconds of outage.
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, 3000 - (Date.now() - stoppedAt))));

  cluster.start();
  await expect.poll(() => health(server!.port), { timeout: 30_000 }).toBe(200);
  expect(server.child.exitCode).toBeNull();
  const again = await call(server.port, { path: "/en/dashboard", site: "forum", cookie });
  expect(again.status).toBe(200);
  expect(again.text).toContain('data-testid="dashboard-user"');
  expect((await signIn(server.port, "forum", sharedCredentials("forum"), "127.0.0.1")).status).toBe(200);
});
