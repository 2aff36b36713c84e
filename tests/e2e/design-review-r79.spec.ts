import { expect, test } from "@playwright/test";
import { siteUrl } from "./server-env";
import { box, DESKTOP, PHONE } from "./support/geometry";

/** What the round-79 pass changed, and what a visitor now sees. */

const WIDE = { width: 1920, height: 1080 };

test.describe("round-79: the construction site's tag", () => {
  test("on a phone the 'coming later' tag stands clear of the drawing: the crane and the birds start under its foot", async ({ page }) => {
    await page.setViewportSize(PHONE);
    for (const locale of ["en", "ta", "ar"] as const) {
      await page.goto(siteUrl("tax", `/${locale}`));
      const picture = page.locator("main figure").filter({ has: page.locator("svg") }).first();
      const [tag, drawing] = [await box(picture.locator("figcaption")), await box(picture.locator("svg"))];
      // The drawing shows nothing outside its box on a phone, so its box is what the eye meets.
      expect(await picture.locator("svg").evaluate((svg) => getComputedStyle(svg).overflow), locale).toBe("hidden");
      expect(drawing.y - (tag.y + tag.height), locale).toBeGreaterThanOrEqual(8);
    }
  });
});

test.describe("round-79: the peace committee's newsletter on a wide screen", () => {
  test("at 1920 the two columns of sections stand on the parish board's edges, in English and mirrored in Arabic", async ({ page }) => {
    await page.setViewportSize(WIDE);
    for (const locale of ["en", "ar"] as const) {
      await page.goto(siteUrl("peace", `/${locale}`));
      const board = await box(page.locator("[data-hero]"));
      const [work, meetings] = [await box(page.locator("main #section-2")), await box(page.locator("main #section-3"))];
      const [start, end] = locale === "ar" ? [meetings, work] : [work, meetings];
      expect(Math.abs(start.x - board.x), locale).toBeLessThanOrEqual(2);
      expect(Math.abs(end.x + end.width - (board.x + board.width)), locale).toBeLessThanOrEqual(2);
      // Still two columns apart, each at a reading width.
      expect(end.x - (start.x + start.width), locale).toBeGreaterThanOrEqual(64);
      for (const section of [work, meetings]) expect(section.width, locale).toBeLessThan(640);
    }
  });
});

test.describe("round-79: the political colophon", () => {
  test("'Show all languages' starts on the flags' edge, not a step in from them", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    for (const locale of ["en", "ar"] as const) {
      await page.goto(siteUrl("political", `/${locale}`));
      const bar = page.locator("footer .flag-bar");
      const [flag, sign] = [await box(bar.locator("img").first()), await box(bar.locator(".flag-more .flag-toggle-sign"))];
      // On its own line under the flags (it stood 6 px further in than they, 8 px from the column's edge).
      expect(sign.y, locale).toBeGreaterThan(flag.y + flag.height);
      if (locale === "ar") expect(Math.abs(sign.x + sign.width - (flag.x + flag.width)), locale).toBeLessThanOrEqual(2);
      else expect(Math.abs(sign.x - flag.x), locale).toBeLessThanOrEqual(2);
    }
  });
});
