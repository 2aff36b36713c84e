import { expect, test } from "@playwright/test";
import { siteUrl } from "./server-env";
import { DESKTOP } from "./support/geometry";

/** What the round-59 and round-60 reviews still held against the pages, and what a visitor now sees. */

test.describe("round-60 review", () => {
  test("\"On this page\" in two columns: read down the first column, and the entries across from each other stand on one row", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    for (const [site, path] of [
      ["writing", "/en/concept"],
      ["syma", "/de/cv"],
    ] as const) {
      await page.goto(siteUrl(site, path));
      const entries = await page.locator("[data-section-nav] li").evaluateAll((items) =>
        items.map((item) => {
          const box = item.getBoundingClientRect();
          return { x: Math.round(box.x), y: Math.round(box.y) };
        }),
      );
      expect(entries, `${site}${path}`).toHaveLength(4);
      const [first, second, third, fourth] = entries as [(typeof entries)[0], (typeof entries)[0], (typeof entries)[0], (typeof entries)[0]];
      // The second entry under the first, the third opening the second column.
      expect(second.x, `${site}${path}`).toBe(first.x);
      expect(second.y, `${site}${path}`).toBeGreaterThan(first.y);
      expect(third.x, `${site}${path}`).toBeGreaterThan(first.x + 100);
      // CSS columns flowed each column on its own: a heading over two lines moved only its own
      // column's next entry down (31 px off on writing's concept page).
      expect(Math.abs(third.y - first.y), `${site}${path}`).toBeLessThanOrEqual(1);
      expect(Math.abs(fourth.y - second.y), `${site}${path}`).toBeLessThanOrEqual(1);
    }
  });
});
