import { expect, test, type Page } from "@playwright/test";
import { siteUrl } from "./server-env";

/** The file the hero picture shows, as the browser picked it from its <source>s. */
const heroFile = (page: Page) =>
  page.locator("[data-hero-visual] img").evaluate((img: HTMLImageElement) => (img.complete && img.naturalWidth > 0 ? new URL(img.currentSrc).pathname : ""));

const nightVersion = /^\/heroes\/[a-z]+-dark-\d+\.(avif|webp)$/;
const dayVersion = /^\/heroes\/[a-z]+-\d+\.(avif|webp)$/;

for (const site of ["writing", "lobby"] as const) {
  test.describe(`${site}: the first screen's drawing follows the page's colours`, () => {
    test.describe("system set to dark", () => {
      test.use({ colorScheme: "dark" });

      test("shows the night drawing, and the day drawing once the switch turns the page light", async ({ page }) => {
        await page.goto(siteUrl(site, "/en"));
        await expect.poll(() => heroFile(page)).toMatch(nightVersion);
        await page.getByRole("switch", { name: "Dark mode" }).click();
        await expect(page.locator("body")).toHaveClass(/light-mode/);
        await expect.poll(() => heroFile(page)).toMatch(dayVersion);
      });
    });

    test.describe("system set to light", () => {
      test.use({ colorScheme: "light" });

      test("shows the day drawing and loads no night drawing", async ({ page }) => {
        await page.goto(siteUrl(site, "/en"));
        await expect.poll(() => heroFile(page)).toMatch(dayVersion);
        await page.evaluate(() => document.fonts.ready);
        const heroDownloads = await page.evaluate(() =>
          performance.getEntriesByType("resource").flatMap((entry) => (entry.name.includes("/heroes/") ? [new URL(entry.name).pathname] : [])),
        );
        expect(heroDownloads.length).toBeGreaterThan(0);
        for (const file of heroDownloads) expect(file).toMatch(dayVersion);
      });

      test("the site's switch turns it to the night drawing, also on the next visit", async ({ page }) => {
        await page.goto(siteUrl(site, "/en"));
        await page.getByRole("switch", { name: "Dark mode" }).click();
        await expect(page.locator("body")).not.toHaveClass(/light-mode/);
        await expect.poll(() => heroFile(page)).toMatch(nightVersion);
        await page.reload();
        await expect(page.getByRole("switch", { name: "Dark mode" })).toHaveAttribute("aria-checked", "true");
        await expect.poll(() => heroFile(page)).toMatch(nightVersion);
      });
    });
  });
}

test.describe("photos on a light system, turned dark by the site's switch", () => {
  test.use({ colorScheme: "light" });

  test("every photo tile is dimmed once the page is dark, the enlarged photo too", async ({ page }) => {
    await page.goto(siteUrl("morpheme", "/en/photos"));
    const thumbs = page.locator("main a[data-photo-index] img");
    await expect(thumbs).toHaveCount(8);
    await expect(thumbs.first()).toHaveCSS("filter", "none");
    await page.getByRole("switch", { name: "Dark mode" }).click();
    // Each tile fades to its dimmed brightness (a short transition).
    await expect.poll(() => thumbs.evaluateAll((images) => images.map((image) => getComputedStyle(image).filter))).toEqual(Array(8).fill("brightness(0.78)"));
    await page.locator("main a[data-photo-index]").first().click();
    await expect(page.getByRole("dialog").locator("img")).toHaveCSS("filter", "brightness(0.88)");
  });
});

