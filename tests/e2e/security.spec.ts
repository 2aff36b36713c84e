import { expect, test, type APIResponse } from "@playwright/test";
import { E2E_PORT, ORIGIN, siteUrl } from "./server-env";
import { sharedCredentials, signIn } from "./support/http-client";

const forum = `forum.localhost:${E2E_PORT}`;

function scriptSources(policy: string | undefined): string {
  return policy?.split(";").map((part) => part.trim()).find((part) => part.startsWith("script-src")) ?? "";
}

function expectBaseHeaders(response: APIResponse) {
  const headers = response.headers();
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
  expect(headers["x-frame-options"]).toBe("DENY");
}

test.describe("security headers", () => {
  test("a prerendered page allows exactly its own inline scripts by hash", async ({ request }) => {
    const response = await request.get(`${ORIGIN}/de/2024`, { headers: { host: forum } });
    expect(response.status()).toBe(200);
    expectBaseHeaders(response);
    const policy = response.headers()["content-security-policy"];
    expect(policy).toContain("frame-ancestors 'none'");
    const scripts = scriptSources(policy);
    expect(scripts).not.toContain("unsafe-inline");
    expect(scripts).not.toContain("unsafe-eval");
    const html = await response.text();
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g)];
    expect(inline.length).toBeGreaterThan(1);
    const { createHash } = await import("node:crypto");
    for (const [, body = ""] of inline) {
      expect(scripts).toContain(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
    }
  });

  test("a page rendered per request gets a fresh nonce that its scripts carry", async ({ request }) => {
    const nonces = [];
    for (let i = 0; i < 2; i += 1) {
      const response = await request.get(`${ORIGIN}/en/no-such-page`, { headers: { host: forum } });
      expect(response.status()).toBe(404);
      expectBaseHeaders(response);
      expect(response.headers()["cache-control"]).toContain("no-store");
      const scripts = scriptSources(response.headers()["content-security-policy"]);
      expect(scripts).not.toContain("unsafe-inline");
      const nonce = /'nonce-([^']+)'/.exec(scripts)?.[1];
      expect(nonce).toBeTruthy();
      expect(await response.text()).toContain(`nonce="${nonce}"`);
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  test("the daily gospel, rendered per request so that its today is the site's today, carries a fresh nonce its scripts use", async ({ request }) => {
    const peace = `peace.localhost:${E2E_PORT}`;
    const nonces = [];
    for (let i = 0; i < 2; i += 1) {
      const response = await request.get(`${ORIGIN}/en/daily_gospel`, { headers: { host: peace } });
      expect(response.status()).toBe(200);
      expectBaseHeaders(response);
      expect(response.headers()["cache-control"]).not.toMatch(/s-maxage|public/);
      const scripts = scriptSources(response.headers()["content-security-policy"]);
      expect(scripts).not.toContain("unsafe-inline");
      const nonce = /'nonce-([^']+)'/.exec(scripts)?.[1];
      expect(nonce).toBeTruthy();
      const html = await response.text();
      const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
      expect(html).toContain(`data-today="${today}"`);
      // Every inline script a browser would run is allowed: by the nonce, or (the start-up script) by its hash.
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")([^>]*)>([\s\S]*?)<\/script>/g)];
      expect(inline.length).toBeGreaterThan(1);
      const { createHash } = await import("node:crypto");
      for (const [, attributes = "", body = ""] of inline) {
        if (body && !attributes.includes(`nonce="${nonce}"`)) expect(scripts).toContain(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
      }
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  test("pages rendered per request and members' pages cut the link to the window that opened them; the public prerendered pages do not", async ({ request }) => {
    for (const path of ["/en/dashboard", "/en/intern", "/en/no-such-page"]) {
      const response = await request.get(`${ORIGIN}${path}`, { headers: { host: forum }, maxRedirects: 0 });
      expect(response.headers()["cache-control"], path).toContain("no-store");
      expect(response.headers()["cross-origin-opener-policy"], path).toBe("same-origin");
    }
    const member = await signIn(E2E_PORT, "forum", sharedCredentials("forum"));
    for (const path of ["/en/dashboard", "/en/various/calendar", "/en/intern/chat"]) {
      const response = await request.get(`${ORIGIN}${path}`, { headers: { host: forum, cookie: `session=${member.cookie}` }, maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      expect(response.headers()["cache-control"], path).toContain("no-store");
      expect(response.headers()["cross-origin-opener-policy"], path).toBe("same-origin");
    }
    for (const path of ["/en", "/de/2024", "/en/login"]) {
      const response = await request.get(`${ORIGIN}${path}`, { headers: { host: forum } });
      expect(response.status(), path).toBe(200);
      expect(response.headers()["cache-control"], path).toContain("s-maxage");
      expect(response.headers()["cross-origin-opener-policy"], path).toBeUndefined();
    }
  });

  test("a page rendered per request, opened from another site's window, is cut off from it; a prerendered one is not", async ({ page }) => {
    await page.goto(siteUrl("vault", "/en"));
    const linkOf = async (url: string) => {
      const opened = page.context().waitForEvent("page");
      await page.evaluate((target) => {
        (window as unknown as { child: Window | null }).child = window.open(target);
      }, url);
      const popup = await opened;
      await popup.waitForLoadState("load");
      // Cut off: the opener's handle reports the window closed although it is still open.
      const closed = await page.evaluate(() => (window as unknown as { child: Window | null }).child?.closed);
      await popup.close();
      return closed ? "cut off" : "linked";
    };
    expect(await linkOf(siteUrl("peace", "/en/daily_gospel"))).toBe("cut off");
    expect(await linkOf(siteUrl("forum", "/en"))).toBe("linked");
  });

  test("answers that are not pages may run nothing", async ({ request }) => {
    for (const path of ["/api/no-such-endpoint", "/robots.txt", "/sitemap.xml", "/"]) {
      const response = await request.get(`${ORIGIN}${path}`, { headers: { host: forum }, maxRedirects: 0 });
      expectBaseHeaders(response);
      expect(response.headers()["content-security-policy"], path).toContain("default-src 'none'");
    }
    const api = await request.get(`${ORIGIN}/api/no-such-endpoint`, { headers: { host: forum } });
    expect(api.status()).toBe(404);
    expect(await api.json()).toEqual({ error: "Unknown API path /api/no-such-endpoint" });
  });

  test("no HSTS over plain http, nor for a client's own X-Forwarded-Proto (trusted proxy: attack-resistance.spec.ts)", async ({ request }) => {
    const plain = await request.get(`${ORIGIN}/en`, { headers: { host: forum } });
    expect(plain.headers()["strict-transport-security"]).toBeUndefined();
    const forged = await request.get(`${ORIGIN}/en`, { headers: { host: forum, "x-forwarded-proto": "https" } });
    expect(forged.headers()["strict-transport-security"]).toBeUndefined();
  });

  test("files carry the base headers and a cache lifetime", async ({ request }) => {
    const response = await request.get(`${ORIGIN}/flags/de.svg`, { headers: { host: forum } });
    expect(response.status()).toBe(200);
    expectBaseHeaders(response);
    expect(response.headers()["cache-control"]).toContain("max-age=86400");
  });

  for (const [name, path] of [
    ["prerendered", "/de"],
    ["rendered per request", "/de/no-such-page"],
  ] as const) {
    test(`a ${name} page runs under its policy without a single violation`, async ({ page }) => {
      const problems: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") problems.push(message.text());
      });
      page.on("pageerror", (error) => problems.push(error.message));
      await page.goto(siteUrl("forum", path));
      const body = page.locator("body");
      const wasLight = await body.evaluate((element) => element.classList.contains("light-mode"));
      // The switch only works once React has hydrated, which needs every inline script to run.
      await page.getByRole("switch").click();
      await expect(body).toHaveClass(wasLight ? /^(?!.*light-mode)/ : /light-mode/);
      expect(problems.filter((text) => !text.includes("404"))).toEqual([]);
    });
  }
});
