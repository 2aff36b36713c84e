import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { contrastRatio } from "../../lib/colour/contrast";
import { siteUrl } from "./server-env";
import { box, DESKTOP, PHONE } from "./support/geometry";
import { hexOf } from "./support/colours";
import { openSite as open } from "./support/open-site";
import { settleGospelDay } from "./support/browser-day";

/** What round 85's review of peace, forum and political changed, and what a visitor now sees. */


test.describe("round-85: forum", () => {
  test("the contact card's heading and its Show / Hide never overlap: beside each other where they fit, the switch under the heading where not", async ({ page }) => {
    // Eight start pages in four languages at two widths.
    test.setTimeout(120_000);
    for (const size of [PHONE, DESKTOP]) {
      for (const locale of ["ta", "de", "ar", "en"]) {
        await open(page, "forum", `/${locale}`, size);
        const card = page.locator("main [data-block]:has(> h3 + [data-contact])");
        await card.scrollIntoViewIfNeeded();
        const [heading, toggle, cardBox] = [await box(card.locator("> h3")), await box(card.locator("summary")), await box(card)];
        const where = `${locale} ${size.width}`;
        const apart =
          heading.x + heading.width <= toggle.x + 1 || toggle.x + toggle.width <= heading.x + 1 || heading.y + heading.height <= toggle.y + 1;
        // Tamil's two-line "hide contact details" stood under the heading's letters, drawn over them.
        expect(apart, where).toBe(true);
        // Both inside the card, the switch a whole touch target.
        expect(toggle.x, where).toBeGreaterThanOrEqual(cardBox.x);
        expect(toggle.x + toggle.width, where).toBeLessThanOrEqual(cardBox.x + cardBox.width + 0.5);
        expect(toggle.height, where).toBeGreaterThanOrEqual(44);
        // The buttons under both, across the card.
        const list = await box(card.locator("[data-contact] > ul"));
        expect(list.y, where).toBeGreaterThanOrEqual(Math.max(heading.y + heading.height, toggle.y + toggle.height) - 1);
      }
    }
    // Where both fit (English on a laptop) the switch stays on the heading's line.
    await open(page, "forum", "/en");
    const card = page.locator("main [data-block]:has(> h3 + [data-contact])");
    const [heading, toggle] = [await box(card.locator("> h3")), await box(card.locator("summary"))];
    expect(Math.abs(heading.y + heading.height / 2 - (toggle.y + toggle.height / 2))).toBeLessThan(6);
    // It still closes and opens the buttons.
    await card.locator("summary").click();
    await expect(card.locator("[data-contact] > ul a").first()).toBeHidden();
    await card.locator("summary").click();
    await expect(card.locator("[data-contact] > ul a").first()).toBeVisible();
  });

  test("in Arabic the open contact card's triangle points down, as in every other language", async ({ page }) => {
    for (const locale of ["ar", "en"]) {
      await open(page, "forum", `/${locale}`, PHONE);
      const summary = page.locator("main [data-contact] > summary").first();
      // The triangle's point: the side with the solid border, turned by the transform.
      const tip = await summary.evaluate((node) => {
        const style = getComputedStyle(node, "::before");
        const matrix = new DOMMatrix(style.transform === "none" ? undefined : style.transform);
        const solidRight = Number.parseFloat(style.borderLeftWidth) > 0 && style.borderLeftColor !== "rgba(0, 0, 0, 0)" && style.borderLeftStyle === "solid" && Number.parseFloat(style.borderRightWidth) === 0;
        // Where the point lies before the turn: right when the left border is the solid one.
        const point = new DOMPoint(solidRight ? 1 : -1, 0).matrixTransform(matrix);
        return { x: Math.round(point.x), y: Math.round(point.y) };
      });
      expect(tip, locale).toEqual({ x: 0, y: 1 });
    }
  });

  for (const site of ["forum", "political"]) {
    test(`${site}: the video cards' drawn posters come with the page, so no card is a blank box when a visitor reaches it on a phone`, async ({ page }) => {
      await page.setViewportSize(PHONE);
      await page.goto(siteUrl(site, "/de"));
      await page.waitForLoadState("load");
      const posters = page.locator("main figure picture img");
      await expect(posters).toHaveCount(2);
      // Lazy, the drawings 3,000 px down were not there yet: white 358 x 200 boxes with a play button.
      const loaded = await posters.evaluateAll((images) => images.map((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0));
      expect(loaded).toEqual([true, true]);
      for (const poster of await posters.all()) await expect(poster).toHaveAttribute("fetchpriority", "low");
    });
  }

  for (const width of [1366, 1920]) {
    test(`at ${width} px the notice board is as tall as its two notes, no bare field under them`, async ({ page }) => {
      await open(page, "forum", "/en", { width, height: width === 1366 ? 768 : 1080 });
      const board = page.locator("main [data-hero] > :has(> .hero-cards)");
      const [panel, notes] = [await box(board), await box(board.locator("> .hero-cards"))];
      // They ended 165 px above the panel's foot (125 px at 1920).
      expect(panel.y + panel.height - (notes.y + notes.height)).toBeLessThan(40);
    });
  }

  test("at 1366 the name is a headline a step larger, the appeal still in the first screen; 'On this page' leaves no chip alone on a row", async ({ page }) => {
    test.setTimeout(90_000);
    for (const locale of ["en", "de", "ru", "ar"]) {
      await open(page, "forum", `/${locale}`);
      const title = page.locator("main [data-hero] h1");
      // 38 px before; the one headline of the page.
      expect(await title.evaluate((node) => Number.parseFloat(getComputedStyle(node).fontSize)), locale).toBeGreaterThanOrEqual(41);
      // The name, its line and the appeal to donate (the hero's text block) end in the first screen.
      const end = await page.locator("main [data-hero] > :first-child").evaluate((text) => Math.max(...[...text.querySelectorAll("*")].map((node) => node.getBoundingClientRect().bottom)));
      expect(end, locale).toBeLessThanOrEqual(768);
      const rows = await page.locator("main [data-section-nav] li").evaluateAll((items) => {
        const count = new Map<number, number>();
        for (const item of items) count.set(Math.round(item.getBoundingClientRect().y), (count.get(Math.round(item.getBoundingClientRect().y)) ?? 0) + 1);
        return [...count.values()];
      });
      // Four and one: "Donations and contact" stood alone on the second row.
      if (rows.length > 1) expect(Math.min(...rows), `${locale} ${rows.join("+")}`).toBeGreaterThanOrEqual(2);
    }
  });

  test("the news archive's dates are accents: a tinted tab in the site's colour over each headline, at AA", async ({ page }) => {
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme });
      await open(page, "forum", "/en");
      const date = page.locator("main [data-block] li > time").first();
      const look = await date.evaluate((node) => {
        const style = getComputedStyle(node);
        const probe = document.createElement("span");
        probe.style.color = style.backgroundColor;
        document.body.append(probe);
        const fill = getComputedStyle(probe).color;
        probe.remove();
        return { ink: style.color, fill, weight: style.fontWeight, edge: style.borderInlineStartWidth, card: getComputedStyle(node.closest("li")!).color };
      });
      // Grey 14 px text like the paragraphs under it before.
      expect(look.ink, colorScheme).not.toBe(look.card);
      expect(Number(look.weight)).toBeGreaterThanOrEqual(700);
      expect(Number.parseFloat(look.edge)).toBeGreaterThanOrEqual(3);
      const fill = look.fill.startsWith("color(srgb")
        ? `rgb(${look.fill.match(/[\d.]+/g)!.slice(0, 3).map((channel) => Math.round(Number(channel) * 255)).join(", ")})`
        : look.fill;
      expect(contrastRatio(hexOf(look.ink), hexOf(fill)), colorScheme).toBeGreaterThanOrEqual(4.5);
    }
  });
});

