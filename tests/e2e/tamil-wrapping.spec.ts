import { expect, test, type Locator, type Page } from "@playwright/test";
import { siteUrl } from "./server-env";

const phone = { width: 390, height: 844 };
const laptop = { width: 1366, height: 768 };

async function open(page: Page, site: string, path: string): Promise<void> {
  await page.goto(siteUrl(site, path));
  await page.evaluate(() => document.fonts.ready);
}

/**
 * The words of an element's text that the browser broke across two lines: a word's letters drawn
 * on more than one line. A word is what stands between spaces, hyphens and dashes (a line may end
 * after "UN-" or "1995–").
 */
function wordsBrokenInside(element: Locator): Promise<string[]> {
  return element.evaluate((root) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      for (const word of node.data.matchAll(/[^\s\-‐–—]+/gu)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.bottom)));
        if (lines.size > 1) broken.push(word[0]);
      }
    }
    return broken;
  });
}

test.describe("section links never break a word between its letters", () => {
  for (const [label, viewport] of [
    ["a phone", phone],
    ["a laptop", laptop],
  ] as const) {
    test.describe(`on ${label}`, () => {
      test.use({ viewport });

      // Syma's strip of cells: Tamil's entries ("உறுப்பினர்களுக்கான") are wider than half a phone's
      // column and than a quarter of the laptop's strip; Russian's "Внутренний" than a quarter too.
      test("syma's index strip, in every language", async ({ page }) => {
        test.slow();
        for (const locale of ["en", "de", "ru", "es", "ar", "lt", "it", "ta"]) {
          await open(page, "syma", `/${locale}`);
          const entries = page.locator("[data-section-nav][data-section-form=strip] li a");
          await expect(entries).toHaveCount(4);
          for (const entry of await entries.all()) expect(await wordsBrokenInside(entry), `${locale}: ${await entry.textContent()}`).toEqual([]);
        }
      });

      test("the other sites' section lists in Tamil", async ({ page }) => {
        test.slow();
        for (const [site, path] of [
          ["syma", "/ta/cv"],
          ["vault", "/ta"],
          ["forum", "/ta"],
          ["political", "/ta"],
          // Round 84 replaced the languages' list with the hero's sheet of scripts (no [data-section-nav]).
          ["lobby", "/ta"],
          ["writing", "/ta/concept"],
          ["peace", "/ta/peace"],
        ] as const) {
          await open(page, site, path);
          const entries = page.locator("[data-section-nav] li a");
          expect(await entries.count(), `${site}${path}`).toBeGreaterThan(0);
          for (const entry of await entries.all()) expect(await wordsBrokenInside(entry), `${site}${path}: ${await entry.textContent()}`).toEqual([]);
        }
      });
    });
  }
});
