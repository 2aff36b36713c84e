import { expect, test } from "@playwright/test";
import { siteUrl } from "./server-env";
import { box, DESKTOP } from "./support/geometry";
import { longestLine } from "./support/lines";

/** What the round-83 pass changed on the forum's and the magazine's pages, and what a visitor now sees. */

test.describe("round-83: the forum's first screen on a wide screen", () => {
  test("the line under the name takes its column's width, not three short lines beside a wider picture", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    for (const locale of ["en", "de"]) {
      await page.goto(siteUrl("forum", `/${locale}`));
      const tagline = page.locator("main [data-hero-tagline]");
      const picture = page.locator("main [data-hero-visual]");
      // It stood 440 px wide over a 540 px picture, about forty letters a line.
      expect((await box(tagline)).width, locale).toBeGreaterThanOrEqual((await box(picture)).width - 2);
      expect(await longestLine(tagline), locale).toBeGreaterThan(46);
    }
  });
});
