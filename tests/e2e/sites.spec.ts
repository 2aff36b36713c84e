import { expect, test } from "@playwright/test";
import en from "../../messages/en.json" with { type: "json" };
import { E2E_PORT, ORIGIN, siteUrl } from "./server-env";

const siteIds = ["syma", "vault", "peace", "writing", "morpheme", "forum", "political", "languages", "lobby", "tax"] as const;

test.describe("every site on <id>.localhost", () => {
  for (const id of siteIds) {
    test(`${id} start page`, async ({ page }) => {
      const response = await page.goto(siteUrl(id, "/en"));
      expect(response?.status()).toBe(200);
      // The header shows the full title on a wide screen (phones show its short form).
      await expect(page.locator(".site-title").getByText(en.sites[id].title, { exact: true })).toBeVisible();
      await expect(page.locator("main h1")).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
      await expect(page).toHaveTitle(/^Start – /);
      // The site being built has nothing but its start page: no menu, the title leads home.
      await expect(page.locator(".menu a[aria-current=page]")).toHaveCount(id === "tax" ? 0 : 1);
      await expect(page.locator("nav.menu")).toHaveCount(id === "tax" ? 0 : 1);
    });
  }

  test("a locale-less address goes to the browser's language", async ({ browser }) => {
    const context = await browser.newContext({ locale: "de-DE" });
    const page = await context.newPage();
    await page.goto(siteUrl("peace", "/"));
    await expect(page).toHaveURL(siteUrl("peace", "/de"));
    await expect(page.locator("html")).toHaveAttribute("lang", "de-DE");
    await context.close();
  });
});

