import { expect, test, type Locator } from "@playwright/test";
import { siteUrl } from "./server-env";
import { box, DESKTOP, PHONE } from "./support/geometry";

/** What the round-68 review held against the start pages' first screens and footers, and what a visitor now sees. */

/** How many lines an element's text takes on screen. */
const linesOf = (element: Locator) =>
  element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size;
  });

test.describe("round-68 review: first screens and footers", () => {
  test("morpheme on a phone: the line under the title comes before the round and the buttons, both buttons still in the first screen", async ({ page }) => {
    await page.setViewportSize(PHONE);
    for (const locale of ["en", "ta", "ar"]) {
      await page.goto(siteUrl("morpheme", `/${locale}`));
      const hero = page.locator("[data-hero]");
      const line = await box(hero.locator("[data-hero-tagline]"));
      const round = await box(hero.locator("[data-round-preview]"));
      // The promise stood under the two buttons, 685 px down, a footnote to them.
      expect(line.y + line.height, locale).toBeLessThanOrEqual(round.y);
      expect(line.y, locale).toBeGreaterThan((await box(hero.locator("h1"))).y);
      // Round 84 replaced the hero's "Start the game" (/play) with the round card's "Play", which leads to the board.
      for (const target of ["play#morpheme-game-heading", "photos"]) await expect(hero.locator(`a[href="/${locale}/${target}"]`), `${locale} ${target}`).toBeInViewport({ ratio: 1 });
    }
  });

  test("political at 1366: the footer's columns fit what they hold, 'The readers' circle' on one line, every label on one", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    for (const locale of ["en", "ta", "ru"]) {
      await page.goto(siteUrl("political", `/${locale}`));
      const footer = page.locator("footer.site-footer");
      // It broke after its apostrophe in a fifth of the frame, while "Osnabrück" had as much room.
      expect(await linesOf(footer.locator('[data-part="duck"] .duck-link').first().locator("span")), locale).toBe(1);
      for (const label of await footer.locator(".footer-label").filter({ visible: true }).all()) expect(await linesOf(label), `${locale}: ${await label.innerText()}`).toBe(1);
      expect(await linesOf(footer.locator(".flag-toggle-label").first()), locale).toBe(1);
    }
  });

  test("languages at 1366 in Tamil: the line in the title cell takes four lines, not six", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(siteUrl("languages", "/ta"));
    const line = page.locator("[data-hero-tagline]");
    // Balanced at the Latin size it ran to six lines, "உலகைப்" alone on one.
    expect(await linesOf(line)).toBeLessThanOrEqual(4);
  });

  test("tax at 1366 in Tamil: the lead at a lead's size, the drawing's frame no longer three times its drawing's height", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(siteUrl("tax", "/ta"));
    const lead = page.locator("main .article > .lead");
    expect(await linesOf(lead)).toBeLessThanOrEqual(6);
    const frame = await box(page.locator("main .article > figure").first());
    const drawing = await box(page.locator("main .article > figure svg").first());
    // 775 px round a 276 px drawing.
    expect(frame.height).toBeLessThan(drawing.height * 2.6);
  });
});

test.describe("round-69 review: the peace committee", () => {
  test("its inner pages quote scripture and the memorial's inscription with their source, not a sentence of the page said twice; a phone shows them too", async ({ page }) => {
    for (const [path, quote, source] of [
      ["/en/peace", "Blessed are the peacemakers, for they will be called children of God.", "Matthew 5:9"],
      ["/en/work", "Little children, let us love, not in word or speech, but in truth and action.", "1 John 3:18"],
      ["/en/auschwitz", "For ever let this place be a cry of despair and a warning to humanity.", "Birkenau"],
    ] as const) {
      for (const viewport of [DESKTOP, PHONE]) {
        await page.setViewportSize(viewport);
        await page.goto(siteUrl("peace", path));
        const figure = page.locator("main figure:has(blockquote)");
        await expect(figure, path).toHaveCount(1);
        await expect(figure.locator("blockquote"), path).toHaveText(quote);
        await expect(figure.locator("figcaption"), path).toContainText(source);
        await expect(figure, `${path} ${viewport.width}`).toBeVisible();
        // Read by a screen reader in place: they are not the page's own words.
        await expect(figure).not.toHaveAttribute("aria-hidden", "true");
        const prose = await page.evaluate(() => [...document.querySelectorAll("main article section p")].filter((paragraph) => !paragraph.closest("blockquote")).map((paragraph) => paragraph.textContent).join(" "));
        expect(prose, path).not.toContain(quote);
      }
    }
  });

  test("at 1366 'Who we are' and 'Meetings' keep each paragraph whole, in one column, in en, de, ar and ta", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    for (const locale of ["en", "de", "ar", "ta"]) {
      await page.goto(siteUrl("peace", `/${locale}`));
      for (const section of ["#section-1", "#section-3"]) {
        // Replaced in round 71: run on in two balanced columns (round 69), a paragraph was cut
        // between the columns in English and Tamil. Each line of a paragraph starts at one edge.
        const edges = await page.locator(`main ${section} > p`).evaluateAll((nodes) =>
          nodes.map((node) => {
            const rtl = getComputedStyle(node).direction === "rtl";
            return [...new Set([...node.getClientRects()].map((line) => Math.round(rtl ? line.right : line.left)))];
          }),
        );
        expect(edges.length, `${locale} ${section}`).toBeGreaterThanOrEqual(2);
        for (const edge of edges) expect(edge, `${locale} ${section}`).toHaveLength(1);
        expect(new Set(edges.flat()).size, `${locale} ${section}`).toBe(1);
      }
    }
  });
});

