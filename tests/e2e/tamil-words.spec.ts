import { expect, test, type Page } from "@playwright/test";
import { siteUrl } from "./server-env";

/**
 * Words of a page's heading and lead that the browser had to break inside (they wrap onto a
 * second line without a hyphen or space to break at): a Tamil word cut in two reads as two words.
 */
async function wordsBrokenInside(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((elements) => {
    const broken: string[] = [];
    for (const element of elements) {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        for (const match of node.data.matchAll(/[^\s\-–/@]+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (lines.size > 1) broken.push(match[0]);
        }
      }
    }
    return broken;
  });
}

test.describe("Tamil words stay whole on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const [site, path] of [
    ["syma", "/ta/cv"],
    ["peace", "/ta/auschwitz"],
    ["writing", "/ta/curriculum"],
    ["forum", "/ta/2024"],
    ["vault", "/ta"],
    ["political", "/ta"],
  ] as const) {
    test(`${site}${path}: no word of a heading or the lead breaks inside`, async ({ page }) => {
      await page.goto(siteUrl(site, path));
      await page.evaluate(() => document.fonts.ready);
      await expect(page.locator("main h1")).toBeVisible();
      expect(await wordsBrokenInside(page, "main h1, main h2, main .lead, main [data-hero-tagline]")).toEqual([]);
    });
  }
});

test.describe("Tamil words stay whole beside a first screen's picture on a laptop", () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  for (const site of ["syma", "vault", "lobby", "tax"] as const) {
    test(`${site}/ta: no word of the heading, the line under it or the lead breaks inside`, async ({ page }) => {
      await page.goto(siteUrl(site, "/ta"));
      await page.evaluate(() => document.fonts.ready);
      await expect(page.locator("main h1")).toBeVisible();
      expect(await wordsBrokenInside(page, "main h1, main .lead, main [data-hero-tagline]")).toEqual([]);
    });
  }
});
