import { expect, test, type Locator, type Page } from "@playwright/test";
import ar from "../../messages/ar.json" with { type: "json" };
import en from "../../messages/en.json" with { type: "json" };
import ta from "../../messages/ta.json" with { type: "json" };
import scriptTexts from "../../features/site-pages/hero/script-texts.json" with { type: "json" };
import { siteUrl } from "./server-env";
import { box, DESKTOP, PHONE } from "./support/geometry";

/**
 * The video tiles show their drawn picture and give their title the card's width on a phone; the
 * morpheme's round reads left to right as one unit on an Arabic page and its lead is not fine print;
 * the languages sheet sets its seven phrases at one size and its panels in a rhythm rather than a list,
 * two of them with a sample of their script.
 */

const pageTexts = { en, ar, ta };
const samples = Object.fromEntries(scriptTexts.samples.map((sample) => [sample.lang, sample.text])) as Record<"ar" | "ta", string>;

/** Opens the films' row where a phone folds the media under their headings. */
async function showVideos(page: Page) {
  const row = page.locator('main [data-fold="heading"]:has(video) > summary');
  if ((await row.count()) > 0 && (await row.isVisible())) await row.click();
}

test.describe("video tiles: the picture painted and, on a phone, the title across the card under it", () => {
  for (const site of ["forum", "political"])
    for (const locale of ["en", "ta"])
      test(`${site} (${locale}) at 390`, async ({ page }) => {
        await page.setViewportSize(PHONE);
        await page.goto(siteUrl(site, `/${locale}`));
        await showVideos(page);
        const tiles = page.locator("main figure:has(video)");
        await expect(tiles).toHaveCount(2);
        for (const tile of await tiles.all()) {
          await tile.scrollIntoViewIfNeeded();
          const poster = tile.locator("img");
          // The drawing is loaded and painted over the clip's whole box, not an empty block.
          await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && /\/images\/[a-z-]+\.svg$/.test(img.currentSrc))).toBe(true);
          const [card, picture, stage, title] = [await box(tile), await box(poster), await box(tile.locator("> div").first()), await box(tile.locator("figcaption > span").first())];
          expect(Math.abs(picture.width - stage.width), `${site} ${locale}`).toBeLessThan(2);
          expect(Math.abs(picture.height - stage.height), `${site} ${locale}`).toBeLessThan(2);
          // The picture above the title, the title with the card's width (beside the picture it had ~140 px).
          expect(picture.y + picture.height, `${site} ${locale}`).toBeLessThanOrEqual(title.y + 1);
          expect(title.width, `${site} ${locale}`).toBeGreaterThan(card.width * 0.7);
        }
      });
});

test.describe("morpheme's round on a phone", () => {
  test("Arabic: the German sentence and its blocks start at one left edge, the round's body left to right", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(siteUrl("morpheme", "/ar"));
    const round = page.locator("[data-hero] [data-round-preview]");
    const [sentence, blocks] = [await box(round.locator("p[lang=de]")), await box(round.locator("ul[lang=de] > li").first())];
    expect(Math.abs(sentence.x - blocks.x)).toBeLessThan(4);
    // The page's own text around it stays right to left.
    expect(await round.locator("h2").evaluate((heading) => getComputedStyle(heading).direction)).toBe("rtl");
  });

  for (const locale of ["en", "ta"])
    test(`${locale}: the lead under the colour key is set at least at the body's size, not as fine print`, async ({ page }) => {
      await page.setViewportSize(PHONE);
      await page.goto(siteUrl("morpheme", `/${locale}`));
      // Round 88 replaced `main .article > .lead`: the introduction became the first screen's own
      // lead (review r88-a: it floated alone under the first screen at 1366); the size rule stays.
      const lead = page.locator("[data-hero] [data-hero-lead]");
      const [leadSize, bodySize] = await lead.evaluate((element) => {
        const probe = document.createElement("span");
        probe.style.fontSize = "var(--step-0)";
        element.parentElement!.append(probe);
        const sizes = [parseFloat(getComputedStyle(element).fontSize), parseFloat(getComputedStyle(probe).fontSize)];
        probe.remove();
        return sizes;
      });
      expect(leadSize, locale).toBeGreaterThanOrEqual(bodySize! - 0.25);
    });
});

