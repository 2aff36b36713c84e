import { expect, test, type Page } from "@playwright/test";
import { siteUrl } from "./server-env";

const box = async (page: Page, selector: string) => {
  const found = await page.locator(selector).first().boundingBox();
  if (!found) throw new Error(`${selector} is not shown`);
  return found;
};
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe("the morpheme site's photos and play pages", () => {
  for (const locale of ["en", "ar"] as const) {
    test(`photos (${locale}) at 1366 px: the pictures stand wider than the text, four to a row, centred on it`, async ({ page }) => {
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.goto(siteUrl("morpheme", `/${locale}/photos`));
      const thumbs = page.locator("main a[data-photo-index]");
      await expect(thumbs).toHaveCount(8);
      const grid = await box(page, "main ul:has(a[data-photo-index])");
      const text = await box(page, "main article .lead");
      expect(grid.width).toBeGreaterThan(text.width + 200);
      // Centred on the text column in both writing directions.
      expect(Math.abs(grid.x + grid.width / 2 - (text.x + text.width / 2))).toBeLessThan(2);
      const tops = await thumbs.evaluateAll((links) => links.slice(0, 5).map((link) => Math.round(link.getBoundingClientRect().top)));
      expect(new Set(tops.slice(0, 4)).size).toBe(1);
      expect(tops[4]).toBeGreaterThan(tops[0] ?? 0);
      const thumb = await box(page, "main a[data-photo-index]");
      expect(thumb.width).toBeGreaterThan(220);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
    });
  }

  test("photos (ta) at 390 px: two tiles to a row and nothing wider than the screen", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(siteUrl("morpheme", "/ta/photos"));
    const tops = await page.locator("main a[data-photo-index]").evaluateAll((links) => links.slice(0, 3).map((link) => Math.round(link.getBoundingClientRect().top)));
    expect(tops[0]).toBe(tops[1]);
    expect(tops[2]).toBeGreaterThan(tops[0] ?? 0);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
  });

  test("play (ta) at 1366 px: the game gets more room than the reading text, the three levels stand in one row", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(siteUrl("morpheme", "/ta/play"));
    const levels = page.locator("main input[type=radio]");
    await expect(levels).toHaveCount(3);
    const tops = await levels.evaluateAll((inputs) => inputs.map((input) => Math.round(input.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    const content = await box(page, "main#content");
    expect(content.width).toBeGreaterThan(900);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
  });
});
