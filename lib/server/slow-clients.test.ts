import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { parseOperationsConfig } from "@/lib/env/operations";
import { watchConnection, watchRequest } from "@/lib/server/slow-clients";

const limits = { headersMs: 400, requestMs: 800 };
let server: Server;
let port = 0;

beforeAll(async () => {
  vi.spyOn(process.stderr, "write").mockImplementation(() => true);
  server = createServer((request, response) => {
    request.resume();
    // An answer that takes longer than both limits: answers are never cut.
    request.on("end", () => setTimeout(() => response.end("answered"), request.url === "/slow-answer" ? 1_200 : 0));
  });
  server.on("connection", (socket) => watchConnection(socket, limits));
  server.on("request", (request, response) => watchRequest(request, response, limits));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => {
  vi.restoreAllMocks();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

/** Sends `head`, then one byte of `drip` every 50 ms; resolves when the server closes the connection. */
function trickle(head: string, drip: string, later: string[] = []): Promise<{ seconds: number; answer: string }> {
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = connect(port, "127.0.0.1");
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk.toString("latin1")));
    socket.write(head);
    const timer = setInterval(() => drip && socket.writable && socket.write(drip), 50);
    later.forEach((text, index) => setTimeout(() => socket.writable && socket.write(text), 300 * (index + 1)));
    socket.on("error", () => undefined);
    socket.on("close", () => {
      clearInterval(timer);
      resolve({ seconds: (performance.now() - started) / 1000, answer });
    });
  });
}

describe("slow clients", () => {
  it("headers that do not arrive within the limit get 408 and the connection closes at the limit", async () => {
    const { seconds, answer } = await trickle("GET / HTTP/1.1\r\nHost: a\r\nX-Slow: ", "x");
    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout/);
    expect(seconds).toBeGreaterThanOrEqual(0.39);
    expect(seconds).toBeLessThan(0.6);
  });

  it("a body that does not arrive within the request limit gets 408 at the limit", async () => {
    const { seconds, answer } = await trickle("POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 1000\r\n\r\n", " ");
    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout/);
    expect(seconds).toBeGreaterThanOrEqual(0.79);
    expect(seconds).toBeLessThan(1.0);
  });

  it("an answer that takes longer than both limits is never cut", async () => {
    const { answer } = await trickle("GET /slow-answer HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n", "");
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK[\s\S]*answered$/);
  });

  it("a kept-alive connection gets a fresh allowance for each request", async () => {
    const request = (path: string, close = false) => `GET ${path} HTTP/1.1\r\nHost: a\r\n${close ? "Connection: close\r\n" : ""}\r\n`;
    // Requests at 0, 300 and 600 ms on one connection: 600 ms in all, longer than the headers limit.
    const { answer } = await trickle(request("/1"), "", [request("/2"), request("/3", true)]);
    expect(answer.match(/HTTP\/1\.1 200 OK/g)).toHaveLength(3);
  });
});

describe("the limits' configuration", () => {
  it("defaults to 20 s for the headers and 30 s for the whole request, as the README promises", () => {
    const parsed = parseOperationsConfig({});
    expect(parsed.ok && parsed.config.clientTimeLimits).toEqual({ headersMs: 20_000, requestMs: 30_000 });
  });
  it("takes whole seconds from HEADERS_TIMEOUT_SECONDS and REQUEST_TIMEOUT_SECONDS and names a bad one", () => {
    const parsed = parseOperationsConfig({ HEADERS_TIMEOUT_SECONDS: "2", REQUEST_TIMEOUT_SECONDS: "3" });
    expect(parsed.ok && parsed.config.clientTimeLimits).toEqual({ headersMs: 2_000, requestMs: 3_000 });
    const bad = parseOperationsConfig({ HEADERS_TIMEOUT_SECONDS: "0.5", REQUEST_TIMEOUT_SECONDS: "9999" });
    expect(bad.ok ? [] : bad.errors.map((error) => error.split(":")[0])).toEqual(["HEADERS_TIMEOUT_SECONDS", "REQUEST_TIMEOUT_SECONDS"]);
    const inverted = parseOperationsConfig({ HEADERS_TIMEOUT_SECONDS: "20", REQUEST_TIMEOUT_SECONDS: "10" });
    expect(inverted.ok ? "" : inverted.errors.join()).toMatch(/^REQUEST_TIMEOUT_SECONDS: must not be shorter/);
  });
});
