import type { IncomingHttpHeaders } from "node:http";
import { describe, expect, it } from "vitest";
import { PasswordPool } from "@/lib/auth/password-pool";
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
    expect(refusalOf("GET", { host: "forum.localhost:99999" })).toBe("badHost");
    expect(refusalOf("GET", { host: "forum.localhost:65536" })).toBe("badHost");
    expect(refusalOf("GET", { host: "forum.localhost:65535" })).toBeUndefined();
    expect(refusalOf("TRACE", { host: "forum.localhost" })).toBe("methodNotAllowed");
    expect(refusalOf("POST", { host: "forum.localhost", "content-length": "99999999" })).toBe("bodyTooLarge");
    expect(refusalOf("GET", { host: "[::1]:3000" })).toBeUndefined();
  });
});

describe("password check pool", () => {
  const gate = () => {
    let open = () => {};
    const opened = new Promise<void>((resolve) => (open = resolve));
    return { opened, open };
  };
  it("runs at most 2 at once, queues a few and refuses beyond, with a client's share capped", async () => {
    const pool = new PasswordPool({ running: 2, queued: 3, perClient: 4 });
    const release = gate();
    let active = 0;
    let most = 0;
    const work = async () => {
      active += 1;
      most = Math.max(most, active);
      await release.opened;
      active -= 1;
      return "checked";
    };
    const clients = ["a", "a", "a", "a", "a", "b", "b", "c", "d"];
    const runs = clients.map((client) => pool.run(client, work));
    expect(pool.load).toEqual({ running: 2, queued: 3 });
    release.open();
    const results = await Promise.all(runs);
    expect(most).toBe(2);
    // a: 4 taken, the fifth over its share; b, b, then c … over the queue.
    expect(results.map((result) => result.ok)).toEqual([true, true, true, true, false, true, false, false, false]);
    expect(results[4]).toEqual({ ok: false, retryAfter: 2 });
    expect(pool.load).toEqual({ running: 0, queued: 0 });
    expect(await pool.run("a", async () => "again")).toEqual({ ok: true, value: "again" });
  });

  it("frees the place of work that fails", async () => {
    const pool = new PasswordPool({ running: 1, queued: 0, perClient: 1 });
    await expect(pool.run("a", () => Promise.reject(new Error("broken")))).rejects.toThrow("broken");
    expect(await pool.run("a", async () => 1)).toEqual({ ok: true, value: 1 });
  });
});

describe("log lines about rejected hosts", () => {
  it("come once per host and minute, with bounded memory", async () => {
    const { logThrottle } = await import("@/lib/tenancy/hosts/log-throttle");
    const shouldLog = logThrottle(60_000, 3);
    const t = 1_000_000;
    expect([shouldLog("evil.example", t), shouldLog("evil.example", t + 1), shouldLog("evil.example", t + 59_999)]).toEqual([true, false, false]);
    expect(shouldLog("other.example", t + 5)).toBe(true);
    expect(shouldLog("evil.example", t + 60_000)).toBe(true);
    expect(Array.from({ length: 1100 }, (_, i) => shouldLog("flood.example", t + i)).filter(Boolean)).toHaveLength(1);
  });
});
