import { expect, test } from "@playwright/test";
import en from "../../messages/en.json" with { type: "json" };
import { E2E_PORT } from "./server-env";
import { rawGet, type RawResponse } from "./support/raw-http";

const siteTitles = Object.fromEntries(Object.entries(en.sites).map(([id, site]) => [id, site.title]));
const LEAK = /\bat [\w.<>]+ \(|node_modules|\.next\/server|Error: |ENOENT|"version":\s*"0\.1\.0"|BEGIN (RSA )?PRIVATE KEY/;

/** No crash, no stack trace, no redirect that leaves the host asked for. */
function expectSafe(response: RawResponse, label: string, allowedRedirectHost?: string) {
  expect(response.status, label).toBeGreaterThan(0);
  expect(response.status, label).toBeLessThan(500);
  expect(response.body, label).not.toMatch(LEAK);
  const location = response.headers.location?.[0];
  if (location && /^https?:\/\//i.test(location)) {
    expect(new URL(location).host, `${label} redirects to ${location}`).toBe(allowedRedirectHost);
  }
}

test.describe("host header fuzzing", () => {
  const odd = [
    "",
    " ",
    "evil.example",
    "forum.localhost.evil.example",
    "evil.example#forum.localhost",
    "forum.localhost@evil.example",
    `forum.localhost:${E2E_PORT}:80`,
    "forum.localhost:99999",
    "forum.localhost:-1",
    "FORUM.LOCALHOST:" + E2E_PORT,
    "forum..localhost",
    ".forum.localhost",
    "forum.localhost/../evil",
    "fórum.localhost",
    "xn--frum-1na.localhost",
    "forum.localhost\tevil",
    "a".repeat(300) + ".localhost",
    "a".repeat(5000),
    "[::ffff:7f00:1]",
    "[fe80::1%25eth0]",
    "0x7f.0.0.1",
    "2130706433",
    "999.999.999.999",
    "forum.example.test",
    "www.forum.example.test",
  ];

  for (const host of odd) {
    test(`Host ${JSON.stringify(host.length > 40 ? `${host.slice(0, 40)}…(${host.length})` : host)}`, async () => {
      const response = await rawGet("/en", host);
      expectSafe(response, host, host.toLowerCase().startsWith("forum.localhost") ? `forum.localhost:${E2E_PORT}` : undefined);
      const shown = Object.entries(siteTitles).filter(([, title]) => response.body.includes(`>${title}<`));
      expect(shown.length, `${host} shows ${shown.map(([id]) => id).join(", ")}`).toBeLessThanOrEqual(1);
      if (!/^(www\.)?forum\./i.test(host.trim())) {
        expect(response.body, host).not.toContain(`>${siteTitles.forum}<`);
      }
    });
  }

  for (const host of [`127.0.0.1:${E2E_PORT}`, `[::1]:${E2E_PORT}`]) {
    test(`local address ${host} shows the construction site with the switcher, no site`, async () => {
      const response = await rawGet("/en", host);
      expectSafe(response, host, host);
      expect(response.status).toBe(200);
      expect(response.body).toContain(`>${en.sites.local.title}<`);
      expect(response.body).toContain(en.construction.switcherTitle);
    });
  }

  test("forged forwarded headers never lead a redirect elsewhere", async () => {
    const forged = [
      "X-Forwarded-Host: evil.example",
      "X-Forwarded-Proto: javascript",
      "X-Forwarded-For: 1.2.3.4",
      "Forwarded: host=evil.example;proto=https",
      "X-Original-URL: /en/dashboard",
      "X-Rewrite-URL: /en/dashboard",
    ];
    for (const path of ["/", "/2024", "/en/no-such-page"]) {
      const response = await rawGet(path, `forum.localhost:${E2E_PORT}`, forged);
      expectSafe(response, path, `forum.localhost:${E2E_PORT}`);
      expect(response.body).not.toContain("evil.example");
    }
  });

  test("the middleware bypass header reaches nothing internal", async () => {
    const response = await rawGet("/en/dashboard", `forum.localhost:${E2E_PORT}`, [
      "x-middleware-subrequest: middleware:middleware:middleware:middleware:middleware",
    ]);
    expectSafe(response, "bypass", `forum.localhost:${E2E_PORT}`);
    expect([307, 308, 404]).toContain(response.status);
  });
});

test.describe("path fuzzing", () => {
  const paths = [
    "/../../../../etc/passwd",
    "/en/../../../../etc/passwd",
    "/%2e%2e/%2e%2e/%2e%2e/etc/passwd",
    "/en/%2e%2e%2f%2e%2e%2fpackage.json",
    "/en/..%2f..%2f.env",
    "/_next/../package.json",
    "/_next/static/../../../package.json",
    "/_next/static/%2e%2e/%2e%2e/package.json",
    "/flags/..%2f..%2fpackage.json",
    "/en/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd",
    "/en/%252e%252e%252fpackage.json",
    "/en/%00",
    "/en/%",
    "/en/%zz",
    "/en/%ff%fe",
    "/en/😀",
    "/en/%F0%9F%98%80",
    "/en/<script>alert(1)</script>",
    "/en/%3Cscript%3Ealert(1)%3C%2Fscript%3E",
    "/en//2024",
    "/en/2024/",
    "/en/2024?%00=1",
    "/en/" + "a".repeat(8000),
    "/" + "x/".repeat(2000),
    "/en/2024#fragment",
    "/api/../en/2024",
    "/api/%2e%2e/en/2024",
    "/.env",
    "/.git/config",
    "/data/sessions.db",
    "/messages/en.json",
    "/next.config.ts",
  ];

  for (const path of paths) {
    test(`path ${JSON.stringify(path.length > 50 ? `${path.slice(0, 50)}…(${path.length})` : path)}`, async () => {
      const response = await rawGet(path, `forum.localhost:${E2E_PORT}`);
      expectSafe(response, path, `forum.localhost:${E2E_PORT}`);
      expect(response.body).not.toMatch(/root:x:0:0|"devDependencies"|\[core\]|SESSION_SECRET=/);
      // Reflected text is escaped, never markup.
      expect(response.body).not.toContain("<script>alert(1)</script>");
    });
  }
});
