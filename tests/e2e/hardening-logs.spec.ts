/**
 * What only the built server shows: answers to malformed addresses and forwarded hosts before
 * and around Next's router, the log a flood leaves behind, and when slow clients are cut. One
 * standalone server of the build, behind a "trusted proxy", with short slow-client limits.
 */
import { connect } from "node:net";
import { expect, test } from "@playwright/test";
import { E2E_PORT } from "./server-env";
import { rawGet, type RawResponse } from "./support/raw-http";
import { spawnServer, waitUntilReady, type SpawnedServer } from "./support/spawn-server";

test.describe.configure({ mode: "serial" });

const PORT = E2E_PORT + 40;
const HOST = `forum.localhost:${PORT}`;
let server: SpawnedServer;

test.beforeAll(async () => {
  server = spawnServer(PORT, { TRUST_PROXY: "true", HEADERS_TIMEOUT_SECONDS: "2", REQUEST_TIMEOUT_SECONDS: "3" });
  await waitUntilReady(server);
});

test.afterAll(async () => {
  if (server.child.exitCode !== null) return;
  server.child.kill("SIGTERM");
  await server.exited;
});

/** The server's JSON log lines (the framework's start-up banner before them is plain text). */
function logLines(): string[] {
  const lines = server.output().split("\n");
  const first = lines.findIndex((line) => line.startsWith("{"));
  return lines.slice(first).filter((line) => line.trim() !== "");
}

const linesWith = (text: string) => logLines().filter((line) => line.includes(text));

/** `count` requests, `parallel` at a time. */
async function flood(count: number, send: (index: number) => Promise<RawResponse>, parallel = 10): Promise<RawResponse[]> {
  const answers: RawResponse[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < count) answers.push(await send(next++));
    }),
  );
  return answers;
}

test("a malformed percent-escape gets 400 with a reason, never a 500, and the log one line", async () => {
  for (const path of ["/api/login%E0", "/en/%E0.css", "/_next/static/%E0.js", "/intern/forum/videos/%E0.mp4", "/en/%E0", "/en/%"]) {
    const answer = await rawGet(path, HOST, [], PORT);
    expect(answer.status, path).toBe(400);
    expect(JSON.parse(answer.body), path).toEqual({ code: "malformedEscape", error: expect.stringContaining("malformed percent-escape") });
  }
  // A malformed escape in the query is the page's business, not the router's: the page answers.
  expect((await rawGet("/en?q=%E0", HOST, [], PORT)).status).toBe(200);
  const answers = await flood(300, (index) => rawGet(`/en/${index}%E0`, HOST, [], PORT));
  expect(answers.every((answer) => answer.status === 400)).toBe(true);
  expect(linesWith("malformed percent-escape")).toHaveLength(1);
});

test("a forwarded host with a port out of range gets the unknown host's answer, never a 500", async () => {
  for (const path of ["/", "/en", "/en/2024", "/en/dashboard", "/api/login"]) {
    const unknown = await rawGet(path, HOST, ["X-Forwarded-Host: evil.example"], PORT);
    expect(unknown.status, path).toBe(421);
    for (const forwarded of ["forum.localhost:99999", "forum.localhost:65536", "[::1]:99999"]) {
      const odd = await rawGet(path, HOST, [`X-Forwarded-Host: ${forwarded}`, "X-Forwarded-Proto: https"], PORT);
      expect({ status: odd.status, body: odd.body }, `${forwarded} ${path}`).toEqual({ status: unknown.status, body: unknown.body });
    }
  }
});

test("1,000 forged session cookies and 1,000 foreign hosts leave a handful of log lines", async () => {
  test.setTimeout(120_000);
  const cookies = await flood(1000, (index) => rawGet("/api/chat/stream", HOST, [`Cookie: session=forged-${index}-${"x".repeat(60)}`], PORT));
  expect(cookies.every((answer) => answer.status === 401)).toBe(true);
  const hosts = await flood(1000, (index) => rawGet("/en", `scanner-${index}.example`, [], PORT));
  expect(hosts.every((answer) => answer.status === 421)).toBe(true);
  // The first of each kind in full; the count follows once a minute.
  expect(linesWith("session cookie refused")).toHaveLength(1);
  expect(linesWith("host rejected").length).toBeLessThanOrEqual(2);
});

test("every log line is JSON with a time, the database's start-up line included", () => {
  const lines = logLines();
  expect(lines.length).toBeGreaterThan(3);
  for (const line of lines) {
    const entry = JSON.parse(line) as { time?: unknown };
    expect(Date.parse(String(entry.time)), line).not.toBeNaN();
  }
  expect(lines.map((line) => JSON.parse(line) as Record<string, unknown>)).toContainEqual(expect.objectContaining({ msg: "database ready", time: expect.any(String) }));
});

/** Sends `head` and then one byte every 250 ms until the server closes; seconds until then, and the status. */
function trickle(head: string, drip: string): Promise<{ seconds: number; status: number }> {
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = connect(PORT, "127.0.0.1");
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk.toString("latin1")));
    socket.on("error", () => undefined);
    socket.write(head);
    const timer = setInterval(() => socket.writable && socket.write(drip), 250);
    socket.on("close", () => {
      clearInterval(timer);
      resolve({ seconds: (performance.now() - started) / 1000, status: Number(answer.split(" ")[1] ?? 0) });
    });
  });
}

test("slow headers are cut at HEADERS_TIMEOUT_SECONDS and a slow body at REQUEST_TIMEOUT_SECONDS, with 408", async () => {
  const [headers, body] = await Promise.all([
    trickle(`GET /en HTTP/1.1\r\nHost: ${HOST}\r\nX-Slow: a`, "a"),
    trickle(`POST /api/login HTTP/1.1\r\nHost: ${HOST}\r\nOrigin: http://${HOST}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{`, " "),
  ]);
  expect(headers.status).toBe(408);
  expect(headers.seconds).toBeGreaterThanOrEqual(1.95);
  expect(headers.seconds).toBeLessThan(2.8);
  expect(body.status).toBe(408);
  expect(body.seconds).toBeGreaterThanOrEqual(2.95);
  expect(body.seconds).toBeLessThan(3.8);
});
