import { describe, expect, it } from "vitest";
import { parseHostConfig, type HostConfig } from "@/lib/env/hosts";
import { NOT_FOUND_CACHE, PUBLIC_CACHE, route, viewOfRequest, type RoutingRequest } from "@/lib/tenancy/hosts/routing";

const parsed = parseHostConfig({ SITE_HOSTS_FORUM: "forum-example.org", EXTRA_HOSTS: "spare.example" });
if (!parsed.ok) throw new Error("config");
const config: HostConfig = parsed.config;
const trusting: HostConfig = { ...config, trustProxy: true };

function request(
  host: string,
  pathname: string,
  extra: Omit<Partial<RoutingRequest>, "headers"> & { headers?: Record<string, string> } = {},
): RoutingRequest {
  const headers = new Headers({ host, ...(extra.headers ?? {}) });
  return {
    pathname,
    search: extra.search ?? "",
    headers,
    cookie: extra.cookie ?? (() => undefined),
  };
}

describe("middleware routing", () => {
  it("rewrites a site page to /[domain]/[locale]/…", () => {
    expect(route(request("forum.localhost:3000", "/de/2024"), config)).toMatchObject({
      action: "rewrite",
      pathname: "/forum/de/2024",
      cacheControl: PUBLIC_CACHE,
    });
  });

  it("adds the browser's language to a path without one, on the same host", () => {
    const decision = route(request("forum.localhost:3000", "/2024", { search: "?a=1", headers: { "accept-language": "ru-RU,ru;q=0.9" } }), config);
    expect(decision).toEqual({ action: "redirect", location: "http://forum.localhost:3000/ru/2024?a=1" });
    expect(route(request("forum.localhost:3000", "/", { headers: { "accept-language": "fr-FR" } }), config)).toEqual({
      action: "redirect",
      location: "http://forum.localhost:3000/en#from-root",
    });
  });

  it("sends unknown paths and other sites' routes to the 404 page with status 404", () => {
    expect(route(request("forum.localhost", "/en/cv"), config)).toMatchObject({ pathname: "/forum/en/missing", status: 404, cacheControl: NOT_FOUND_CACHE });
    expect(route(request("syma.localhost", "/en/cv"), config)).toMatchObject({ pathname: "/syma/en/cv" });
    expect(route(request("syma.localhost", "/en/../../etc/passwd"), config)).toMatchObject({ status: 404 });
  });

  it("renders the daily gospel per request (its today moves with the date), with a nonce and no shared cache", () => {
    const decision = route(request("peace.localhost", "/de/daily_gospel"), config);
    expect(decision).toMatchObject({ action: "rewrite", pathname: "/peace/de/daily_gospel", rendering: "dynamic" });
    expect(decision).toHaveProperty("cacheControl", undefined);
    expect(route(request("peace.localhost", "/de/auschwitz"), config)).toMatchObject({ rendering: "static", cacheControl: PUBLIC_CACHE });
  });

  it("names a members' page's login with the registry's path, and none for public pages", () => {
    expect(route(request("forum.localhost", "/de/intern/chat"), config)).toMatchObject({ signIn: "/de/login?next=%2Fintern%2Fchat", protocol: "http" });
    expect(route(request("forum.localhost", "/en/various/calendar"), config)).toMatchObject({ signIn: "/en/login?next=%2Fvarious%2Fcalendar" });
    expect(route(request("forum.localhost", "/en/2024"), config)).toHaveProperty("signIn", undefined);
    expect(route(request("forum.localhost", "/en/login"), config)).toHaveProperty("signIn", undefined);
    const secure = request("forum-example.org", "/en/dashboard", { headers: { "x-forwarded-proto": "https", "x-forwarded-host": "forum-example.org" } });
    expect(route(secure, trusting)).toMatchObject({ signIn: "/en/login?next=%2Fdashboard", protocol: "https" });
  });

  it("keeps a members' page per access unless it shows what one member or the moment holds", () => {
    expect(route(request("forum.localhost", "/en/dashboard"), config)).toMatchObject({ keptFor: "/dashboard" });
    expect(route(request("vault.localhost", "/ar/intern/doc"), config)).toMatchObject({ keptFor: "/intern/doc" });
    expect(route(request("forum.localhost", "/en/various/calendar"), config)).toMatchObject({ keptFor: "/various/calendar" });
    for (const path of ["/en/intern/chat", "/en/edit", "/en/edit/texts", "/en/edit/preview", "/en/2024", "/en/login"]) {
      expect(route(request("forum.localhost", path), config), path).toHaveProperty("keptFor", undefined);
    }
  });

  it("reaches no kept page from an address: the segment is no route of a site", () => {
    expect(route(request("forum.localhost", "/en/kept/shared/dashboard"), config)).toMatchObject({ pathname: "/forum/en/missing", status: 404 });
  });

  it("hands the 404 page and the notices the host and path the visitor asked for, bounded", () => {
    expect(route(request("forum.localhost:3000", "/en/no/such/page"), config)).toMatchObject({
      pathname: "/forum/en/missing",
      search: "?host=forum.localhost&path=%2Fen%2Fno%2Fsuch%2Fpage",
    });
    const long = `/en/${"x".repeat(400)}`;
    const search = new URLSearchParams((route(request("forum.localhost", long), config) as { search: string }).search);
    expect(search.get("path")).toHaveLength(300);
    expect(route(request("forum-example.org", "/de/2024"), config)).toMatchObject({ search: "?host=forum-example.org&path=%2Fde%2F2024" });
  });

  it("keeps signed-in pages out of shared caches", () => {
    const decision = route(request("forum.localhost", "/en/dashboard"), config);
    expect(decision).toMatchObject({ action: "rewrite", pathname: "/forum/en/dashboard" });
    expect(decision).not.toHaveProperty("cacheControl", PUBLIC_CACHE);
  });

  it("serves each tool's own view on every site, rendered per request and never kept by a shared cache", () => {
    for (const site of ["forum", "vault", "syma", "tax"]) {
      for (const tool of ["settings", "editor", "playground", "autoclave", "calendar"]) {
        const decision = route(request(`${site}.localhost`, `/de/various/${tool}`), config);
        expect(decision, `${site} ${tool}`).toMatchObject({ action: "rewrite", pathname: `/${site}/de/various/${tool}`, rendering: "dynamic" });
        expect(decision, `${site} ${tool}`).not.toHaveProperty("status");
        expect(decision, `${site} ${tool}`).toHaveProperty("cacheControl", undefined);
      }
    }
    expect(route(request("forum.localhost", "/en/various/unknown-tool"), config)).toMatchObject({ status: 404 });
  });

  it("rejects hosts off the whitelist (421 in the middleware)", () => {
    expect(route(request("evil.example", "/en"), config)).toMatchObject({ action: "reject" });
  });

  it("shows the unknown-domain notice for whitelisted hosts without a site", () => {
    const viaProxy = request("spare.example", "/en/imprint", { headers: { "x-forwarded-proto": "https" } });
    expect(route(viaProxy, trusting)).toMatchObject({ pathname: "/unknown/en/host-notice" });
  });

  it("shows the HTTPS notice for plain http on a non-local host, but not on local hosts or port 5173", () => {
    expect(route(request("forum-example.org", "/de/2024"), config)).toMatchObject({ pathname: "/forum/de/http-notice" });
    expect(route(request("forum-example.org:5173", "/de/2024"), config)).toMatchObject({ pathname: "/forum/de/2024" });
    const viaProxy = request("forum-example.org", "/de/2024", { headers: { "x-forwarded-proto": "https" } });
    expect(route(viaProxy, trusting)).toMatchObject({ pathname: "/forum/de/2024" });
    expect(route(request("localhost:3000", "/de"), config)).toMatchObject({ pathname: "/local/de" });
  });

  it("trusts X-Forwarded-Proto only when configured", () => {
    const behindProxy = request("forum-example.org", "/en", { headers: { "x-forwarded-proto": "https" } });
    expect(route(behindProxy, config)).toMatchObject({ pathname: "/forum/en/http-notice" });
    expect(route(behindProxy, trusting)).toMatchObject({ pathname: "/forum/en" });
  });

  it("never redirects to a forged forwarded host", () => {
    const forged = request("forum.localhost:3000", "/2024", { headers: { "x-forwarded-host": "evil.example" } });
    expect(route(forged, config)).toEqual({ action: "redirect", location: "http://forum.localhost:3000/en/2024" });
    expect(route(forged, trusting)).toMatchObject({ action: "reject" });
  });

  it("answers a forwarded host with a port out of range as any unknown host, never with a redirect", () => {
    for (const forwarded of ["forum.localhost:99999", "forum-example.org:65536", "[::1]:99999"]) {
      for (const path of ["/", "/2024", "/en", "/en/dashboard", "/api/login"]) {
        const viaProxy = request("forum.localhost:3000", path, { headers: { "x-forwarded-host": forwarded } });
        expect(route(viaProxy, trusting), `${forwarded} ${path}`).toEqual({ action: "reject", reason: "malformed host", host: forwarded });
      }
    }
    const inRange = request("forum.localhost:3000", "/", { headers: { "x-forwarded-host": "forum.localhost:65535" } });
    expect(route(inRange, trusting)).toEqual({ action: "redirect", location: "http://forum.localhost:65535/en#from-root" });
  });

  it("lets the local switcher cookie pick a site on local hosts only", () => {
    const cookie = (name: string) => (name === "preview-site" ? "peace" : undefined);
    expect(route(request("127.0.0.1:3000", "/en/peace", { cookie }), config)).toMatchObject({ pathname: "/peace/en/peace" });
    expect(route(request("127.0.0.1:3000", "/en", { cookie: () => "nonsense" }), config)).toMatchObject({ pathname: "/local/en" });
    expect(route(request("forum.localhost", "/en/peace", { cookie }), config)).toMatchObject({ status: 404 });
  });

  it("names the view a host shows, as the pages are routed: the site, the local chooser or its preview, the unknown-host notice, none when rejected", () => {
    const cookie = (name: string) => (name === "preview-site" ? "peace" : undefined);
    const sheet = "/_next/static/chunks/0abc.css";
    expect(viewOfRequest(request("forum-example.org", sheet), config)).toBe("forum");
    expect(viewOfRequest(request("vault.localhost:3000", sheet), config)).toBe("vault");
    expect(viewOfRequest(request("127.0.0.1:3000", sheet), config)).toBe("local");
    expect(viewOfRequest(request("127.0.0.1:3000", sheet, { cookie }), config)).toBe("peace");
    expect(viewOfRequest(request("spare.example", sheet), config)).toBe("unknown");
    expect(viewOfRequest(request("evil.example", sheet), config)).toBeUndefined();
    // A forwarded host counts only from a trusted proxy, as for the pages.
    const forwarded = request("127.0.0.1:3000", sheet, { headers: { "x-forwarded-host": "forum-example.org" } });
    expect(viewOfRequest(forwarded, config)).toBe("local");
    expect(viewOfRequest(forwarded, trusting)).toBe("forum");
  });

  it("serves robots.txt, sitemap.xml and the share picture per site, for a proxy to keep", () => {
    expect(route(request("vault.localhost", "/sitemap.xml"), config)).toMatchObject({ pathname: "/vault/site-map" });
    expect(route(request("vault.localhost", "/robots.txt"), config)).toMatchObject({ pathname: "/vault/robots" });
    for (const site of ["forum", "syma"]) {
      expect(route(request(`${site}.localhost`, "/share-picture", { search: "?v=0123abcd" }), config)).toMatchObject({
        action: "rewrite",
        pathname: `/${site}/share-picture`,
        cacheControl: PUBLIC_CACHE,
        rendering: "none",
      });
    }
    // Only the site's own address: under a language it is a page, which no site has.
    expect(route(request("forum.localhost", "/en/share-picture"), config)).toMatchObject({ pathname: "/forum/en/missing", status: 404 });
  });
});
