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
