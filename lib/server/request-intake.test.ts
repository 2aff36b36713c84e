import type { IncomingHttpHeaders } from "node:http";
import { describe, expect, it } from "vitest";
import { applyForwardingTrust, refusalOf } from "@/lib/server/request-intake";

describe("forwarded headers", () => {
  const spoofed = (): IncomingHttpHeaders => ({
    host: "forum.example.org",
    "x-forwarded-for": "127.0.0.1, 203.0.113.77",
    "x-forwarded-proto": "https",
    "x-forwarded-host": "evil.example",
  });
  it("without TRUST_PROXY: the client's own are dropped and the socket's address is the forwarded one", () => {
    const headers = spoofed();
    applyForwardingTrust(headers, "198.51.100.4", false);
    expect(headers).toEqual({ host: "forum.example.org", "x-forwarded-for": "198.51.100.4" });
  });
  it("with TRUST_PROXY: the proxy's headers stay as they are", () => {
    const headers = spoofed();
    applyForwardingTrust(headers, "127.0.0.1", true);
    expect(headers).toEqual(spoofed());
  });
});

describe("requests refused before Next sees them", () => {
  it("a Host port out of range, TRACE and a declared oversized body", () => {
    expect(refusalOf("GET", "/en", { host: "forum.localhost:99999" })).toBe("badHost");
    expect(refusalOf("GET", "/en", { host: "forum.localhost:65536" })).toBe("badHost");
    expect(refusalOf("GET", "/en", { host: "forum.localhost:65535" })).toBeUndefined();
    expect(refusalOf("TRACE", "/en", { host: "forum.localhost" })).toBe("methodNotAllowed");
    expect(refusalOf("POST", "/api/login", { host: "forum.localhost", "content-length": "99999999" })).toBe("bodyTooLarge");
    // An editor's publish of a language's texts may be larger than other bodies, up to 60 kB.
    expect(refusalOf("POST", "/api/content/publish", { host: "forum.localhost", "content-length": String(40 * 1024) })).toBeUndefined();
    expect(refusalOf("POST", "/api/login", { host: "forum.localhost", "content-length": String(40 * 1024) })).toBe("bodyTooLarge");
    expect(refusalOf("POST", "/api/content/publish", { host: "forum.localhost", "content-length": String(61 * 1024) })).toBe("bodyTooLarge");
    expect(refusalOf("GET", "/en", { host: "[::1]:3000" })).toBeUndefined();
  });
});

describe("paths that are no valid percent-encoding", () => {
  const host = { host: "forum.localhost" };
  it("are refused before the router, which would answer 500", () => {
    for (const url of ["/api/login%E0", "/en/%E0.css", "/_next/static/%E0.js", "/intern/forum/videos/%E0.mp4", "/en/%", "/en/%zz", "/en/%C3"]) {
      expect(refusalOf("GET", url, host), url).toBe("malformedEscape");
    }
  });
  it("while valid escapes, unescaped text and odd queries pass", () => {
    for (const url of ["/en/caf%C3%A9", "/en/%F0%9F%98%80", "/en/%2e%2e%2f", "/en/2024?q=%E0", "/en/100%25", "/en/plain"]) {
      expect(refusalOf("GET", url, host), url).toBeUndefined();
    }
  });
});