test.describe("photos and the game's pictures on a dark page", () => {
  test.use({ colorScheme: "dark" });

  test("the gallery dims its photos in dark mode and shows them at full brightness in light mode", async ({ page }) => {
    await page.goto(siteUrl("morpheme", "/en/photos"));
    const thumb = page.locator("main a[data-photo-index] img").first();
    await expect(thumb).toHaveCSS("filter", "brightness(0.78)");
    await page.getByRole("switch", { name: "Dark mode" }).click();
    await expect(thumb).toHaveCSS("filter", "none");
  });

  // Round 89 replaced "on the dark board at night": on a violet tile the drawing's outlines turned
  // light and its sad man read as a negative, the mint meadow glared (review r89-b). At night it
  // stands on a muted card of its day colours, dimmer than the day's tile, its outlines kept dark.
  test("the start page's round of the game draws its picture on a muted card at night, on its light tile by day", async ({ page }) => {
    await page.goto(siteUrl("morpheme", "/en"));
    const tile = page.locator("[data-hero] [data-round-preview] svg");
    const night = await tile.evaluate((element) => ({ ground: getComputedStyle(element).backgroundColor, stroke: getComputedStyle(element).stroke }));
    expect(lightnessOf(night.ground)).toBeLessThan(0.85);
    expect(lightnessOf(night.stroke)).toBeLessThan(0.4);
    await page.getByRole("switch", { name: "Dark mode" }).click();
    await expect(page.locator("body")).toHaveClass(/light-mode/);
    expect(lightnessOf(await tile.evaluate((element) => getComputedStyle(element).backgroundColor))).toBeGreaterThan(0.8);
  });

  // Round 89 replaced "light outlines on the dark board at night": light outlines made the
  // drawings look like negatives (review r89-b). At night the tile is a muted card, dimmer than the
  // day's, and the outlines stay dark, as by day.
  test("the morpheme game draws its picture with dark outlines on a muted card at night, dark outlines by day", async ({ page }) => {
    await page.goto(siteUrl("morpheme", "/en/play"));
    const game = page.locator("section[aria-labelledby=morpheme-game-heading]");
    await expect(game).toHaveAttribute("data-ready", "true");
    const tile = game.locator("svg:has(use)").first();
    const look = () => tile.evaluate((element) => ({ ground: getComputedStyle(element).backgroundColor, stroke: getComputedStyle(element).stroke }));
    const night = await look();
    expect(lightnessOf(night.ground)).toBeLessThan(0.85);
    expect(lightnessOf(night.stroke)).toBeLessThan(0.4);
    await page.getByRole("switch", { name: "Dark mode" }).click();
    await expect(page.locator("body")).toHaveClass(/light-mode/);
    expect(lightnessOf((await look()).stroke)).toBeLessThan(0.4);
  });
});

/** A CSS colour's lightness (HSL), 0 black to 1 white; a transparent ground counts as the light page. */
function lightnessOf(colour: string): number {
  const [red, green, blue, alpha] = colour.match(/[\d.]+/g)!.map(Number);
  if (alpha === 0) return 1;
  return (Math.max(red!, green!, blue!) + Math.min(red!, green!, blue!)) / 2 / 255;
}

/** The colour of the hero drawing's sky near its top middle, as the browser shows the picked file. */
const skyColour = (page: Page, height = 0.1, across = 0.5) =>
  page.locator("[data-hero-visual] img").evaluate((img: HTMLImageElement, [height, across]) => {
    if (!img.complete || img.naturalWidth === 0) return null;
    const canvas = document.createElement("canvas");
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const context = canvas.getContext("2d");
    context?.drawImage(img, 0, 0);
    const [red, green, blue] = context?.getImageData(Math.round(img.naturalWidth * across!), Math.round(img.naturalHeight * height!), 1, 1).data ?? [];
    return { red, green, blue };
  }, [height, across]);

test.describe("vault: the churchyard at dusk by day, at night in the dark", () => {
  test("a light page shows a warm evening sky, a dark page a night sky", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto(siteUrl("vault", "/en"));
    await expect.poll(() => heroFile(page)).toMatch(dayVersion);
    // Round 89 replaced "dusky rose overhead, warmer than it is blue": a pale afternoon (review
    // r89-b). Overhead a dusk's violet, darker than the parchment; at the horizon the warm glow.
    const dusk = await skyColour(page);
    expect(dusk?.red).toBeLessThan(180);
    expect((dusk?.blue ?? 0) - (dusk?.green ?? 0)).toBeGreaterThanOrEqual(10);
    const horizon = await skyColour(page, 0.55, 0.08);
    expect((horizon?.red ?? 0) - (horizon?.blue ?? 0)).toBeGreaterThanOrEqual(20);
    await page.getByRole("switch", { name: "Dark mode" }).click();
    await expect.poll(() => heroFile(page)).toMatch(nightVersion);
    const night = await skyColour(page);
    expect((night?.red ?? 255) + (night?.green ?? 255) + (night?.blue ?? 255)).toBeLessThan(120);
  });
});
