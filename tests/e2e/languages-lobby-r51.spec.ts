import { expect, test, type Locator } from "@playwright/test";
import { siteUrl } from "./server-env";

const phone = { width: 390, height: 844 };

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error("not laid out");
  return found;
};
const fontSize = (locator: Locator) => locator.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
const background = (url: string) => async ({ browser }: { browser: import("@playwright/test").Browser }) => {
  const context = await browser.newContext({ colorScheme: "dark" });
  const page = await context.newPage();
  await page.goto(url);
  const colour = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await context.close();
  return colour;
};

test.describe("languages: the sheet of phrases keeps its display type on a phone", () => {
  for (const locale of ["en", "ar", "ta"] as const) {
    // Round 86 replaced "each of the seven other phrases stands on a row of its own across the
    // sheet": stacked, the seven read as a table of contents of 26 px rows (review r86-b). They stand
    // two to a row now, each larger than before (design-review-r86-c), under the display line.
    test(`${locale}: the seven other phrases stand two to a row under the display line, large`, async ({ page }) => {
      await page.setViewportSize(phone);
      await page.goto(siteUrl("languages", `/${locale}`));
      const cells = page.locator("[data-hero] li[lang]:not([data-own-phrase])");
      await expect(cells).toHaveCount(7);
      const own = await box(page.locator("[data-hero] li[data-own-phrase]"));
      for (let index = 0; index < 7; index += 1) {
        const cell = await box(cells.nth(index));
        // Half the display line's width, under it. Round 89 replaced "every one of the seven": the
        // sheet's note runs across the sheet on a phone (eight lines of Tamil in a half column), and
        // the seventh phrase, which shared its row, across it too (design-review-r89-c).
        if (index < 6) {
          expect(cell.width).toBeLessThanOrEqual(own.width / 2);
          expect(cell.width).toBeGreaterThanOrEqual(own.width / 2 - 12);
        }
        expect(cell.y).toBeGreaterThanOrEqual(own.y + own.height - 1);
        // Display type, above the body's sizes.
        expect(await fontSize(cells.nth(index))).toBeGreaterThanOrEqual(28);
      }
    });
  }
});

// Round 83 replaced "a warm sepia ground" (rgb(21, 19, 15)): on near-black brown the site lost its
// colour by night. Its night is now the day's ink, a deep indigo, with the gold accent.
test("languages' night is its own: a deep indigo ground, the day's ink, not syma's, morpheme's or lobby's", async ({ browser }) => {
  const [languages, ...others] = await Promise.all(
    ["languages", "syma", "morpheme", "lobby"].map((site) => background(siteUrl(site, "/en"))({ browser })),
  );
  expect(languages).toBe("rgb(21, 20, 58)");
  for (const other of others) expect(other).not.toBe(languages);
});