test.describe("odd hosts and paths", () => {
  test("404 page with status 404, inside the site's shell", async ({ page }) => {
    const response = await page.goto(siteUrl("forum", "/en/no-such-page"));
    expect(response?.status()).toBe(404);
    await expect(page.locator("main h1")).toHaveText("Error 404 File not found!");
    await expect(page.locator("main")).toContainText("The page /en/no-such-page could not be found on forum.localhost!");
    await expect(page.locator(".site-title").getByText(en.sites.forum.title, { exact: true })).toBeVisible();
  });

  test("another site's route is a 404 here", async ({ request }) => {
    const response = await request.get(`${ORIGIN}/en/cv`, { headers: { host: "forum.localhost" } });
    expect(response.status()).toBe(404);
    const cv = await request.get(`${ORIGIN}/en/cv`, { headers: { host: "syma.localhost" } });
    expect(cv.status()).toBe(200);
  });

  test("a host off the whitelist gets an empty 421", async ({ request }) => {
    const response = await request.get(`${ORIGIN}/en`, { headers: { host: "evil.example" } });
    expect(response.status()).toBe(421);
    expect(await response.text()).toBe("");
  });

  test("a whitelisted host without a site says so, with the fallback menu", async ({ page }) => {
    await page.goto(`http://nosite.localhost:${E2E_PORT}/en`);
    await expect(page.locator("main h1")).toHaveText("Domain nosite.localhost unknown!");
    await expect(page.locator(".menu a")).toHaveText(["Start", "Imprint", "Sign in"]);
  });

  test("plain http on a production host shows the HTTPS notice with flags and the https link", async ({ page }) => {
    await page.goto("http://forum.example.test/en/2024");
    await expect(page.locator("main h1")).toHaveText("HTTP is no longer supported. Use HTTPS instead.");
    await expect(page.locator("main a")).toHaveAttribute("href", "https://forum.example.test/en/2024");
    await expect(page.locator(".flag-bar img").first()).toBeVisible();
    await expect(page.locator(".menu")).toHaveCount(0);
  });

  test("local hosts show the construction site and a switcher that shows any site", async ({ page }) => {
    await page.goto(`${ORIGIN}/en`);
    await expect(page.locator("main h1")).toBeVisible();
    await expect(page.locator(".construction-sign")).toBeAttached();
    const switcher = page.locator(".site-switcher button");
    await expect(switcher).toHaveCount(10);
    await page.locator('.site-switcher button[data-site="morpheme"]').click();
    await expect(page.locator(".site-title")).toHaveText(en.sites.morpheme.title);
    await expect(page.locator(".local-preview-bar")).toBeVisible();
    await page.locator(".local-preview-bar button").click();
    await expect(page.locator(".site-switcher")).toBeVisible();
  });

  test("forged forwarded headers reach no redirect, canonical URL or sitemap", async ({ request }) => {
    const headers = { host: `forum.localhost:${E2E_PORT}`, "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" };
    const redirect = await request.get(`${ORIGIN}/2024`, { headers, maxRedirects: 0 });
    expect(redirect.status()).toBe(307);
    expect(redirect.headers().location).toBe(`http://forum.localhost:${E2E_PORT}/en/2024`);
    const html = await (await request.get(`${ORIGIN}/en/2024`, { headers })).text();
    expect(html).not.toContain("evil.example");
    expect(html).toContain('<link rel="canonical" href="https://forum.example.test/en/2024"/>');
    const sitemap = await (await request.get(`${ORIGIN}/sitemap.xml`, { headers })).text();
    expect(sitemap).not.toContain("evil.example");
  });

  test("signed-in routes send an anonymous visitor to the login with a return path", async ({ request }) => {
    const response = await request.get(`${ORIGIN}/en/dashboard`, { headers: { host: "vault.localhost" }, maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(response.headers().location).toBe("/en/login?next=%2Fdashboard");
    expect(response.headers()["cache-control"]).toContain("no-store");
  });
});

test.describe("search engines and caching", () => {
  test("hreflang alternates with x-default and a canonical link", async ({ page }) => {
    await page.goto(siteUrl("forum", "/de/2023"));
    const alternates = page.locator('link[rel="alternate"][hreflang]');
    await expect(alternates).toHaveCount(9);
    await expect(page.locator('link[hreflang="x-default"]')).toHaveAttribute("href", "https://forum.example.test/2023");
    await expect(page.locator('link[hreflang="ar-SA"]')).toHaveAttribute("href", "https://forum.example.test/ar/2023");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", "https://forum.example.test/de/2023");
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", "https://forum.example.test/de/2023");
  });

  test("each site's sitemap.xml and robots.txt list only that site", async ({ request }) => {
    const forum = await (await request.get(`${ORIGIN}/sitemap.xml`, { headers: { host: "forum.localhost" } })).text();
    expect(forum).toContain("<loc>https://forum.example.test/en/2024</loc>");
    expect(forum).not.toContain("syma");
    expect(forum).not.toContain("/login");
    const syma = await (await request.get(`${ORIGIN}/sitemap.xml`, { headers: { host: "syma.localhost" } })).text();
    expect(syma).toContain("<loc>https://syma.example.test/de/cv</loc>");
    expect(syma).not.toContain("forum");
    const peace = await (await request.get(`${ORIGIN}/sitemap.xml`, { headers: { host: "peace.localhost" } })).text();
    expect(peace).toContain(`<loc>http://peace.localhost:${E2E_PORT}/ta/daily_gospel</loc>`);
    const robots = await (await request.get(`${ORIGIN}/robots.txt`, { headers: { host: "syma.localhost" } })).text();
    expect(robots).toContain("Sitemap: https://syma.example.test/sitemap.xml");
    const tax = await (await request.get(`${ORIGIN}/robots.txt`, { headers: { host: "tax.localhost" } })).text();
    expect(tax).toBe("User-agent: *\nDisallow: /\n");
  });

  test("public pages carry a Cache-Control a reverse proxy can use, and no cookie", async ({ request }) => {
    for (const path of ["/en", "/de/2024", "/ar/imprint", "/en/login"]) {
      const response = await request.get(`${ORIGIN}${path}`, { headers: { host: "forum.localhost" } });
      expect(response.status(), path).toBe(200);
      expect(response.headers()["cache-control"], path).toContain("s-maxage=");
      expect(response.headers()["set-cookie"], path).toBeUndefined();
    }
  });

  test("a browser revalidating a public page gets 304 while the page is unchanged, the whole page otherwise", async ({ request }) => {
    const first = await request.get(`${ORIGIN}/de/2024`, { headers: { host: "forum.localhost" } });
    const etag = first.headers()["etag"] ?? "";
    expect(etag).toMatch(/^"[\w-]{22}"$/);
    const again = await request.get(`${ORIGIN}/de/2024`, { headers: { host: "forum.localhost", "if-none-match": etag } });
    expect(again.status()).toBe(304);
    expect(again.headers()["etag"]).toBe(etag);
    expect(again.headers()["cache-control"]).toContain("s-maxage=");
    expect(await again.body()).toHaveLength(0);
    const weakInAList = await request.get(`${ORIGIN}/de/2024`, { headers: { host: "forum.localhost", "if-none-match": `"old", W/${etag}` } });
    expect(weakInAList.status()).toBe(304);
    const stale = await request.get(`${ORIGIN}/de/2024`, { headers: { host: "forum.localhost", "if-none-match": '"an-older-page"' } });
    expect(stale.status()).toBe(200);
    expect(await stale.text()).toBe(await first.text());
    const otherLanguage = await request.get(`${ORIGIN}/en/2024`, { headers: { host: "forum.localhost", "if-none-match": etag } });
    expect(otherLanguage.status()).toBe(200);
    expect(otherLanguage.headers()["etag"]).not.toBe(etag);
  });

  test("a signed-in page is never answered 304 from a public page's ETag", async ({ request }) => {
    const page = await request.get(`${ORIGIN}/en`, { headers: { host: "forum.localhost" } });
    const response = await request.get(`${ORIGIN}/en/dashboard`, { headers: { host: "forum.localhost", "if-none-match": page.headers()["etag"] ?? "*" }, maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(response.headers()["etag"]).toBeUndefined();
  });

  test("an anonymous visitor collects no cookie while browsing", async ({ page, context }) => {
    await page.goto(siteUrl("syma", "/en"));
    await page.locator(".menu a", { hasText: "CV" }).click();
    await expect(page).toHaveURL(siteUrl("syma", "/en/cv"));
    await page.locator(".flag-bar a[hreflang=de-DE]").click();
    await expect(page).toHaveURL(siteUrl("syma", "/de/cv"));
    expect(await context.cookies()).toEqual([]);
  });
});
