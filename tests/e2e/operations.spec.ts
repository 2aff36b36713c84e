import { existsSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { E2E_PORT, ORIGIN } from "./server-env";
import { openRawRequest, rawGet } from "./support/raw-http";
import { spawnServer, waitUntilReady } from "./support/spawn-server";

test.describe.configure({ mode: "serial" });

test("health: liveness and readiness with the database", async ({ request }) => {
  const live = await request.get(`${ORIGIN}/api/health/live`);
  expect(live.status()).toBe(200);
  expect(await live.json()).toEqual({ status: "alive" });
  const ready = await request.get(`${ORIGIN}/api/health`);
  expect(ready.status()).toBe(200);
  expect(ready.headers()["cache-control"]).toBe("no-store");
  const body = await ready.json();
  expect(body.status).toBe("ready");
  expect(body.checks.database.status).toBe("ok");
  expect(body.checks.database.schemaVersion).toBeGreaterThan(0);
});

test("a bad configuration stops the server with one message per variable", async () => {
  const server = spawnServer(E2E_PORT + 51, {
    LOG_FORMAT: "xml",
    SHUTDOWN_DRAIN_SECONDS: "0",
    TRUST_PROXY: "maybe",
    EXTRA_HOSTS: "https://spare.example.test/",
  });
  expect(await server.exited).toBe(1);
  const output = server.output();
  expect(output).toContain("Configuration error, the server does not start");
  for (const variable of ["LOG_FORMAT", "SHUTDOWN_DRAIN_SECONDS", "TRUST_PROXY", "EXTRA_HOSTS"]) {
    expect(output.match(new RegExp(`- ${variable}:`, "g")), variable).toHaveLength(1);
  }
});

test("in production with real hosts, a missing or weak secret stops the server and names the variable", async () => {
  const server = spawnServer(E2E_PORT + 52, { NODE_ENV: "production", SESSION_SECRET: undefined, JWT_SECRET: "too-short" });
  expect(await server.exited).toBe(1);
  const output = server.output();
  expect(output).toMatch(/- SESSION_SECRET: is missing/);
  expect(output).toMatch(/- JWT_SECRET: /);
  expect(output).not.toContain("too-short");
});

test("a server whose site hosts or public port differ from its build's stops and says to build again", async () => {
  const port = E2E_PORT + 55;
  const server = spawnServer(port, { PUBLIC_PORT: String(port), SITE_HOSTS_FORUM: "forum.example.org" });
  expect(await server.exited).toBe(1);
  const output = server.output();
  expect(output).toContain('- SITE_HOSTS_FORUM: is "forum.example.org" now but was "forum.example.test" when the server was built');
  expect(output).toContain(`- PUBLIC_PORT: this server's public port is ${port} (PUBLIC_PORT, else PORT) but the build used ${E2E_PORT}`);
});

test("logs are JSON lines that carry the request id of the answer", async () => {
  const server = spawnServer(E2E_PORT + 53, { LOG_FORMAT: "json" });
  try {
    await waitUntilReady(server);
    const answer = await rawGetOn(server.port, "/en", "evil.example");
    const requestId = answer.headers["x-request-id"]?.[0];
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    await expect.poll(() => server.output()).toContain(requestId);
    const lines = server
      .output()
      .split("\n")
      .filter((line) => line.trim().startsWith("{"));
    const entry = lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((line) => line.requestId === requestId);
    expect(entry).toMatchObject({ level: "warn", msg: "host rejected", host: "evil.example" });
    expect(server.output()).not.toMatch(/SESSION_SECRET|e2e-test-session-secret/);
  } finally {
    server.child.kill("SIGTERM");
    await server.exited;
  }
});

test("SIGTERM lets requests in flight finish, then closes the database and exits", async () => {
  const server = spawnServer(E2E_PORT + 54);
  await waitUntilReady(server);
  const host = `forum.localhost:${server.port}`;
  // Requests whose bodies are still arriving when the signal comes: in flight for certain.
  const body = JSON.stringify({ userName: "nobody-at-all-here", password: "wrong-password-1234" });
  const requests = Array.from({ length: 5 }, () => {
    const request = openRawRequest(
      [
        "POST /api/login HTTP/1.1",
        `Host: ${host}`,
        `Origin: http://${host}`,
        "Content-Type: application/json",
        `Content-Length: ${body.length}`,
      ].join("\r\n"),
      server.port,
    );
    request.send(body.slice(0, 10));
    return request;
  });
  await expect.poll(() => fetch(`http://127.0.0.1:${server.port}/api/health/live`).then((r) => r.status)).toBe(200);
  await new Promise((resolve) => setTimeout(resolve, 500));
  server.child.kill("SIGTERM");
  await new Promise((resolve) => setTimeout(resolve, 300));
  for (const request of requests) request.send(body.slice(10));
  const answers = await Promise.all(requests.map((request) => request.response));
  expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 401));
  const code = await server.exited;
  expect([0, 143]).toContain(code);
  expect(server.output()).toContain("shutting down");
  // A cleanly closed SQLite database in WAL mode leaves no write-ahead log behind.
  expect(existsSync(join(server.dataDir, "multisite.sqlite-wal"))).toBe(false);
});

function rawGetOn(port: number, path: string, host: string) {
  return rawGet(path, host, [], port);
}