test.describe("languages", () => {
  for (const locale of ["en", "ar", "ta"])
    test(`${locale} at 1366: the seven phrases under the visitor's own at one size`, async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await page.goto(siteUrl("languages", `/${locale}`));
      const sizes = await page.locator("[data-hero] li[lang]:not([data-own-phrase])").evaluateAll((cells) => cells.map((cell) => `${cell.getAttribute("lang")} ${getComputedStyle(cell).fontSize}`));
      expect(sizes).toHaveLength(7);
      expect(new Set(sizes.map((entry) => entry.split(" ")[1])).size, sizes.join(", ")).toBe(1);
    });

  for (const locale of ["en", "ar", "ta"] as const)
    test(`${locale}: the language panels vary: between the pairs, two wide panels set a sample of their script large beside the text`, async ({ page }) => {
      const panels = page.locator("main .article > section:has(> [data-language-mark])");
      const sample = (panel: Locator) => panel.locator("[data-script-sample]");
      const size = (locator: Locator) => locator.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
      await page.setViewportSize(DESKTOP);
      await page.goto(siteUrl("languages", `/${locale}`));
      await expect(panels).toHaveCount(8);
      const boxes = await Promise.all((await panels.all()).map(box));
      // Sections 6 and 9 of the article (Arabic, Tamil) across the sheet; the others in pairs.
      const wide = boxes.map((panel) => panel.width > boxes[0]!.width * 1.6);
      expect(wide, locale).toEqual([false, false, false, false, true, false, false, true]);
      for (const [index, lang] of [[4, "ar"], [7, "ta"]] as const) {
        const panel = panels.nth(index);
        // The script itself, in its own letters, and what it says in the page's language.
        await expect(sample(panel).locator(`blockquote[lang="${lang}"]`)).toHaveText(samples[lang].replace("\n", ""));
        await expect(sample(panel).locator("figcaption")).toHaveText(pageTexts[locale].heroes.languages.samples[lang]);
        const [specimen, text] = [await box(sample(panel)), await box(panel.locator("> p").first())];
        // Beside the text, not under it: the two overlap in height.
        expect(specimen.y, `${locale} ${lang}`).toBeLessThan(text.y + text.height);
        expect(specimen.x + specimen.width <= text.x + 1 || text.x + text.width <= specimen.x + 1, `${locale} ${lang}`).toBe(true);
        // Set larger than a loved word, so it reads as the panel's picture.
        expect(await size(sample(panel).locator("blockquote")), `${locale} ${lang}`).toBeGreaterThan((await size(panels.nth(0).locator("[data-loved-word] > [lang]"))) * 1.2);
      }
      await expect(page.locator("[data-script-sample]")).toHaveCount(2);
      // Round 83 replaced "the two wide panels mirror each other" (the page's rhythm changed at each
      // of them): the two feature panels are set alike, the sample on the same side of the text, on
      // the same tinted ground.
      const side = async (index: number) => (await box(sample(panels.nth(index)))).x > (await box(panels.nth(index).locator("> p").first())).x;
      expect(await side(4), locale).toBe(await side(7));
      const ground = (index: number) => panels.nth(index).evaluate((element) => getComputedStyle(element).backgroundColor);
      expect(await ground(4), locale).toBe(await ground(7));
      expect(await ground(4), locale).not.toBe(await panels.nth(0).evaluate((element) => getComputedStyle(element).backgroundColor));
      // On a phone the sample follows the loved word, across the panel's width.
      await page.setViewportSize(PHONE);
      for (const index of [4, 7]) {
        const [specimen, word] = [await box(sample(panels.nth(index))), await box(panels.nth(index).locator("[data-loved-word]"))];
        expect(specimen.y, `${locale} phone`).toBeGreaterThan(word.y + word.height - 1);
      }
    });
});
