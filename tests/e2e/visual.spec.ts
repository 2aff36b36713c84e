import { expect, test } from "@playwright/test";
import { siteUrl } from "./server-env";

/**
 * Visual regression of the ten start pages at a phone and a desktop width: the design may only
 * change on purpose (`npx playwright test visual --update-snapshots` after a deliberate change).
 * What changes with the date (today's gospel, the next distribution: elements with `data-date`) is
 * hidden and given one fixed height, and the browser's clock is fixed, so the pictures do not depend
 * on the day of the run; a small tolerance absorbs anti-aliasing.
 */
const siteIds = ["syma", "vault", "peace", "writing", "morpheme", "forum", "political", "languages", "lobby", "tax"] as const;
const widths = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1366, height: 900 },
] as const;
const DATED = "tests/e2e/fixtures/visual-dated.css";

test.describe("start pages look as designed", () => {
  for (const id of siteIds) {
    for (const size of widths) {
      test(`${id} at ${size.width} px`, async ({ page }) => {
        await page.setViewportSize({ width: size.width, height: size.height });
        // The forum's weekly notes stand in the order they next happen and say "Today" on their day:
        // the browser's date is the one the pictures were taken on (a Tuesday).
        await page.clock.setFixedTime(new Date("2026-12-01T12:00:00Z"));
        await page.goto(siteUrl(id, "/en"));
        await page.evaluate(() => document.fonts.ready);
        await expect(page).toHaveScreenshot(`${id}-${size.name}.png`, {
          animations: "disabled",
          caret: "hide",
          maxDiffPixelRatio: 0.02,
          stylePath: DATED,
        });
      });
    }
  }
});

/** Inner pages with a column beside the text: its drawing, fact box and quote stay where they were designed. */
const innerPages = [
  { name: "peace-auschwitz", site: "peace", path: "/en/auschwitz" },
  { name: "writing-curriculum", site: "writing", path: "/en/curriculum" },
  { name: "peace-work", site: "peace", path: "/en/work" },
  { name: "peace-peace", site: "peace", path: "/en/peace" },
  { name: "forum-2025", site: "forum", path: "/en/2025" },
  { name: "writing-concept", site: "writing", path: "/en/concept" },
  { name: "syma-cv", site: "syma", path: "/en/cv" },
] as const;

test.describe("inner pages look as designed", () => {
  for (const inner of innerPages) {
    for (const size of widths) {
      test(`${inner.name} at ${size.width} px`, async ({ page }) => {
        await page.setViewportSize({ width: size.width, height: size.height });
        await page.goto(siteUrl(inner.site, inner.path));
        await page.evaluate(() => document.fonts.ready);
        await expect(page).toHaveScreenshot(`${inner.name}-${size.name}.png`, { animations: "disabled", caret: "hide", maxDiffPixelRatio: 0.02 });
      });
    }
  }
});
