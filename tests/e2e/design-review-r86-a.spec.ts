import { expect, test, type Locator, type Page } from "@playwright/test";
import { box, DESKTOP, PHONE, WIDE } from "./support/geometry";
import { fontSizeOf as fontSize, textLineCount as lineCount, lineWidths } from "./support/lines";
import { rgbContrast } from "./support/colours";
import { openSite as open } from "./support/open-site";

/** What round 86's review of syma, vault and writing changed, and what a visitor now sees. */



const style = (locator: Locator, property: string, pseudo?: string) =>
  locator.first().evaluate((element, [name, before]) => getComputedStyle(element, before || null).getPropertyValue(name as string), [property, pseudo ?? ""] as const);

/** Any computed colour (also `color(srgb …)`, which a color-mix() computes to) as rgb(…), read back from a painted pixel. */
const painted = (page: Page, colour: string) =>
  page.evaluate((value) => {
    const canvas = document.createElement("canvas");
    canvas.width = canvas.height = 1;
    const context = canvas.getContext("2d") as CanvasRenderingContext2D;
    context.fillStyle = value;
    context.fillRect(0, 0, 1, 1);
    const [red, green, blue] = context.getImageData(0, 0, 1, 1).data;
    return `rgb(${red}, ${green}, ${blue})`;
  }, colour);


test.describe("round-86: syma", () => {
  test("the CV's chapter headings at the start page's size, a large figure over each; two lines at most (English, Tamil)", async ({ page }) => {
    await open(page, "syma", "/en");
    const start = page.locator("section[id^='section-'] > h2").first();
    const startSize = await fontSize(start);
    for (const locale of ["en", "ta"]) {
      await open(page, "syma", `/${locale}/cv`);
      const headings = page.locator("[data-article-body] > section[id^='section-'] > h2");
      expect(await headings.count(), locale).toBe(4);
      for (const heading of await headings.all()) {
        // They stood at 18 px beside 17 px text; the start page's are 32 px.
        expect(await fontSize(heading), locale).toBeGreaterThanOrEqual(locale === "ta" ? 21 : 28);
        expect(await fontSize(heading), locale).toBeLessThanOrEqual(startSize);
        expect(Number.parseFloat(await style(heading, "font-size", "::before")), locale).toBeGreaterThanOrEqual(locale === "ta" ? 36 : 40);
        // The figure on its own line, the words in at most two under it (Tamil's across the text's width).
        expect(await lineCount(heading), `${locale}: ${await heading.textContent()}`).toBeLessThanOrEqual(3);
      }
    }
  });

  test("on a phone the CV's timeline follows the introduction, before its four chapters", async ({ page }) => {
    await open(page, "syma", "/en/cv", PHONE);
    const timeline = await box(page.locator("[data-aside-end]"));
    const firstChapter = await box(page.locator("[data-article-body] > section[id^='section-']").first());
    const intro = await box(page.locator("main article .lead").first());
    // It came last, some 3,900 px down the page.
    expect(timeline.y).toBeGreaterThan(intro.y);
    expect(timeline.y + timeline.height).toBeLessThanOrEqual(firstChapter.y);
    expect(timeline.y).toBeLessThan(2 * PHONE.height);
  });

  test("'On this page' entries are 44 px tall or more (syma start and CV, writing's curriculum)", async ({ page }) => {
    for (const [site, path] of [["syma", "/en"], ["syma", "/en/cv"], ["writing", "/en/curriculum"]] as const) {
      await open(page, site, path);
      const links = page.locator("[data-section-nav] ol > li > a");
      expect(await links.count(), `${site}${path}`).toBeGreaterThanOrEqual(4);
      // They stood 42, 35 and 38 px tall.
      for (const link of await links.all()) expect((await box(link)).height, `${site}${path}`).toBeGreaterThanOrEqual(43.5);
    }
  });

  test("at 1366 the start page's title takes three lines at most (en, de, ta), and his introduction is set at the text's size, not as a second lede", async ({ page }) => {
    for (const locale of ["en", "de", "ta"]) {
      await open(page, "syma", `/${locale}`);
      const title = page.locator("[data-hero] h1");
      // Four lines of 48 px in a 493 px column.
      expect(await lineCount(title), locale).toBeLessThanOrEqual(3);
      expect(await fontSize(title), locale).toBeGreaterThanOrEqual(locale === "ta" ? 36 : 44);
    }
    await open(page, "syma", "/en");
    const intro = page.locator("[data-hero] [data-hero-lead]");
    const tagline = page.locator("[data-hero] h1 + p");
    const body = page.locator("section[id^='section-'] > p").first();
    // It stood at 22 px, the first screen's line under the title's size.
    expect(await fontSize(intro)).toBeLessThanOrEqual(await fontSize(body));
    expect(await fontSize(intro)).toBeLessThan(await fontSize(tagline));
  });
});