test.describe("round-85: peace", () => {
  test("the first screen's picture holds its place in the drawing's colours until it arrives, and does not fade in", async ({ page }) => {
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme });
      await open(page, "peace", "/en", { width: 1920, height: 1080 });
      const look = await page.locator("main [data-hero-visual] img").evaluate((image) => {
        const style = getComputedStyle(image);
        return { ground: style.backgroundImage, opacity: style.opacity, animation: style.animationName };
      });
      // A late picture left the right half of the first screen blank (the page's own colour).
      expect(look.ground, colorScheme).toContain("gradient");
      expect(look.opacity).toBe("1");
      expect(look.animation).toBe("none");
    }
  });

  test("at 1920 the name stands at the picture's top, not under an empty band; at 1366 x 768 the gospel's button is in the first screen", async ({ page }) => {
    test.setTimeout(90_000);
    for (const locale of ["en", "de", "ar"]) {
      await open(page, "peace", `/${locale}`, { width: 1920, height: 1080 });
      const [title, picture] = [await box(page.locator("#hero-title")), await box(page.locator("main [data-hero-visual]"))];
      // The name started 140 px below the picture's top.
      // Round 86 replaced "the name at the picture's top" (it left 140 px empty under the meeting's
      // notice): the name, its line, the committee's sentence and the notice stand centred on it.
      const meeting = await box(page.locator("main [data-hero] [data-card='meeting']"));
      expect(Math.abs(title.y - picture.y - (picture.y + picture.height - meeting.y - meeting.height)), locale).toBeLessThan(24);
      expect(meeting.y + meeting.height, locale).toBeLessThanOrEqual(picture.y + picture.height + 1);
      const read = await box(page.locator("main [data-hero] [data-date]:visible a[href^='http']"));
      expect(read.y + read.height, locale).toBeLessThanOrEqual(1080);
    }
    for (const locale of ["en", "de", "ar", "ta"]) {
      await open(page, "peace", `/${locale}`);
      const read = await box(page.locator("main [data-hero] [data-date]:visible a[href^='http']"));
      expect(read.y + read.height, locale).toBeLessThanOrEqual(768);
    }
  });

  test("a white day is shown as white: its ribbon mostly white, its reading button white with a gold edge", async ({ page }) => {
    await open(page, "peace", "/en/daily_gospel");
    await settleGospelDay(page);
    const days = page.locator('[data-gospel-featured] > [data-colour="white"]:visible');
    test.skip((await days.count()) === 0, "no white day among the featured days today");
    const day = days.first();
    // The ribbon: two thirds of it were gold, a yellow swatch beside the word "White".
    const ribbon = day.locator('span[data-colour="white"]').first();
    await ribbon.scrollIntoViewIfNeeded();
    const shot = await ribbon.screenshot({ scale: "css" });
    const { data, info } = await sharp(shot).raw().toBuffer({ resolveWithObject: true });
    let light = 0;
    let counted = 0;
    // The ribbon's upper half (its notch cut out of the lower part).
    for (let y = 0; y < Math.floor(info.height / 2); y++) {
      for (let x = 0; x < info.width; x++) {
        const at = (y * info.width + x) * info.channels;
        counted++;
        if (Math.min(data[at]!, data[at + 1]!, data[at + 2]!) > 225) light++;
      }
    }
    expect(light / counted).toBeGreaterThan(0.45);
    // The button: white with dark letters at AA, edged in gold; it was a mustard pill.
    const read = day.getByRole("link", { name: /Read the gospel/ });
    const look = await read.evaluate((link) => {
      const style = getComputedStyle(link);
      return { fill: style.backgroundColor, ink: style.color, edge: style.boxShadow };
    });
    expect(contrastRatio(hexOf(look.fill), "#ffffff")).toBeLessThan(1.1);
    expect(contrastRatio(hexOf(look.ink), hexOf(look.fill))).toBeGreaterThanOrEqual(4.5);
    expect(look.edge).toMatch(/rgb\(184, 144, 28\).*inset|inset.*rgb\(184, 144, 28\)/);
  });

  test("on a phone the key dates follow the page's contents, before its first section, not after the whole text", async ({ page }) => {
    for (const path of ["/en/auschwitz", "/ar/auschwitz", "/ta/peace"]) {
      await open(page, "peace", path, PHONE);
      const [contents, dates, first, last] = [
        await box(page.locator("main [data-section-nav]")),
        await box(page.locator("main [data-article-aside] [data-aside-end]")),
        await box(page.locator("main [data-article-body] > section").first()),
        await box(page.locator("main [data-article-body] > section").last()),
      ];
      // "Key dates" stood after the Stolpersteine, at the page's very end (3,912 px of 4,780).
      expect(dates.y, path).toBeGreaterThanOrEqual(contents.y + contents.height);
      expect(dates.y + dates.height, path).toBeLessThanOrEqual(first.y);
      expect(dates.y, path).toBeLessThan(last.y);
    }
    // A laptop keeps them at the side column's foot, beside the text.
    await open(page, "peace", "/en/auschwitz");
    const [dates, text] = [await box(page.locator("main [data-article-aside] [data-aside-end]")), await box(page.locator("main [data-article-body]"))];
    expect(dates.x).toBeGreaterThan(text.x + text.width - 1);
  });
});
