import { describe, expect, it } from "vitest";
import { parseHostConfig, type HostConfig } from "@/lib/env/hosts";
import { effectiveRequestOrigin, parseHostHeader, resolveHost } from "@/lib/tenancy/hosts/resolve";
import { isLocalHostname } from "@/lib/tenancy/hosts/local-address";
import { siteIds } from "@/lib/tenancy/sites/types";

function config(env: Record<string, string> = {}): HostConfig {
  const result = parseHostConfig(env);
  if (!result.ok) throw new Error(result.errors.join("\n"));
  return result.config;
}

const production = config({
  SITE_HOSTS_FORUM: "forum-example.org, sozialforum.example",
  SITE_HOSTS_SYMA: "syma.example",
  EXTRA_HOSTS: "spare.example",
  SERVER_ADDRESSES: "203.0.113.7",
});

describe("host → site", () => {
  it.each(siteIds)("serves %s on <id>.localhost with any port", (id) => {
    expect(resolveHost(`${id}.localhost:3000`, config())).toEqual({ kind: "site", site: id, hostname: `${id}.localhost`, local: true });
  });

  it("maps configured production hosts and their www. variants to the same site", () => {
    expect(resolveHost("forum-example.org", production)).toMatchObject({ kind: "site", site: "forum" });
    expect(resolveHost("www.forum-example.org", production)).toMatchObject({ kind: "site", site: "forum" });
    expect(resolveHost("SOZIALFORUM.example:443", production)).toMatchObject({ kind: "site", site: "forum" });
    expect(resolveHost("syma.example.", production)).toMatchObject({ kind: "site", site: "syma" });
  });

  it("shows the construction site with the switcher on local hosts", () => {
    for (const host of ["localhost", "localhost:3000", "127.0.0.1:3000", "[::1]:3000", "192.168.1.20", "10.0.0.5", "172.20.1.1", "203.0.113.7"]) {
      expect(resolveHost(host, production), host).toEqual({ kind: "local", hostname: expect.any(String) });
    }
  });

  it("names whitelisted hosts without a site as unknown", () => {
    expect(resolveHost("spare.example", production)).toEqual({ kind: "unknown", hostname: "spare.example", local: false });
    expect(resolveHost("nosite.localhost:3000", production)).toEqual({ kind: "unknown", hostname: "nosite.localhost", local: true });
  });

  it("rejects everything off the whitelist, malformed or oversized", () => {
    for (const host of [
      "evil.example",
      "forum-example.org.evil.example",
      "8.8.8.8",
      "172.32.0.1",
      "",
      null,
      "a..b",
      "forum-example.org@evil.example",
      "x".repeat(300),
      "ünïcode.example",
      "forum-example.org/path",
      "[::1",
    ]) {
      expect(resolveHost(host, production).kind, String(host)).toBe("rejected");
    }
  });

  it("parses ports and IPv6 literals", () => {
    expect(parseHostHeader("[::1]:8080")).toEqual({ hostname: "::1", port: "8080" });
    expect(parseHostHeader("Example.ORG")).toEqual({ hostname: "example.org", port: "" });
    expect(parseHostHeader("example.org:99999999")).toBeUndefined();
    expect(parseHostHeader("forum.localhost:65535")).toEqual({ hostname: "forum.localhost", port: "65535" });
    expect(parseHostHeader("forum.localhost:65536")).toBeUndefined();
    expect(parseHostHeader("forum.localhost:99999")).toBeUndefined();
    expect(parseHostHeader("[::1]:99999")).toBeUndefined();
  });

  it("knows the local address ranges", () => {
    expect(isLocalHostname("169.254.1.1")).toBe(true);
    expect(isLocalHostname("fd12:3456::1")).toBe(true);
    expect(isLocalHostname("::ffff:127.0.0.1")).toBe(true);
    expect(isLocalHostname("2001:db8::1")).toBe(false);
    expect(isLocalHostname("11.0.0.1")).toBe(false);
  });
});

describe("forwarded headers", () => {
  const forged = new Headers({ host: "forum-example.org", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" });

  it("ignores X-Forwarded-Host/-Proto unless the proxy is trusted", () => {
    expect(effectiveRequestOrigin(forged, false)).toEqual({ host: "forum-example.org", protocol: "http" });
  });

  it("uses them when the operator trusts the proxy", () => {
    expect(effectiveRequestOrigin(forged, true)).toEqual({ host: "evil.example", protocol: "https" });
  });
});

describe("host configuration", () => {
  it("names each bad variable", () => {
    const result = parseHostConfig({
      SITE_HOSTS_FORUM: "https://forum.example",
      SITE_HOSTS_SYMA: "ok.example",
      SITE_HOSTS_VAULT: "ok.example",
      TRUST_PROXY: "yes",
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toHaveLength(3);
    expect(result.errors[0]).toMatch(/^SITE_HOSTS_VAULT: host "ok.example" is already used by SITE_HOSTS_SYMA|^SITE_HOSTS_FORUM/);
    expect(result.errors.join("\n")).toContain("SITE_HOSTS_FORUM");
    expect(result.errors.join("\n")).toContain("SITE_HOSTS_VAULT");
    expect(result.errors.join("\n")).toContain("TRUST_PROXY");
  });

  it("takes the first host of a site as its canonical host", () => {
    expect(production.primaryHosts.forum).toBe("forum-example.org");
  });
});
