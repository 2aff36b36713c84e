import { expect, test, type Locator, type Page } from "@playwright/test";
import { box, DESKTOP, PHONE } from "./support/geometry";
import { fontSizeOf, textLineCount, textLines } from "./support/lines";
import { openSite as open } from "./support/open-site";

/** What round 89's review of vault, writing and morpheme (r89-b) changed, and what a visitor now sees. */

const style = (locator: Locator, property: string) =>
  locator.first().evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

/** A CSS colour's lightness (HSL), 0 black to 1 white. */
function lightnessOf(colour: string): number {
  const [red, green, blue] = colour.match(/[\d.]+/g)!.map(Number);
  return (Math.max(red!, green!, blue!) + Math.min(red!, green!, blue!)) / 2 / 255;
}

/** The hero picture's pixels down one column (a fraction of its width) between two heights, as lightness 0–255. */
const skyColumn = (page: Page, x: number, from: number, to: number) =>
  page.locator("[data-hero-visual] img").evaluate(
    async (img: HTMLImageElement, [column, top, bottom]) => {
      if (!img.complete) await new Promise((resolve) => img.addEventListener("load", resolve, { once: true }));
      const canvas = document.createElement("canvas");
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const context = canvas.getContext("2d")!;
      context.drawImage(img, 0, 0);
      const at = Math.round(img.naturalWidth * column!);
      const rows: { r: number; g: number; b: number }[] = [];
      for (let y = Math.round(img.naturalHeight * top!); y < Math.round(img.naturalHeight * bottom!); y++) {
        const [r, g, b] = context.getImageData(at, y, 1, 1).data;
        rows.push({ r: r!, g: g!, b: b! });
      }
      return rows;
    },
    [x, from, to],
  );

test.describe("round-89: vault", () => {
  test("the hero's dusk is a smooth violet-to-apricot sky, no engraved stripes, at 1366 and on a phone", async ({ page }) => {
    for (const viewport of [DESKTOP, PHONE]) {
      await open(page, "vault", "/en", viewport);
      const rows = await skyColumn(page, 0.08, 0.02, 0.6);
      const light = rows.map(({ r, g, b }) => (Math.max(r, g, b) + Math.min(r, g, b)) / 2);
      // A dusk, not a pale afternoon: the top a darker violet (blue over green), the horizon warm.
      const top = rows[0]!;
      expect(light[0]!, `${viewport.width}`).toBeLessThan(130);
      expect(top.b, `${viewport.width}`).toBeGreaterThan(top.g);
      const low = rows.at(-1)!;
      expect(low.r - low.b, `${viewport.width}`).toBeGreaterThan(40);
      // Smooth: neighbouring rows never jump (the sky's lines every 9 units were a 10–20 step).
      let jump = 0;
      for (let index = 1; index < light.length; index++) jump = Math.max(jump, Math.abs(light[index]! - light[index - 1]!));
      expect(jump, `${viewport.width}`).toBeLessThanOrEqual(6);
    }
  });

  test("at 1366 'for members' reads at the menu's size in lower case, not letter-spaced small capitals (en, ar, ta)", async ({ page }) => {
    for (const locale of ["en", "ar", "ta"]) {
      await open(page, "vault", `/${locale}`);
      const hint = page.locator('.site-header .menu-row > li > [aria-disabled="true"] .menu-hint').first();
      await expect(hint, locale).toBeVisible();
      expect(await style(hint, "font-variant-caps"), locale).toBe("normal");
      const size = await fontSizeOf(hint);
      expect(size, locale).toBeGreaterThanOrEqual(15);
      const entry = await fontSizeOf(page.locator(".site-header .menu-row > li > a.menu-button").first());
      expect(size, locale).toBeGreaterThanOrEqual(Math.min(15, entry) * 0.99);
      expect(size, locale).toBeGreaterThanOrEqual(entry * 0.85);
      expect(parseFloat(await style(hint, "letter-spacing")) || 0, locale).toBeLessThanOrEqual(size * 0.03);
    }
  });

  test("at 1366 the Tamil side notes stand in a column some 240 px wide", async ({ page }) => {
    await open(page, "vault", "/ta");
    const notes = page.locator("main .article > section > section[data-beside]");
    expect(await notes.count()).toBeGreaterThan(0);
    for (const note of await notes.all()) expect((await box(note)).width).toBeGreaterThanOrEqual(230);
    // Each heading still on one shared margin (round 85's rule): the texts start on one edge.
    const starts = new Set<number>();
    for (const text of await page.locator("main .article > section:has(> section[data-beside]) > p:first-of-type").all()) starts.add(Math.round((await box(text)).x));
    expect(starts.size).toBe(1);
  });

  test("on a phone each name of the inscription stands with its years on one line, the card about 300 px", async ({ page }) => {
    for (const locale of ["en", "ar", "ta"]) {
      await open(page, "vault", `/${locale}`, PHONE);
      const card = page.locator("[data-hero] figure:has(> ul[lang=de])");
      const rows = card.locator("li");
      await expect(rows, locale).toHaveCount(6);
      for (const row of await rows.all()) {
        const [name, years] = [await box(row.locator("span").first()), await box(row.locator("span").last())];
        expect(Math.abs(name.y + name.height / 2 - (years.y + years.height / 2)), locale).toBeLessThanOrEqual(4);
      }
      expect((await box(card)).height, locale).toBeLessThanOrEqual(330);
      // The first name still in the first screen.
      const first = await box(rows.first());
      expect(first.y + first.height, locale).toBeLessThanOrEqual(PHONE.height);
    }
  });

  test("on a phone the sign-in page's 'For the family' entries read from their start, under the centred heading", async ({ page }) => {
    await open(page, "vault", "/en/login", PHONE);
    const offer = page.locator("[data-members-offer]");
    await expect(offer.locator("h2")).toHaveCSS("text-align", "center");
    const entries = offer.locator("ul > li");
    expect(await entries.count()).toBeGreaterThanOrEqual(4);
    for (const entry of await entries.all()) expect(await style(entry, "text-align")).toBe("start");
  });
});

