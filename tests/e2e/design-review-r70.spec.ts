import { expect, test, type Locator } from "@playwright/test";
import { siteUrl } from "./server-env";
import { box, DESKTOP } from "./support/geometry";

/** What the round-70 review held against first screens, inner pages and footers, and what a visitor now sees. */

test.describe("round-70 review", () => {
  test("political at 1366: the way on to the next commentary follows the commentary, the house's notice no taller than it needs", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    for (const [locale, most] of [
      ["en", 60],
      ["de", 60],
      ["ar", 160],
    ] as const) {
      await page.goto(siteUrl("political", `/${locale}`));
      const lead = page.locator("[data-lead-title]").locator("xpath=..");
      const lastParagraph = await box(lead.locator("p").filter({ hasNot: page.locator("a") }).last());
      const next = await box(lead.locator('a[href="#section-2"]'));
      // The link stood 249 px (Arabic 246 px) under the commentary's last line, pinned to the notice's end.
      expect(next.y - (lastParagraph.y + lastParagraph.height), locale).toBeLessThanOrEqual(most);
      // The house stays whole enough to read as a house: never cut thinner than a 2.6:1 band.
      const house = await box(page.locator("[data-hero] picture img").last());
      expect(house.width / house.height, locale).toBeLessThanOrEqual(2.65);
    }
  });

  test("forum at 1366: the hall's band shows the table under the crates and the kettle", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(siteUrl("forum", "/en"));
    const hall = page.locator("[data-hero] img").first();
    const shown = await hall.evaluate((image: HTMLImageElement) => {
      const frame = image.getBoundingClientRect();
      const scale = Math.max(frame.width / image.naturalWidth, frame.height / image.naturalHeight);
      const visible = frame.height / scale;
      const position = parseFloat(getComputedStyle(image).objectPosition.split(" ")[1]!) / 100;
      const top = position * (image.naturalHeight - visible);
      return { top: top / image.naturalHeight, bottom: (top + visible) / image.naturalHeight };
    });
    // The table's board runs at 59-64 % of the drawing's height; cut from the top the band ended at 56 %.
    expect(shown.bottom).toBeGreaterThan(0.62);
    // And the bunting's flags under their string (3-15 %) stay in.
    expect(shown.top).toBeLessThan(0.08);
  });

  test("peace at 1366: 'Who we are' runs in two columns with no line left alone at a column's top", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    for (const locale of ["en", "de", "ru", "lt"]) {
      await page.goto(siteUrl("peace", `/${locale}`));
      const section = page.locator("main section#section-1");
      const fragments = await section.evaluate((element) => {
        const frame = element.getBoundingClientRect();
        const middle = frame.left + frame.width / 2;
        return [...element.querySelectorAll("p")].flatMap((paragraph) => {
          const lineHeight = parseFloat(getComputedStyle(paragraph).lineHeight);
          const rects = [...paragraph.getClientRects()];
          const sides = [rects.filter((rect) => rect.right <= middle), rects.filter((rect) => rect.left >= middle)];
          return sides.filter((side) => side.length > 0).map((side) => Math.round(side.reduce((sum, rect) => sum + rect.height, 0) / lineHeight));
        });
      });
      expect(fragments.length, locale).toBeGreaterThan(1);
      // "nuclear rearmament." stood alone at the top of the second column.
      for (const lines of fragments) expect(lines, `${locale}: ${JSON.stringify(fragments)}`).toBeGreaterThanOrEqual(2);
    }
  });

  test("writing's course pages quote others, each with its source, never the page's own sentences again", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    for (const [path, quotes] of [
      ["/en/contentWriting", ["Give sorrow words"]],
      ["/en/concept", ["For what one has in black and white"]],
      ["/en/authorship", ["The pen is the tongue of the soul.", "I’m Nobody! Who are you?"]],
      ["/en/firstEdition", ["The written word remains."]],
      ["/en/sheetsMkt", ["The unexamined life is not worth living."]],
      ["/en/exin1", ["Go into yourself.", "Two are better than one"]],
      ["/en/curriculum", ["It is not things that disturb us", "What do I know?"]],
    ] as const) {
      await page.goto(siteUrl("writing", path));
      const figures = page.locator("main figure[data-quotation]");
      await expect(figures, path).toHaveCount(quotes.length);
      await expect(page.locator("main figure[aria-hidden=true] blockquote"), `${path}: no pull quote repeats the page`).toHaveCount(0);
      for (const [index, quote] of quotes.entries()) {
        const figure = figures.nth(index);
        await expect(figure.locator("blockquote"), path).toContainText(quote);
        await expect(figure.locator("figcaption"), path).not.toBeEmpty();
        // Words of others: not a sentence of the page's own text.
        const said = await page.locator("main section[id^=section-] > p").allInnerTexts();
        expect(said.some((paragraph) => paragraph.includes(quote)), `${path}: ${quote}`).toBe(false);
      }
    }
    // In German the poets speak in their own words.
    await page.goto(siteUrl("writing", "/de/concept"));
    await expect(page.locator("main figure[data-quotation] blockquote")).toHaveText("Denn, was man schwarz auf weiß besitzt, kann man getrost nach Hause tragen.");
    await expect(page.locator("main figure[data-quotation] figcaption")).toHaveText("Johann Wolfgang von Goethe, Faust I");
  });

  test("morpheme's footer at 1366 keeps two edges: the name and its line at the start, the imprint and the teachers' entrance at the end", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    for (const locale of ["en", "ar"]) {
      await page.goto(siteUrl("morpheme", `/${locale}/play`));
      const footer = page.locator("footer.site-footer");
      const [name, line, imprint, duck] = await Promise.all([
        box(footer.locator(".footer-name")),
        box(footer.locator(".footer-line")),
        box(footer.locator('[data-part="links"] a')),
        box(footer.locator(".duck-link").filter({ visible: true })),
      ]);
      // The line stood centred and the flags and the duck in a centred row: three alignments in four rows.
      const start = (item: { x: number; width: number }) => (locale === "ar" ? item.x + item.width : item.x);
      const end = (item: { x: number; width: number }) => (locale === "ar" ? item.x : item.x + item.width);
      expect(Math.abs(start(line) - start(name)), locale).toBeLessThanOrEqual(2);
      // Round 77 moves the languages into the middle between the two edges from 1100 px (under the
      // name they left the row's middle 600 px empty): design-review-r77.spec.ts; the edges hold.
      expect(Math.abs(end(duck) - end(imprint)), locale).toBeLessThanOrEqual(2);
    }
  });

  test("political in Arabic: the kickers over the byline and the lead commentary read as labels, not footnotes", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(siteUrl("political", "/ar"));
    const size = (locator: Locator) => locator.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    // At the Latin label's 13.5 px, "أحدث تعليق" read as small print beside 17 px text.
    const kickers = [page.locator("[data-hero] article > p").first(), page.locator("[data-hero] [data-author] > span").first()];
    for (const kicker of kickers) await expect(kicker).not.toBeEmpty();
    for (const kicker of kickers) expect(await size(kicker)).toBeGreaterThanOrEqual(16);
  });

  test("tax in Tamil on a phone: a footer label that wraps keeps its lines apart", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(siteUrl("tax", "/ta"));
    const label = page.locator("footer .footer-label").filter({ visible: true }).first();
    const [size, leading] = await label.evaluate((element) => [parseFloat(getComputedStyle(element).fontSize), parseFloat(getComputedStyle(element).lineHeight)]);
    // At 1.3 the two lines of "இந்தத் தளத்தைப் பற்றி" touched.
    expect(leading / size).toBeGreaterThanOrEqual(1.5);
  });
});
