import { expect, test } from "@playwright/test";
import { siteUrl } from "./server-env";

test("a start page preloads what its first screen shows, not the flags at its foot", async ({ page }) => {
  await page.goto(siteUrl("languages", "/en"));
  await expect(page.locator('head link[rel="preload"][as="font"]').first()).toBeAttached();
  await expect(page.locator('head link[rel="preload"][href^="/flags/"]')).toHaveCount(0);
  // The flags still load once the visitor reaches the foot of the page.
  const flag = page.locator(".flag-bar img").first();
  await flag.scrollIntoViewIfNeeded();
  await expect.poll(() => flag.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
});

// The start page's payload carries the preload of its first-screen picture: were the header's
// links to it prefetched, every inner page would download that picture for nothing.
for (const [site, width] of [
  ["peace", 390],
  ["vault", 1366],
  ["lobby", 390],
] as const) {
  test(`${site} (${width} px): an inner page downloads no picture of the start page's first screen; the title still leads there`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    const heroRequests: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/heroes/")) heroRequests.push(request.url());
    });
    await page.goto(siteUrl(site, "/en/imprint"), { waitUntil: "load" });
    await expect(page.locator("main h1")).toBeVisible();
    await page.waitForTimeout(2_000);
    // Wide screens show the site's picture small beside an inner page's text; that one may load.
    const shown = await page.evaluate(() => [...document.images].map((image) => image.currentSrc).filter(Boolean));
    expect(heroRequests.filter((url) => !shown.includes(url))).toEqual([]);
    if (width < 800) expect(heroRequests).toEqual([]);

    await page.locator(".site-title").click();
    await expect(page).toHaveURL(siteUrl(site, "/en"));
    const hero = page.locator(`main img[src^="/heroes/${site}"], main img[srcset*="/heroes/${site}"]`).first();
    await expect.poll(() => hero.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  });
}

// A phone of 412 px at 1.75 device pixels per px (Lighthouse's mobile profile) draws the picture
// about 380 px wide, 665 device pixels: the 680 px file, not the 800 px one with 28 % more pixels
// that the first screen's picture used to wait for. A wider phone still gets a file at least as
// wide as the picture is drawn.
for (const site of ["vault", "political"] as const) {
  test(`${site}: a phone downloads the picture at the width it draws it, not wider`, async ({ browser }) => {
    for (const { width, ratio, file } of [
      { width: 412, ratio: 1.75, file: 680 },
      { width: 390, ratio: 3, file: 1200 },
    ]) {
      const context = await browser.newContext({ viewport: { width, height: 823 }, deviceScaleFactor: ratio });
      const page = await context.newPage();
      const heroRequests: string[] = [];
      page.on("request", (request) => {
        if (new URL(request.url()).pathname.startsWith(`/heroes/${site}`)) heroRequests.push(new URL(request.url()).pathname);
      });
      await page.goto(siteUrl(site, "/en"), { waitUntil: "load" });
      const hero = page.locator(`main img[srcset*="/heroes/${site}"]`).first();
      await expect.poll(() => hero.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
      const drawn = await hero.evaluate((image: HTMLImageElement) => image.getBoundingClientRect().width * devicePixelRatio);
      expect(heroRequests).toEqual([`/heroes/${site}-${file}.avif`]);
      expect(file).toBeGreaterThanOrEqual(Math.min(drawn, 1200));
      await context.close();
    }
  });
}

// The Arabic and Tamil faces are split by unicode-range: a page downloads one only when it draws a
// letter of that script. A stray mark in the range (the vault's contents put a left-to-right mark
// after each Roman numeral) fetched the 92 kB Arabic face on every English and German page, in
// the first second, beside the picture the first screen waits for.
test("a Latin page downloads no Arabic or Tamil face; an Arabic page does", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const scriptFaces: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (request.resourceType() === "font" && /arabic|tamil/i.test(path)) scriptFaces.push(path);
  });
  // The languages site shows all four scripts on its start page; it is the one that may.
  for (const site of ["syma", "vault", "peace", "writing", "morpheme", "forum", "political", "lobby", "tax"]) {
    for (const path of ["/en", "/de/imprint"]) {
      await page.goto(siteUrl(site, path), { waitUntil: "load" });
      await page.evaluate(() => document.fonts.ready);
      expect(scriptFaces, `${site}${path}`).toEqual([]);
    }
  }
  await page.goto(siteUrl("vault", "/ar"), { waitUntil: "load" });
  await page.evaluate(() => document.fonts.ready);
  expect(scriptFaces.some((path) => /arabic/i.test(path))).toBe(true);
});

// The house for sale lies 2,500–3,950 px down the political start page; its 360° view's poster
// (38 kB) waits until the visitor nears it instead of sharing the first second's connection with
// the first screen's picture, and is there when the view comes into sight.
for (const width of [390, 1366]) {
  test(`political (${width} px): the 360° view's poster loads when the visitor nears it, not with the first screen`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    const posters: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.includes("panorama-poster")) posters.push(request.url());
    });
    await page.goto(siteUrl("political", "/en"), { waitUntil: "load" });
    await page.waitForTimeout(1_000);
    expect(posters).toEqual([]);
    const property = page.locator('[aria-labelledby="property-heading"]');
    await property.scrollIntoViewIfNeeded();
    await expect.poll(() => posters.length).toBeGreaterThan(0);
    await expect(property.getByRole("heading", { level: 2 }).or(property.locator("#property-heading"))).toBeVisible();
  });
}