test.describe("round-89: writing", () => {
  test("on a phone each crisis number's pill stands at least 8 px under its words (en, ar)", async ({ page }) => {
    for (const locale of ["en", "ar"]) {
      await open(page, "writing", `/${locale}`, PHONE);
      for (const entry of await page.locator("[data-hero] aside li").all()) {
        const [label, number] = [await box(entry.locator(":scope > span")), await box(entry.locator("a"))];
        expect(number.y - (label.y + label.height), locale).toBeGreaterThanOrEqual(8);
        expect(number.height, locale).toBeGreaterThanOrEqual(44);
      }
    }
  });

  test("at 1366 the crisis box is a compact note of some 110 px, its numbers in the words' lines (en, ar, ta)", async ({ page }) => {
    for (const locale of ["en", "ar", "ta"]) {
      await open(page, "writing", `/${locale}`);
      const note = page.locator('[data-hero] aside[aria-labelledby^="hero-phones"]');
      const height = (await box(note)).height;
      expect(height, locale).toBeLessThanOrEqual(locale === "ta" ? 150 : 125);
      for (const number of await note.locator('a[href^="tel:"]').all()) await expect(number, locale).toBeVisible();
      // Smaller than the call to write's block above it is wide: a note, not the first screen's largest card.
      const action = await box(page.locator("[data-hero] a[href$='/contentWriting']"));
      expect(height, locale).toBeLessThan(action.height * 3);
    }
  });

  test("on a phone the header's handwritten name is 24 px (en, ar), the header no taller", async ({ page }) => {
    for (const locale of ["en", "ar"]) {
      await open(page, "writing", `/${locale}`, PHONE);
      const title = page.locator(".site-header .site-title .title-short");
      expect(await fontSizeOf(title), locale).toBeGreaterThanOrEqual(23.5);
      expect((await box(page.locator(".site-header"))).height, locale).toBeLessThanOrEqual(72);
    }
  });

  test("at 1366 the introduction's deck runs some 60 letters a line from the headings' edge, one block", async ({ page }) => {
    await open(page, "writing", "/en");
    const lead = page.locator("main .article > .lead");
    const heading = await box(page.locator("main .article > section > h2").first());
    const deck = await box(lead);
    expect(Math.abs(deck.x - heading.x)).toBeLessThanOrEqual(2);
    expect(deck.width).toBeLessThanOrEqual(1000);
    expect(await style(lead, "column-count")).toBe("auto");
    const lines = await textLines(lead);
    expect(Math.max(...lines.map((line) => line.letters))).toBeLessThanOrEqual(66);
  });
});

