import { expect, test } from "@playwright/test";
import { siteUrl } from "./server-env";
import { DESKTOP } from "./support/geometry";
import { openTool } from "./support/various";

/** What the round-80 pass changed, and what a visitor now sees. */

test.describe("round-80: a drawing on an inner page", () => {
  test("a drawing without a frame of its own stands as the site's cards do, by day and by night", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(siteUrl("forum", "/en/2025"));
      const drawing = page.locator("main [role=img] > svg").first();
      const plan = page.locator("main table").first();
      // The year's drawing wears the event plan's edge and top rule: on a white tile of its own it
      // read as left over on the cream page.
      const edges = (element: Element) => {
        const style = getComputedStyle(element);
        return { top: `${style.borderTopWidth} ${style.borderTopColor}`, side: `${style.borderLeftWidth} ${style.borderLeftColor}` };
      };
      const [drawn, planned] = [await drawing.evaluate(edges), await plan.evaluate(edges)];
      expect(drawn, scheme).toEqual(planned);
      expect(drawn.top, scheme).not.toMatch(/^0px/);
    }
  });
});

test.describe("round-80: the 360° view's poster", () => {
  test("the poster the viewer stands on until the full picture loads is half the panorama's width, not a quarter", async ({ page }) => {
    await page.goto(siteUrl("political", "/en"));
    const widths = await page.evaluate(async () => {
      const widthOf = async (src: string) => {
        const image = new Image();
        image.src = src;
        await image.decode();
        return image.naturalWidth;
      };
      return { poster: await widthOf("/media/political/house-panorama-poster.webp"), full: await widthOf("/media/political/house-panorama.webp") };
    });
    // A quarter of the width filled the viewer's 780 px from a 256 px strip: three times enlarged, blurred.
    expect(widths.poster).toBeGreaterThanOrEqual(widths.full / 2);
    const bytes = await page.evaluate(() => fetch("/media/political/house-panorama-poster.webp").then(async (response) => (await response.arrayBuffer()).byteLength));
    expect(bytes).toBeLessThan(48 * 1024);
  });
});

test.describe("round-80: the autoclave's tiles on a desktop", () => {
  test("each tile's readings stand at reading size: labels 15 px, values 18 px", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await openTool(page, "autoclave");
    const tile = page.locator("main dl").filter({ hasText: "Door" }).first();
    await expect(tile).toBeVisible();
    const sizes = await tile.evaluate((list) => ({
      label: parseFloat(getComputedStyle(list.querySelector("dt") as Element).fontSize),
      value: parseFloat(getComputedStyle(list.querySelector("dd") as Element).fontSize),
    }));
    expect(sizes.label).toBeGreaterThanOrEqual(15);
    expect(sizes.value).toBeGreaterThanOrEqual(18);
  });
});

test.describe("round-80: the morpheme's first-screen round", () => {
  test("a tap on one of the round's blocks opens the game, as the gap does", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(siteUrl("morpheme", "/en"));
    const round = page.locator("[data-round-preview]");
    // A real tap where the block is drawn (the gap's link lies over the board, so Playwright's own
    // click on the block would wait for the block itself to take the tap).
    const block = await round.locator("li").first().boundingBox();
    if (!block) throw new Error("the round shows no block");
    await page.mouse.click(block.x + block.width / 2, block.y + block.height / 2);
    await expect(page).toHaveURL(/\/en\/play#/);
  });
});

test.describe("round-80: the languages' opening", () => {
  test("at 1366 the opening paragraph follows the way to each language", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    for (const locale of ["en", "ar", "ta"]) {
      await page.goto(siteUrl("languages", `/${locale}`));
      // Round 87 replaced the lead's ".lead" box before the sections: it is now the opening
      // section's last paragraph, marked data-lead (one order on a phone and a laptop, review r87-b).
      const lead = await page.locator("main [data-body-composition] [data-lead]").boundingBox();
      // Round 84 replaced the contents' chips beside the lead: the sheet of scripts above it is the
      // way to each language (its cells link to the sections), and the lead follows it.
      await expect(page.locator("main [data-section-nav]"), locale).toHaveCount(0);
      const sheetEnd = Math.max(...(await page.locator("[data-hero] li[data-sheet-row]").evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().bottom))));
      if (!lead) throw new Error(`${locale}: no lead`);
      expect(lead.y, locale).toBeGreaterThan(sheetEnd);
      // Round 86 replaced "the lead right under the sheet": alone there it was a second introduction
      // with half its row empty (review r86-b); it now follows the opening section's text beside
      // Goethe's words, and that section's heading follows the sheet.
      const opening = await page.locator("main [data-body-composition] .article > section").first().locator(":scope > h2").boundingBox();
      if (!opening) throw new Error(`${locale}: no opening heading`);
      expect(opening.y - sheetEnd, locale).toBeLessThan(160);
      expect(lead.y, locale).toBeGreaterThan(opening.y);
    }
  });
});

test.describe("round-80: the construction site's tape", () => {
  test("hazard tape marks the sign's edges (under the title, at the end), not the contact card too", async ({ page }) => {
    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(siteUrl("tax", "/en"));
      const card = page.locator("main [data-contact-question]").first().locator("..");
      expect(await card.evaluate((element) => getComputedStyle(element).backgroundImage), scheme).not.toContain("repeating");
      // Its top edge still in the sign's yellow.
      expect(await card.evaluate((element) => getComputedStyle(element).boxShadow), scheme).toContain("rgb(250, 204, 21)");
      const taped = await page.locator("main *").evaluateAll((elements) => elements.filter((element) => getComputedStyle(element).backgroundImage.includes("repeating-linear-gradient")).length);
      expect(taped, scheme).toBeLessThanOrEqual(2);
    }
  });
});

test.describe("round-80: a section's piece beside its text", () => {
  test("on a desktop the piece travels with its section's text while it is read, and leaves with the section's end", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(siteUrl("peace", "/en/auschwitz"));
    const section = page.locator("main article section").filter({ has: page.locator("[data-section-beside] [role=img]") }).first();
    const beside = section.locator("[data-section-beside]");
    const top = await section.evaluate((element) => element.getBoundingClientRect().top + scrollY);
    // Read on: the section's heading and first lines have scrolled away, the drawing stays in view.
    await page.evaluate((y) => scrollTo(0, y), top + 150);
    await expect.poll(async () => (await beside.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(0);
    // At the section's end it leaves with it, never over the next section's piece.
    const end = await section.evaluate((element) => element.getBoundingClientRect().bottom + scrollY);
    await page.evaluate((y) => scrollTo(0, y), end - 200);
    const [piece, whole] = [await beside.boundingBox(), await section.boundingBox()];
    if (!piece || !whole) throw new Error("the section or its piece is not shown");
    expect(piece.y + piece.height).toBeLessThanOrEqual(whole.y + whole.height + 1);
  });

  test("on a phone the piece stays where it follows the text", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(siteUrl("peace", "/en/auschwitz"));
    const section = page.locator("main article section").filter({ has: page.locator("[data-section-beside] [role=img]") }).first();
    const [text, beside] = [section.locator("[data-section-text]"), section.locator("[data-section-beside]")];
    const before = await beside.evaluate((element) => element.getBoundingClientRect().top + scrollY);
    await text.evaluate((element) => element.scrollIntoView());
    const after = await beside.evaluate((element) => element.getBoundingClientRect().top + scrollY);
    expect(after).toBe(before);
    expect(before).toBeGreaterThan(await text.evaluate((element) => element.getBoundingClientRect().bottom + scrollY) - 1);
  });
});
