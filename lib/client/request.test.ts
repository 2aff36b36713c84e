import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { postJson, requestJson } from "@/lib/client/request";

function respond(body: string | null, init: ResponseInit & { contentType?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.contentType) headers.set("content-type", init.contentType);
  return vi.fn(async () => new Response(body, { status: init.status ?? 200, headers }));
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("request wrapper and its German error texts", () => {
  it("returns parsed JSON with status", async () => {
    vi.stubGlobal("fetch", respond('{"message":"ok"}', { contentType: "application/json; charset=utf-8" }));
    expect(await requestJson("/api/x")).toEqual({ data: { message: "ok" }, error: null, status: 200 });
  });

  it("204 and an empty body give null data without an error", async () => {
    vi.stubGlobal("fetch", respond(null, { status: 204 }));
    expect(await requestJson("/api/x")).toEqual({ data: null, error: null, status: 204 });
    vi.stubGlobal("fetch", respond("", { contentType: "application/json" }));
    expect(await requestJson("/api/x")).toEqual({ data: null, error: null, status: 200 });
  });

  it("a successful answer that is not JSON is an error", async () => {
    vi.stubGlobal("fetch", respond("<html>hi</html>", { contentType: "text/html" }));
    expect(await requestJson("/api/x")).toEqual({ data: null, error: "Unerwartetes Datenformat (kein JSON)", status: 200 });
  });

  it("JSON that does not parse is 'Ungültiges JSON-Format vom Server'", async () => {
    vi.stubGlobal("fetch", respond("{broken", { contentType: "application/json" }));
    expect(await requestJson("/api/x")).toEqual({ data: null, error: "Ungültiges JSON-Format vom Server", status: 200 });
  });

  it("a non-OK answer is 'HTTP-Fehler {status}: {start of body}' and keeps a JSON body as data", async () => {
    vi.stubGlobal("fetch", respond(`Internal trouble ${"x".repeat(500)}`, { status: 500, contentType: "text/plain" }));
    const failed = await requestJson("/api/x");
    expect(failed.status).toBe(500);
    expect(failed.data).toBeNull();
    expect(failed.error).toBe(`HTTP-Fehler 500: Internal trouble ${"x".repeat(183)}`);
    vi.stubGlobal("fetch", respond('{"code":"rateLimited","retryAfter":90}', { status: 429, contentType: "application/json" }));
    expect(await requestJson("/api/x")).toEqual({
      data: { code: "rateLimited", retryAfter: 90 },
      error: 'HTTP-Fehler 429: {"code":"rateLimited","retryAfter":90}',
      status: 429,
    });
  });

  it("a network failure gives status 0 and 'Netzwerkfehler: {message}'", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))));
    expect(await requestJson("/api/x")).toEqual({ data: null, error: "Netzwerkfehler: Failed to fetch", status: 0 });
  });

  it("sends credentials, and postJson sends a JSON body", async () => {
    const fetchMock = respond("{}", { contentType: "application/json" });
    vi.stubGlobal("fetch", fetchMock);
    await postJson("/api/logout", { reason: "user" });
    expect(fetchMock).toHaveBeenCalledWith("/api/logout", {
      credentials: "include",
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: '{"reason":"user"}',
    });
  });
});
