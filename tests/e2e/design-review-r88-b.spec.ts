import { expect, test, type Locator } from "@playwright/test";
import { box, DESKTOP, PHONE, WIDE } from "./support/geometry";
import { fontSizeOf, textLineCount, textLines } from "./support/lines";
import { openSite as open } from "./support/open-site";

/** What round 88's review of writing and morpheme changed (review r88-a), and what a visitor now sees. */

const style = (locator: Locator, property: string, pseudo?: string) =>
  locator.first().evaluate((element, [name, before]) => getComputedStyle(element, before || null).getPropertyValue(name as string), [property, pseudo ?? ""] as const);

test.describe("round-88: writing", () => {
  test("at 1366 the lead is one block, no columns, its band from the headings' edge to the content's end edge (en, ar)", async ({ page }) => {
    for (const locale of ["en", "ar"]) {
      await open(page, "writing", `/${locale}`);
      const lead = page.locator(".start-page > [data-body-composition] > .article > .lead");
      // Round 87 set it in two columns, which split "Sylvan / Martens" across them.
      expect(await style(lead, "column-count"), locale).toBe("auto");
      const band = await box(lead);
      const section = page.locator(".start-page .article > section[id^='section-']").first();
      const [heading, rule] = [await box(section.locator("h2")), await box(section)];
      const rtl = locale === "ar";
      // From the headings' edge (round 84). Round 89 replaced "to the content's end edge": across the
      // whole content its 30 px lines ran ~74 letters (review r89-a); the deck is capped at ~61 letters
      // (design-review-r89-b), still one block and never past the sections' rules.
      if (rtl) {
        expect(Math.abs(band.x + band.width - (heading.x + heading.width)), locale).toBeLessThanOrEqual(2);
        expect(band.x, locale).toBeGreaterThanOrEqual(rule.x - 2);
      } else {
        expect(Math.abs(band.x - heading.x), locale).toBeLessThanOrEqual(2);
        expect(band.x + band.width, locale).toBeLessThanOrEqual(rule.x + rule.width + 2);
      }
      // One block: every line starts at one edge, and the words fill the band at a reading measure.
      const lines = await textLines(lead);
      const starts = lines.map((line) => (rtl ? line.right : line.left));
      expect(Math.max(...starts) - Math.min(...starts), locale).toBeLessThanOrEqual(2);
      const inner = await lead.evaluate((element) => {
        const css = getComputedStyle(element);
        return element.getBoundingClientRect().width - Number.parseFloat(css.paddingLeft) - Number.parseFloat(css.paddingRight);
      });
      const widest = Math.max(...lines.map((line) => line.right - line.left));
      expect(widest, locale).toBeGreaterThanOrEqual(inner * 0.85);
      if (!rtl) for (const line of lines.slice(0, -1)) expect(line.letters, locale).toBeLessThanOrEqual(85);
      // A deck over the text: larger than the text, under the title.
      const text = await fontSizeOf(section.locator("p").first());
      expect(await fontSizeOf(lead), locale).toBeGreaterThanOrEqual(text * 1.35);
      expect(await fontSizeOf(lead), locale).toBeLessThan(await fontSizeOf(page.locator("[data-hero] h1")));
    }
  });

  test("at 1920 the first screen starts at the top and the project's lead shows whole under it", async ({ page }) => {
    await open(page, "writing", "/en", WIDE);
    const [header, hero, title] = [await box(page.locator(".site-header")), await box(page.locator(".start-page > [data-hero]")), await box(page.locator("[data-hero] h1"))];
    // The hero's content stood centred in a screen-high band, the title 148 px under its top.
    // Round 89 replaced "within 8 px": with the compact crisis note in the hero's grid (design-review-r89-b)
    // the text column starts 17 px under the hero's top, by the taped print's paper; the fault was 148 px.
    expect(title.y - hero.y).toBeLessThanOrEqual(24);
    expect(title.y - (header.y + header.height)).toBeLessThanOrEqual(56);
    const lead = await box(page.locator(".start-page > [data-body-composition] > .article > .lead"));
    expect(lead.y + lead.height).toBeLessThanOrEqual(WIDE.height);
  });

  for (const path of ["/en/curriculum", "/en/concept"]) {
    test(`on a phone ${path} shows "On this page" right after the lead, before the picture and the facts`, async ({ page }) => {
      await open(page, "writing", path, PHONE);
      const [lead, contents, aside] = [await box(page.locator("main .article .lead").first()), await box(page.locator("main [data-section-nav]")), await box(page.locator("main [data-article-aside]"))];
      // It started some 1,385 px down, after the lead, the picture and "at a glance".
      expect(contents.y).toBeGreaterThan(lead.y + lead.height);
      expect(contents.y - (lead.y + lead.height)).toBeLessThanOrEqual(48);
      expect(contents.y + contents.height).toBeLessThanOrEqual(aside.y);
      expect(contents.y).toBeLessThan(900);
      // The sections follow the picture and the facts, in the document's order.
      const first = await box(page.locator("main .article section[id^='section-']").first());
      expect(first.y).toBeGreaterThanOrEqual(aside.y + aside.height);
    });
  }

  test("at night on a phone the taped print's frame is a darker warm brown, not grey beige", async ({ page }) => {
    await open(page, "writing", "/en/curriculum", PHONE, "dark");
    const frame = page.locator('main [data-picture-frame="print"]').first();
    const ground = await style(frame, "background-color");
    // It was #8f826e (143, 130, 110): a grey beige, its red only 33 over its blue.
    const [red, green, blue] = ground.match(/\d+/g)!.map(Number) as [number, number, number];
    expect(red - blue).toBeGreaterThanOrEqual(55);
    expect(red + green + blue).toBeLessThan(143 + 130 + 110 - 60);
    // Still a print's margin, lighter than the page around it (writing-vault-peace-r52).
    const pageGround = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const sum = (colour: string) => colour.match(/\d+/g)!.slice(0, 3).map(Number).reduce((a, b) => a + b, 0);
    expect(red + green + blue).toBeGreaterThan(sum(pageGround) + 150);
  });

  test("Tamil on a phone: the title on one line, its pen stroke under the whole of it", async ({ page }) => {
    await open(page, "writing", "/ta", PHONE);
    const title = page.locator("[data-hero] h1");
    // Two lines, the 239 px swash under the 149 px last line.
    expect(await textLineCount(title)).toBe(1);
    const stroke = Number.parseFloat(await style(title, "width", "::after"));
    const words = await title.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return range.getBoundingClientRect().width;
    });
    expect(Math.abs(stroke - words)).toBeLessThanOrEqual(4);
    // Still a display size, above the line under it.
    expect(await fontSizeOf(title)).toBeGreaterThanOrEqual(1.4 * (await fontSizeOf(page.locator("[data-hero-tagline]"))));
  });
});