test.describe("round-69 review: first screens that spilled", () => {
  test("political: the house's drawing stays inside its 'For sale' notice at 1024, 1366 and 1920 px, in en, de, ar and ta", async ({ page }) => {
    for (const width of [1024, 1366, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      for (const locale of ["en", "de", "ar", "ta"]) {
        await page.goto(siteUrl("political", `/${locale}`));
        const notice = page.locator("[data-hero] li:has(img)").first();
        const [card, drawing] = [await box(notice), await box(notice.locator("img"))];
        // It hung 78 px out of the notice at 1366 in English.
        expect(drawing.y + drawing.height, `${locale} ${width}`).toBeLessThanOrEqual(card.y + card.height);
        // Round 70 lets it give up to a 2.6:1 band to a shorter commentary (2:1 before).
        expect(drawing.height, `${locale} ${width}`).toBeGreaterThan(drawing.width / 2.65);
      }
    }
  });

  test("forum: the hall's picture keeps to its column, clear of the board with the dated notes", async ({ page }) => {
    for (const width of [1024, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      for (const locale of ["en", "ta", "ar"]) {
        await page.goto(siteUrl("forum", `/${locale}`));
        const [hall, board] = [await box(page.locator("[data-hero] [data-hero-visual]")), await box(page.locator("[data-hero] [class*=_parts]").first())];
        // It ran 7 px under the board in English, 49 px in Tamil.
        const apart = locale === "ar" ? hall.x - (board.x + board.width) : board.x - (hall.x + hall.width);
        expect(apart, `${locale} ${width}`).toBeGreaterThanOrEqual(16);
      }
    }
  });
});

test.describe("round-69 review: the lobby and the writing group", () => {
  test("lobby: the crisis line stands in the first screen's poster, both numbers dialable, on a phone and a laptop", async ({ page }) => {
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      for (const locale of ["en", "ta", "ar"]) {
        await page.goto(siteUrl("lobby", `/${locale}`));
        const line = page.locator("[data-hero] [data-help-line]");
        // It stood only in the footer, 2,634 px down on a laptop and 4,359 on a phone.
        for (const [number, href] of [["0800 111 0 111", "tel:08001110111"], ["112", "tel:112"]] as const) {
          const link = line.locator(`a[href="${href}"]`);
          await expect(link, `${locale} ${viewport.width}`).toContainText(number);
          await expect(link, `${locale} ${viewport.width}`).toBeInViewport({ ratio: 1 });
        }
      }
    }
    // The sites without a crisis line have none in their first screen.
    await page.goto(siteUrl("forum", "/en"));
    await expect(page.locator("[data-help-line]")).toHaveCount(0);
  });

  test("writing at 1366: a course's first part leads on across the whole line, the print beside a section centred in its column", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(siteUrl("writing", "/en/concept"));
    const nav = page.locator("[data-group-nav]");
    await expect(nav.locator("a")).toHaveCount(1);
    const [line, step] = [await box(nav), await box(nav.locator("a"))];
    // Half the line at its far end left the page's foot lopsided.
    expect(step.width).toBeGreaterThan(line.width - 2);
    await page.goto(siteUrl("writing", "/en/sheetsMkt"));
    const print = page.locator('main [data-section-beside] [data-picture-frame="print"]').first();
    const column = await box(page.locator("main [data-section-beside]").first());
    const picture = await box(print);
    // At the column's start edge it left 169 px empty beside it.
    expect(Math.abs(picture.x - column.x - (column.x + column.width - (picture.x + picture.width)))).toBeLessThan(24);
  });
});

test.describe("round-69 review: Tamil and Arabic", () => {
  test("vault at 1366 in Tamil: every section's text starts at one edge, whatever its heading's longest word", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(siteUrl("vault", "/ta"));
    const starts = await page.locator("main .article > section[id^=section-] > p:first-of-type").evaluateAll((paragraphs) => paragraphs.map((paragraph) => Math.round(paragraph.getBoundingClientRect().left)));
    expect(starts.length).toBeGreaterThanOrEqual(3);
    // The third started 48 px further in.
    expect(Math.max(...starts) - Math.min(...starts)).toBeLessThanOrEqual(1);
  });

  test("political on a phone: the Tamil masthead keeps most of the Latin one's size, the header its height", async ({ page }) => {
    await page.setViewportSize(PHONE);
    const measure = async (locale: string) => {
      await page.goto(siteUrl("political", `/${locale}`));
      const title = page.locator("header .site-title");
      return { size: await title.evaluate((node) => Number.parseFloat(getComputedStyle(node).fontSize)), header: (await box(page.locator("header").first())).height, fits: await title.evaluate((node) => node.scrollWidth <= node.clientWidth + 1) };
    };
    const [english, tamil] = [await measure("en"), await measure("ta")];
    // 16 px beside the Latin 22 px read as a small label. Replaced on purpose in round 76: the
    // Latin nameplate grew to 28 px (at 22 it stood smaller than the footer's 43 px name); Tamil's
    // கண்ணோட்டங்கள் keeps the 18.7 px at which it still leaves the header's tools their room.
    expect(english.size).toBeGreaterThanOrEqual(28);
    expect(tamil.size).toBeGreaterThanOrEqual(18.7);
    expect(tamil.fits).toBe(true);
    expect(Math.abs(tamil.header - english.header)).toBeLessThanOrEqual(2);
  });

  test("morpheme /ar/play: the empty row's hint reads right to left inside the German row", async ({ page }) => {
    await page.goto(siteUrl("morpheme", "/ar/play"));
    const hint = page.getByTestId("morpheme-row").locator("li").first();
    await expect(hint).toBeVisible();
    expect(await hint.evaluate((node) => getComputedStyle(node).direction)).toBe("rtl");
  });
});
