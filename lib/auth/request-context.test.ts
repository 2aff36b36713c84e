import { describe, expect, it } from "vitest";
import { cookieOptions, deviceCookieName, sessionCookieName } from "@/lib/auth/cookie";
import { clientAddress, isSameOrigin, requestContextOf } from "@/lib/auth/request-context";
import { parseHostConfig, type HostConfig } from "@/lib/env/hosts";

function config(env: Record<string, string> = {}): HostConfig {
  const result = parseHostConfig({ SITE_HOSTS_FORUM: "forum.example.org", EXTRA_HOSTS: "spare.example.org", ...env });
  if (!result.ok) throw new Error(result.errors.join());
  return result.config;
}
const headers = (values: Record<string, string>) => new Headers(values);
const noCookie = () => undefined;

describe("which site a request signs in to", () => {
  it("comes from the host, never from a header the middleware would set", () => {
    expect(requestContextOf(headers({ host: "forum.example.org", "x-middleware-rewrite": "/vault/en/dashboard" }), noCookie, config())).toMatchObject({
      site: "forum",
      origin: "http://forum.example.org",
    });
    expect(requestContextOf(headers({ host: "vault.localhost:3000" }), noCookie, config()).site).toBe("vault");
  });

  it("has no site on the construction site, unknown or rejected hosts", () => {
    expect(requestContextOf(headers({ host: "tax.localhost" }), noCookie, config()).site).toBeUndefined();
    expect(requestContextOf(headers({ host: "spare.example.org" }), noCookie, config()).site).toBeUndefined();
    const rejected = requestContextOf(headers({ host: "evil.example" }), noCookie, config());
    expect([rejected.site, rejected.origin]).toEqual([undefined, undefined]);
  });

  it("on a local address follows the domain switcher, as the pages do", () => {
    const cookie = (name: string) => (name === "preview-site" ? "morpheme" : undefined);
    expect(requestContextOf(headers({ host: "127.0.0.1:3000" }), cookie, config()).site).toBe("morpheme");
    expect(requestContextOf(headers({ host: "forum.example.org" }), cookie, config()).site).toBe("forum");
  });

  it("trusts X-Forwarded-Proto/-Host only with TRUST_PROXY", () => {
    const forwarded = headers({ host: "127.0.0.1:3000", "x-forwarded-host": "forum.example.org", "x-forwarded-proto": "https" });
    const untrusted = requestContextOf(forwarded, noCookie, config());
    expect([untrusted.protocol, untrusted.site]).toEqual(["http", undefined]);
    expect(requestContextOf(forwarded, noCookie, config({ TRUST_PROXY: "true" }))).toMatchObject({
      protocol: "https",
      site: "forum",
      origin: "https://forum.example.org",
      secureTransport: true,
    });
  });

  it("plain http is secure enough only on local hosts", () => {
    expect(requestContextOf(headers({ host: "forum.example.org" }), noCookie, config()).secureTransport).toBe(false);
    expect(requestContextOf(headers({ host: "forum.localhost:3000" }), noCookie, config()).secureTransport).toBe(true);
  });
});

describe("Origin check of state-changing requests", () => {
  const context = requestContextOf(headers({ host: "forum.localhost:3000" }), noCookie, config());
  it("accepts the same origin and refuses any other, or none", () => {
    expect(isSameOrigin(headers({ origin: "http://forum.localhost:3000" }), context)).toBe(true);
    expect(isSameOrigin(headers({ origin: "http://evil.example" }), context)).toBe(false);
    expect(isSameOrigin(headers({ origin: "http://vault.localhost:3000" }), context)).toBe(false);
    expect(isSameOrigin(headers({ origin: "null" }), context)).toBe(false);
    expect(isSameOrigin(headers({ "sec-fetch-site": "same-origin" }), context)).toBe(true);
    expect(isSameOrigin(headers({ "sec-fetch-site": "cross-site" }), context)).toBe(false);
    expect(isSameOrigin(headers({}), context)).toBe(false);
  });
});

describe("client address for rate limits", () => {
  it("is the last forwarded entry (the intake puts the socket's there without TRUST_PROXY); loopback is not counted per address", () => {
    expect(clientAddress(headers({ "x-forwarded-for": "198.51.100.7, 203.0.113.9" }))).toEqual({ value: "203.0.113.9", counted: true });
    expect(clientAddress(headers({ "x-forwarded-for": "::ffff:192.0.2.1" }))).toEqual({ value: "192.0.2.1", counted: true });
    expect(clientAddress(headers({ "x-forwarded-for": "127.0.0.2" }))).toEqual({ value: "127.0.0.2", counted: false });
    expect(clientAddress(headers({ "x-forwarded-for": "::1" }))).toEqual({ value: "::1", counted: false });
    expect(clientAddress(headers({}))).toEqual({ value: "", counted: false });
  });
});

describe("session and device cookies", () => {
  it("over https: __Host- prefix, Secure, HttpOnly, SameSite=Lax, path /", () => {
    expect(sessionCookieName("https")).toBe("__Host-session");
    expect(deviceCookieName("https")).toBe("__Host-device");
    expect(cookieOptions("https", 3600)).toEqual({ httpOnly: true, sameSite: "lax", secure: true, path: "/", maxAge: 3600 });
  });
  it("over http on local hosts: the plain name without Secure", () => {
    expect(sessionCookieName("http")).toBe("session");
    expect(deviceCookieName("http")).toBe("device");
    expect(cookieOptions("http", 60)).toMatchObject({ secure: false, httpOnly: true, sameSite: "lax" });
  });
});