test.describe("round-88: morpheme", () => {
  test("at 1366 the round of the game takes three fifths of the first screen, its picture 220–260 px, its blocks at the game's size", async ({ page }) => {
    await open(page, "morpheme", "/en");
    const [hero, card, picture] = [await box(page.locator("[data-hero]")), await box(page.locator("[data-round-preview]")), await box(page.locator("[data-round-preview] svg").first())];
    // 537 × 310 px with a 136 px picture before.
    expect(card.width / hero.width).toBeGreaterThanOrEqual(0.55);
    expect(card.width / hero.width).toBeLessThanOrEqual(0.6);
    expect(picture.width).toBeGreaterThanOrEqual(220);
    expect(picture.width).toBeLessThanOrEqual(260);
    const blocks = await page.locator("[data-round-preview] ul > li").evaluateAll((items) => items.map((item) => item.getBoundingClientRect().height));
    await open(page, "morpheme", "/en/play");
    const played = await box(page.getByTestId("morpheme-shelf").getByRole("button").first());
    for (const height of blocks) expect(Math.abs(height - played.height)).toBeLessThanOrEqual(2);
  });

  test("at 1366 the introduction is the first screen's lead, under the title beside the round (en, de, ar)", async ({ page }) => {
    for (const locale of ["en", "de", "ar"]) {
      await open(page, "morpheme", `/${locale}`);
      // It stood alone under the first screen, 700 px wide with nothing beside it.
      await expect(page.locator("main .article > .lead"), locale).toHaveCount(0);
      const lead = page.locator("[data-hero] [data-hero-lead]");
      await expect(lead, locale).toBeVisible();
      const [own, title, card] = [await box(lead), await box(page.locator("[data-hero] h1")), await box(page.locator("[data-round-preview]"))];
      const rtl = locale === "ar";
      if (rtl) {
        expect(Math.abs(own.x + own.width - (title.x + title.width)), locale).toBeLessThanOrEqual(2);
        expect(own.x, locale).toBeGreaterThan(card.x + card.width);
      } else {
        expect(Math.abs(own.x - title.x), locale).toBeLessThanOrEqual(2);
        expect(own.x + own.width, locale).toBeLessThan(card.x);
      }
      expect(own.y, locale).toBeGreaterThan(title.y + title.height);
      // Beside the round: it starts before the card ends.
      expect(own.y, locale).toBeLessThan(card.y + card.height);
    }
  });

  test("on a phone the introduction still follows the round and the photos' button", async ({ page }) => {
    await open(page, "morpheme", "/en", PHONE);
    const [card, photos, lead, panel] = [
      await box(page.locator("[data-round-preview]")),
      await box(page.locator("[data-hero] a[href$='/photos']").first()),
      await box(page.locator("[data-hero] [data-hero-lead]")),
      await box(page.locator("main .article > section").first()),
    ];
    expect(lead.y).toBeGreaterThan(card.y + card.height);
    expect(lead.y).toBeGreaterThan(photos.y + photos.height);
    expect(panel.y).toBeGreaterThan(lead.y + lead.height);
  });

  test("'Result' has a deliberate stripe of dashes, grey by day and white at night", async ({ page }) => {
    for (const scheme of ["light", "dark"] as const) {
      await open(page, "morpheme", "/en", DESKTOP, scheme);
      const result = page.locator('[data-categories] > [data-category="result"]');
      // A white edge framed by grey lines showed as a double grey hairline on the white card.
      expect(await style(result, "border-inline-start-style"), scheme).toBe("dashed");
      expect(Number.parseFloat(await style(result, "border-inline-start-width")), scheme).toBeGreaterThanOrEqual(4);
      expect(await style(result, "border-inline-start-color"), scheme).toBe(scheme === "light" ? "rgb(148, 163, 184)" : "rgb(255, 255, 255)");
      expect(await style(result, "box-shadow"), scheme).toBe("none");
      // Not Circumfix's yellow, nor Basic's solid grey.
      expect(await style(page.locator('[data-categories] > [data-category="basic"]'), "border-inline-start-style"), scheme).toBe("solid");
    }
  });

  test("on /ar/play the folds' chevrons point along the Arabic line, to the left", async ({ page }) => {
    await open(page, "morpheme", "/ar/play", PHONE);
    for (const summary of await page.locator("main details.disclosure:not([open]) > summary").all()) {
      // A right-and-bottom border turned by 135° points left (–45° points right, as in English).
      const turn = await summary.evaluate((element) => {
        const matrix = new DOMMatrix(getComputedStyle(element, "::before").transform);
        return Math.round((Math.atan2(matrix.b, matrix.a) * 180) / Math.PI);
      });
      expect(turn).toBe(135);
    }
  });

  test("at 1366 the game's blocks stand from their shelf's start edge, as the sentence and the row do", async ({ page }) => {
    await open(page, "morpheme", "/en/play");
    const shelf = page.getByTestId("morpheme-shelf");
    const [own, first] = [await box(shelf), await box(shelf.getByRole("button").first())];
    const padding = Number.parseFloat(await style(shelf, "padding-left"));
    // Centred, the first block stood some 58 px in.
    expect(first.x - own.x - padding).toBeLessThanOrEqual(4);
  });
});