test.describe("round-86: vault", () => {
  test("the members' label in the menu at its entries' size and small capitals, upright, after a lock (light and dark)", async ({ page }) => {
    for (const scheme of ["light", "dark"] as const) {
      await open(page, "vault", "/en", DESKTOP, scheme);
      const hint = page.locator('.menu-row > li > [aria-disabled="true"] .menu-hint').first();
      await expect(hint).toBeVisible();
      const entry = page.locator(".menu-row a.menu-button").first();
      // A 19 px italic beside the entries' small capitals.
      // Round 89 replaced "at the entries' size in their small capitals": letter-spaced small capitals
      // made the label read about 12 px (Arabic's too) beside 18 px entries (review r89-a); it is upright
      // lower case a step under the entries, never under 15 px (design-review-r89-b).
      expect(await fontSize(hint), scheme).toBeGreaterThanOrEqual(Math.max(15, (await fontSize(entry)) * 0.85));
      expect(await style(hint, "font-style"), scheme).toBe("normal");
      expect(await style(hint, "font-variant-caps"), scheme).toBe("normal");
      expect(await style(hint, "content", "::before"), scheme).toBe('""');
      await expect(page.locator('.menu-row > li > [aria-disabled="true"]').first()).toHaveAttribute("aria-label", /members/);
    }
  });

  test("on the imprint the clauses' headings start on the text's edge (en, and ar from the right)", async ({ page }) => {
    for (const locale of ["en", "ar"]) {
      await open(page, "vault", `/${locale}/imprint`);
      const headings = page.locator("[data-imprint] .article section[id^='section-'] > h2");
      expect(await headings.count(), locale).toBeGreaterThanOrEqual(3);
      for (const heading of await headings.all()) {
        const start = await heading.evaluate((element) => {
          const range = document.createRange();
          range.selectNodeContents(element);
          const first = range.getClientRects()[0] as DOMRect;
          const own = element.getBoundingClientRect();
          return { textLeft: first.left, textRight: first.right, left: own.left, right: own.right, align: getComputedStyle(element).textAlign };
        });
        const text = await box(heading.locator("xpath=following-sibling::*[1]"));
        expect(start.align, locale).toBe("start");
        // Centred, its numeral floated some 40–150 px in from the text's edge.
        if (locale === "ar") expect(Math.abs(start.right - (text.x + text.width)), locale).toBeLessThanOrEqual(2);
        else expect(Math.abs(start.left - text.x), locale).toBeLessThanOrEqual(2);
        expect(Math.abs(start.textLeft - start.left) <= 60 || locale === "ar", locale).toBe(true);
      }
    }
  });

  test("Arabic counts the contents and the imprint's clauses in Arabic-Indic figures, not Roman numerals", async ({ page }) => {
    await open(page, "vault", "/ar", WIDE);
    const entries = page.locator("[data-section-nav] ol > li");
    expect(await entries.count()).toBeGreaterThanOrEqual(4);
    const marks = await entries.evaluateAll((items) => items.map((item) => getComputedStyle(item, "::before").content));
    for (const mark of marks) {
      expect(mark).toContain("arabic-indic");
      expect(mark).not.toContain("roman");
    }
    await open(page, "vault", "/ar/imprint");
    const clause = await style(page.locator("[data-imprint] .article section[id^='section-'] > h2"), "content", "::before");
    expect(clause).toContain("arabic-indic");
    // The English page keeps its Roman numerals, as a deed's.
    await open(page, "vault", "/en");
    expect(await page.locator("[data-section-nav] ol > li").first().evaluate((item) => getComputedStyle(item, "::before").content)).toContain("upper-roman");
  });

  test("the quiet secondary text (timeline notes, footer's place, 'On this page') a size larger and a step darker, light and dark", async ({ page }) => {
    for (const scheme of ["light", "dark"] as const) {
      await open(page, "vault", "/en", DESKTOP, scheme);
      const ground = await painted(page, await page.evaluate(() => getComputedStyle(document.body).backgroundColor));
      for (const selector of ["section[data-beside] dd", ".site-footer .footer-place", "[data-section-nav] > p"]) {
        const element = page.locator(selector).first();
        const where = `${scheme} ${selector}`;
        // 19 px of a small-eyed italic, in the muted tone (6.3:1 light, 8.9:1 dark).
        expect(await fontSize(element), where).toBeGreaterThanOrEqual(selector.endsWith("dd") ? 20 : 20.5);
        const ink = await painted(page, await style(element, "color"));
        expect(rgbContrast(ink, ground), where).toBeGreaterThanOrEqual(scheme === "light" ? 8 : 10.5);
      }
    }
  });

  // Round 88 replaced "some 30 % lower" (342 x 168): at 2:1 the gate stood 100 px tall under a strip
  // of sky (review r88); the drawing is 4:3 now, 342 x 256, and the first name still shows.
  test("on a phone the drawing is no taller than 4:3 and the inscription's first name shows in the first screen", async ({ page }) => {
    await open(page, "vault", "/en", PHONE);
    const picture = await box(page.locator("[data-hero-visual]"));
    expect(picture.height).toBeLessThanOrEqual(picture.width * 0.75 + 1);
    const first = await box(page.locator("[data-hero] ul[aria-label] > li").first());
    expect(first.y + first.height).toBeLessThanOrEqual(PHONE.height);
  });
});