test.describe("round-89: morpheme", () => {
  test("at 1366 the play page's words built so far stand under the picture, beside the buttons", async ({ page }) => {
    await open(page, "morpheme", "/de/play");
    const game = page.locator("section[aria-labelledby=morpheme-game-heading]");
    await expect(game).toHaveAttribute("data-ready", "true");
    const picture = await box(game.locator("svg:has(use)").first());
    const words = await box(page.locator("section[aria-labelledby=morpheme-words-heading]"));
    const check = await box(game.getByRole("button", { name: "Prüfen" }));
    expect(words.x).toBeLessThan(picture.x + 4);
    expect(words.x + words.width).toBeLessThanOrEqual(check.x);
    expect(words.y).toBeGreaterThanOrEqual(picture.y + picture.height);
    // In the hole under the picture (170 px high, its bottom at the board's), not below the board.
    expect(words.y - (picture.y + picture.height)).toBeLessThan(60);
    expect(words.y).toBeLessThan(check.y + check.height);
  });

  test("at 1366 the start page's title takes three lines, the introduction follows its line, the photos a quiet link last", async ({ page }) => {
    for (const locale of ["en", "de", "ru"]) {
      await open(page, "morpheme", `/${locale}`);
      const title = page.locator("[data-hero] h1");
      expect(await textLineCount(title), locale).toBeLessThanOrEqual(3);
      const [tagline, intro] = [await box(page.locator("[data-hero-tagline]")), await box(page.locator("[data-hero-lead]"))];
      const photos = page.locator("[data-hero] a[href$='/photos']");
      const link = await box(photos);
      expect(intro.y, locale).toBeGreaterThan(tagline.y + tagline.height);
      expect(link.y, locale).toBeGreaterThan(intro.y + intro.height);
      expect(link.x, locale).toBeLessThan(intro.x + 4);
      // A link, not an outlined button.
      expect(await style(photos, "border-top-width"), locale).toBe("0px");
      expect(await style(photos, "text-decoration-line"), locale).toContain("underline");
    }
  });

  test("at night the round's drawing keeps its dark outlines on a muted card, its meadow a muted green", async ({ page }) => {
    await open(page, "morpheme", "/en", DESKTOP, "dark");
    const tile = page.locator("[data-hero] [data-round-preview] svg");
    const ground = lightnessOf(await style(tile, "background-color"));
    expect(ground).toBeGreaterThan(0.6);
    expect(ground).toBeLessThan(0.9);
    expect(lightnessOf(await style(tile, "stroke"))).toBeLessThan(0.3);
    const meadow = tile.locator('[fill="#bbf7d0"]').first();
    expect(lightnessOf(await style(meadow, "fill"))).toBeLessThan(0.7);
  });

  test("'What is a morpheme?' shows its example as blocks under the text, beside the drawing", async ({ page }) => {
    await open(page, "morpheme", "/en");
    const sum = page.locator("main .article [data-word-sum]");
    await expect(sum).toHaveText(/un\s*\+\s*glück\s*\+\s*lich\s*=\s*unglücklich/);
    const section = page.locator("main .article > section", { has: page.locator("[data-word-sum]") });
    const [text, own, drawing, categories] = [
      await box(section.locator(":scope > p:not([data-word-sum])").first()),
      await box(sum),
      await box(section.locator(":scope > [role=img]")),
      await box(section.locator("[data-categories]")),
    ];
    expect(own.y).toBeGreaterThanOrEqual(text.y + text.height);
    expect(Math.abs(own.x - text.x)).toBeLessThanOrEqual(2);
    expect(own.x + own.width).toBeLessThanOrEqual(drawing.x);
    expect(own.y + own.height).toBeLessThanOrEqual(categories.y);
    // Flat blocks in the categories' colours: green, grey, blue; no raised edge.
    const parts = sum.locator("[data-word-part]");
    await expect(parts).toHaveCount(4);
    expect(await style(parts.first(), "background-color")).toBe("rgb(34, 197, 94)");
    expect(await style(parts.first(), "box-shadow")).toBe("none");
  });

  test("on a phone the round's small blocks are flat, not raised like buttons to press", async ({ page }) => {
    await open(page, "morpheme", "/en", PHONE);
    const pieces = page.locator("[data-hero] [data-round-preview] ul[lang=de] > li");
    expect(await pieces.count()).toBe(3);
    for (const piece of await pieces.all()) expect(await style(piece, "box-shadow")).toBe("none");
  });

  test("at 1366 the Tamil header is one row, its line across the text's column", async ({ page }) => {
    await open(page, "morpheme", "/ta");
    expect((await box(page.locator(".site-header"))).height).toBeLessThanOrEqual(88);
    await expect(page.locator(".site-header .menu-row > li[data-overflow]")).toHaveCount(0);
    const tagline = await box(page.locator("[data-hero-tagline]"));
    expect(tagline.width).toBeGreaterThan(520);
  });
});