test.describe("round-86: writing", () => {
  test("on a phone the hero's button wraps into two even lines with 16 px corners where it must (de, ru), and stays one line in English", async ({ page }) => {
    for (const locale of ["de", "ru", "en", "lt", "ta"]) {
      await open(page, "writing", `/${locale}`, PHONE);
      const button = page.locator("[data-hero] a[href]").filter({ hasNotText: /^\s*[\d ]+\s*$/ }).first();
      await expect(button, locale).toBeVisible();
      const widths = await lineWidths(button);
      if (widths.length > 1) {
        // A 999 px pill round two uneven lines bulged.
        expect(await style(button, "border-top-left-radius"), locale).toBe("16px");
        expect(await style(button, "text-wrap"), locale).toContain("balance");
        expect(await style(button, "text-align"), locale).toBe("center");
        // German's words allow even lines ("Was therapeutisches / Schreiben ist").
        const [longest, shortest] = [Math.max(...widths), Math.min(...widths)];
        if (locale === "de") expect(shortest / longest, locale).toBeGreaterThanOrEqual(0.6);
      }
      expect(widths.length, locale).toBeLessThanOrEqual(2);
      if (locale === "en") expect(widths.length).toBe(1);
    }
  });

  test("from 1024 px the lead's band spans the sections' grid, from the headings' edge to the text's end edge (1100, 1366, 1920; en and ar)", async ({ page }) => {
    for (const [viewport, locale] of [[DESKTOP, "en"], [WIDE, "en"], [{ width: 1100, height: 800 }, "en"], [DESKTOP, "ar"]] as const) {
      await open(page, "writing", `/${locale}`, viewport);
      const lead = page.locator(".start-page > [data-body-composition] > .article > .lead");
      const band = await box(lead);
      const section = page.locator(".start-page .article > section[id^='section-']").first();
      const [heading, text] = [await box(section.locator("h2")), await box(section.locator("p").first())];
      const where = `${locale} ${viewport.width}`;
      // It was a 740 px box from the headings' edge (x = 125 at 1366) that ended in line with nothing
      // below it: the band now runs the grid's whole width, on the headings' edge (round 84) and the
      // text's end edge, mirrored in Arabic.
      const [start, end] = locale === "ar" ? [band.x + band.width, band.x] : [band.x, band.x + band.width];
      const [headingStart, textEnd] = locale === "ar" ? [heading.x + heading.width, text.x] : [heading.x, text.x + text.width];
      expect(Math.abs(start - headingStart), where).toBeLessThanOrEqual(2);
      // Round 88 replaced "to the text's end edge" from 1200 px: there the band ends on the content's
      // end edge, the sections' rules' and the picture's (it stopped 76 px short of them at 1366,
      // review r88-a), its words one block across it (design-review-r88-b.spec.ts).
      const rule = await box(section);
      const contentEnd = locale === "ar" ? rule.x : rule.x + rule.width;
      // Round 89 replaced "on the content's end edge" from 1200 px: there its 30 px lines ran ~74 letters
      // (review r89-a); the deck is capped at ~61 letters (design-review-r89-b), inside the content.
      if (viewport.width >= 1200) expect(locale === "ar" ? end >= contentEnd - 2 : end <= contentEnd + 2, where).toBe(true);
      else expect(Math.abs(end - textEnd), where).toBeLessThanOrEqual(2);
      // Round 87 replaced "its words at some 34 letters a line, at most 80 % of the band": the band
      // stood 360 px empty beside them (and Arabic filled it); from 1200 px its words now fill it in
      // two columns at a reading measure (design-review-r87-a.spec.ts), the band keeps its edges.
      const words = await lead.evaluate((node) => {
        const range = document.createRange();
        range.selectNodeContents(node);
        return Math.max(...[...range.getClientRects()].map((rect) => rect.width));
      });
      expect(words, where).toBeLessThanOrEqual(viewport.width >= 1200 ? band.width : band.width * 0.8);
    }
  });

  test("at 1366 the Tamil header's members' entry keeps its lock and stays within the row (dark)", async ({ page }) => {
    await open(page, "writing", "/ta", DESKTOP, "dark");
    const entry = page.locator('.menu-row > li > [aria-disabled="true"]').first();
    await expect(entry).toBeVisible();
    expect(await style(entry.locator(".menu-hint"), "content", "::before")).toBe('""');
    const lock = await entry.locator(".menu-hint").evaluate((hint) => {
      const before = getComputedStyle(hint, "::before");
      return { width: Number.parseFloat(before.width), mask: before.maskImage || before.webkitMaskImage };
    });
    expect(lock.width).toBeGreaterThan(4);
    expect(lock.mask).toContain("url");
    const row = await box(page.locator(".site-header .menu-row"));
    const item = await box(entry);
    expect(item.x + item.width).toBeLessThanOrEqual(row.x + row.width);
  });
});
