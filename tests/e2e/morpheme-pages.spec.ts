import { expect, test, type Page } from "@playwright/test";
import { siteUrl } from "./server-env";

const box = async (page: Page, selector: string) => {
  const found = await page.locator(selector).first().boundingBox();
  if (!found) throw new Error(`${selector} is not shown`);
  return found;
};
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe("the morpheme site's photos and play pages", () => {
  for (const locale of ["en", "ar"] as const) {
    test(`photos (${locale}) at 1366 px: the pictures two to a row from the text's start edge, each wider than a third of the frame, the notes on them beside the grid`, async ({ page }) => {
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.goto(siteUrl("morpheme", `/${locale}/photos`));
      const thumbs = page.locator("main a[data-photo-index]");
      await expect(thumbs).toHaveCount(8);
      const grid = await box(page, "main ul:has(a[data-photo-index])");
      const text = await box(page, "main article .lead");
      // From the text's start edge (the header's) in both writing directions (round 61: centred on a
      // centred column the title stood 191 px in from the grid).
      if (locale === "ar") expect(Math.abs(grid.x + grid.width - (text.x + text.width))).toBeLessThan(2);
      else expect(Math.abs(grid.x - text.x)).toBeLessThan(2);
      const tops = await thumbs.evaluateAll((links) => links.slice(0, 3).map((link) => Math.round(link.getBoundingClientRect().top)));
      expect(tops[0]).toBe(tops[1]);
      expect(tops[2]).toBeGreaterThan(tops[0] ?? 0);
      // Four to a row they were 250 px stamps on a page called Photos.
      const thumb = await box(page, "main a[data-photo-index]");
      expect(thumb.width).toBeGreaterThan(330);
      // The notes stand beside the photos from their top, not under them beside an empty half.
      const notes = await page.locator("main article > section").evaluateAll((sections) => sections.map((section) => section.getBoundingClientRect().toJSON() as DOMRect));
      expect(notes.length).toBeGreaterThanOrEqual(3);
      for (const note of notes) {
        if (locale === "ar") expect(note.x + note.width).toBeLessThanOrEqual(grid.x);
        else expect(note.x).toBeGreaterThanOrEqual(grid.x + grid.width);
        expect(note.y).toBeLessThan(grid.y + grid.height);
      }
      expect(Math.abs((notes[0]?.y ?? 0) - grid.y)).toBeLessThan(40);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
    });
  }

  test("photos (ta) at 390 px: one photo to a row across the column, nothing wider than the screen", async ({ page, browser }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(siteUrl("morpheme", "/ta/photos"));
    const boxes = await page.locator("main a[data-photo-index]").evaluateAll((links) => links.slice(0, 2).map((link) => link.getBoundingClientRect().toJSON() as DOMRect));
    expect(boxes[1]!.y).toBeGreaterThan(boxes[0]!.y + boxes[0]!.height);
    // Two to a row they were 159 px stamps.
    expect(boxes[0]!.width).toBeGreaterThan(330);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    // At one device pixel a CSS pixel the 400 px thumbnail is enough for the tile; a phone's screen
    // of two gets the photo itself, where the thumbnail would be blown up.
    const source = (target: Page) => target.locator("main a[data-photo-index] img").first().evaluate((image: HTMLImageElement) => image.currentSrc);
    expect(await source(page)).toContain("-thumb");
    const sharp = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
    const retina = await sharp.newPage();
    await retina.goto(siteUrl("morpheme", "/ta/photos"));
    expect(await source(retina)).not.toContain("-thumb");
    await sharp.close();
  });

  test("play (ta) at 1366 px: the game gets more room than the reading text, the three levels stand in one row", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(siteUrl("morpheme", "/ta/play"));
    const levels = page.locator("main input[type=radio]");
    await expect(levels).toHaveCount(3);
    const tops = await levels.evaluateAll((inputs) => inputs.map((input) => Math.round(input.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    const content = await box(page, "main#content");
    expect(content.width).toBeGreaterThan(900);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
  });

  /** The labels of the controls a visitor taps that run to more than one line (set on one line, the control would be lower). */
  const wrappedControls = (page: Page) =>
    // Round 84 added the round card's "Play" (a[data-round-play]), the start page's main button now.
    page.locator("main :is(a[class*='primary'], a[class*='secondary'], a[data-round-play], button, label:has(input[type=radio]))").evaluateAll((controls) =>
      controls
        .filter((control) => control.getBoundingClientRect().width > 0)
        .filter((control) => {
          const element = control as HTMLElement;
          const height = element.getBoundingClientRect().height;
          element.style.whiteSpace = "nowrap";
          const oneLine = element.getBoundingClientRect().height;
          element.style.whiteSpace = "";
          return height > oneLine + 1;
        })
        .map((control) => control.textContent?.trim()),
    );

  for (const path of ["", "/play"]) {
    test(`${path || "start"} (ta) at 390 and 1366 px: no button's label wraps onto a second line`, async ({ page }) => {
      for (const width of [390, 1366]) {
        await page.setViewportSize({ width, height: 844 });
        await page.goto(siteUrl("morpheme", `/ta${path}`));
        await expect(page.locator("main :is(a[class*='primary'], a[data-round-play], button, label:has(input[type=radio]))").first()).toBeVisible();
        expect(await wrappedControls(page)).toEqual([]);
        expect(await overflow(page)).toBeLessThanOrEqual(0);
      }
    });
  }

  test("the colour key reads at the text's size: the game's chips at least 44 px high, the start page's at the body size", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const bodySize = () => page.evaluate(() => parseFloat(getComputedStyle(document.body).fontSize));
    await page.goto(siteUrl("morpheme", "/ta/play"));
    const chips = page.locator("main section[aria-labelledby='morpheme-legend-heading'] li");
    await expect(chips).toHaveCount(8);
    // Since round 82 a phone folds the key behind its heading (design-review-r82-public.spec.ts):
    // opened, its chips read as before.
    await page.locator("#morpheme-legend-heading").click();
    await expect(chips.first()).toBeVisible();
    const body = await bodySize();
    for (const chip of await chips.evaluateAll((all) => all.map((li) => ({ height: li.getBoundingClientRect().height, size: parseFloat(getComputedStyle(li).fontSize) })))) {
      expect(chip.height).toBeGreaterThanOrEqual(44);
      expect(chip.size).toBeGreaterThanOrEqual(body);
    }
    // Round 84 replaced the first screen's key with the categories at a glance (the start page's
    // one legend): its names read at the body size.
    await page.goto(siteUrl("morpheme", "/ta"));
    const key = page.locator("main [data-category]");
    await expect(key).toHaveCount(8);
    for (const size of await key.evaluateAll((all) => all.map((li) => parseFloat(getComputedStyle(li).fontSize)))) {
      expect(size).toBeGreaterThanOrEqual(await bodySize());
    }
  });
});

test.describe("the morpheme start page leads with the game", () => {
  test("on a phone the explanation is short: the steps whole, the colour key behind its switch", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(siteUrl("morpheme", "/en"));
    // Round 87 replaced "the colour key behind its switch": the eight colours and shapes stand as
    // chips (design-review-r87-c); the entries with what each does and examples stay behind it.
    await expect(page.locator("main #section-2 [data-category-chips] > li")).toHaveCount(8);
    const key = page.locator("main #section-2 ul[data-categories]");
    await expect(key).toBeHidden();
    await expect(page.locator("main #section-1 > p")).toHaveCount(3);
    for (const step of await page.locator("main #section-1 > p").all()) await expect(step).toBeVisible();
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    // The explainer made the page 5,166 px long under the game; its short sections keep it well under that.
    expect(height).toBeLessThan(3800);
    await page.locator("main #section-2 summary").last().click();
    await expect(key.locator("li")).toHaveCount(8);
    await expect(key).toBeVisible();
  });

  test("at 1366 px the steps fill the first panel's width side by side, the key open without a switch", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(siteUrl("morpheme", "/en"));
    const panel = await box(page, "main #section-1");
    const paragraphs = await page.locator("main #section-1 p").evaluateAll((all) => all.map((p) => p.getBoundingClientRect().toJSON() as DOMRect));
    expect(paragraphs.length).toBe(3);
    expect(Math.max(...paragraphs.map((p) => p.right)) - panel.x).toBeGreaterThan(panel.width * 0.85);
    await expect(page.locator("main #section-2 ul[data-categories] li").first()).toBeVisible();
    await expect(page.locator("main #section-2 summary").first()).toBeHidden();
    // Every paragraph whole in one column (in two columns "Building blocks are pink" ran from the
    // first column's foot into the second, mid-sentence).
    for (const locale of ["en", "de", "ta"]) {
      await page.goto(siteUrl("morpheme", `/${locale}`));
      const split = await page.locator("main section[id^=section-] p").evaluateAll((all) =>
        all.filter((p) => new Set([...p.getClientRects()].map((rect) => Math.round(rect.left))).size > 1).map((p) => p.textContent?.slice(0, 40)),
      );
      expect(split, locale).toEqual([]);
    }
  });

  test("on a phone the round's Play and the photos are one above the other, each across its column", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const locale of ["en", "ta"]) {
      await page.goto(siteUrl("morpheme", `/${locale}`));
      // Round 84 replaced "Start the game" beside the photos: the round's card holds the way in, its
      // "Play" across the card, the photos across the column under the card.
      const play = (await page.locator("[data-hero] [data-round-play]").boundingBox())!;
      const round = (await page.locator("[data-hero] [data-round-preview]").boundingBox())!;
      const photos = (await page.locator(`[data-hero] a[href="/${locale}/photos"]`).boundingBox())!;
      expect(play.width, locale).toBeGreaterThan(round.width - 60);
      expect(Math.abs(round.width - photos.width), locale).toBeLessThanOrEqual(1);
      expect(play.height, locale).toBeGreaterThanOrEqual(44);
      expect(photos.y, locale).toBeGreaterThan(round.y + round.height);
    }
  });

  test("play at 1366 × 768: the board comes first, down to the check; how to move the blocks is said under it", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(siteUrl("morpheme", "/en/play"));
    const hints = page.getByTestId("morpheme-key-hints");
    await expect(hints).toContainText("Backspace");
    // Measured once the game has drawn its round and the site's fonts have loaded: both move the
    // board (a fresh CI machine measured the shelf before its fonts came).
    await expect(page.locator("section[aria-labelledby=morpheme-game-heading]")).toHaveAttribute("data-ready", "true");
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const shelf = (await page.getByTestId("morpheme-shelf").boundingBox())!;
    const check = (await page.getByRole("button", { name: "Check", exact: true }).boundingBox())!;
    // The instructions stood above the shelf and the row, and the check fell under the fold.
    expect((await hints.boundingBox())!.y).toBeGreaterThan(check.y + check.height);
    expect(shelf.y).toBeLessThan(540);
    expect(check.y + check.height).toBeLessThanOrEqual(768);
    // The shelf and the row still say where their hints are.
    await expect(page.getByTestId("morpheme-shelf")).toHaveAttribute("aria-describedby", "morpheme-shelf-hint");
    await expect(page.getByTestId("morpheme-row")).toHaveAttribute("aria-describedby", "morpheme-row-hint");
  });

  for (const locale of ["en", "ta"] as const) {
    test(`play (${locale}) at 390 × 844: the check in the first screen, and a built word's result on one line across the card under the row`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(siteUrl("morpheme", `/${locale}/play`));
      // Measured once the game has loaded its store and the page its faces: on a busy machine the
      // first measurement could fall between the fallback face and the Tamil one (16 px taller).
      await expect(page.locator("main section[data-ready='true']")).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      const result = page.getByTestId("morpheme-result");
      // Nothing built: the row says what to do, the empty result takes no room.
      await expect(result).toBeHidden();
      const checkButton = page.locator("main [class*='mainButton']").first();
      const check = (await checkButton.boundingBox())!;
      expect(check.y + check.height).toBeLessThanOrEqual(844 - 16);
      await page.getByTestId("morpheme-shelf").getByRole("button").first().click();
      await page.getByTestId("morpheme-shelf").getByRole("button").first().click();
      await expect(result).toBeVisible();
      const row = (await page.getByTestId("morpheme-row").boundingBox())!;
      const shown = (await result.boundingBox())!;
      expect(shown.y).toBeGreaterThanOrEqual(row.y + row.height);
      expect(shown.width).toBeGreaterThan(row.width - 2);
      // The star, the name and the word on one line (beside the row they took two in a third of the width).
      expect(shown.height).toBeLessThan(56);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
    });
  }
});

test.describe("the morpheme start page on a wide screen", () => {
  test("at 1920 px the frame widens (header and page together); the explanation's panels one under the other, the steps side by side", async ({ page }) => {
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.goto(siteUrl("morpheme", "/en"));
    const heading = (await page.locator("main [data-hero] h1").boundingBox())!;
    const title = (await page.locator("header .site-title").first().boundingBox())!;
    // The header's title starts where the page's heading starts.
    expect(Math.abs(title.x - heading.x)).toBeLessThan(4);
    expect(heading.x).toBeLessThan(300);
    const panels = page.locator("main .article > section");
    const tops = await panels.evaluateAll((sections) => sections.map((section) => Math.round(section.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(tops.length);
    const steps = await page.locator("main #section-1 > p").evaluateAll((paragraphs) => paragraphs.map((p) => Math.round(p.getBoundingClientRect().top)));
    expect(new Set(steps).size).toBe(1);
    // Each panel's text keeps a reading measure (at most ~75 characters a line).
    const perLine = await page.locator("main .article > section p").evaluateAll((paragraphs) =>
      paragraphs.map((paragraph) => {
        const range = document.createRange();
        range.selectNodeContents(paragraph);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        return (paragraph.textContent ?? "").length / Math.max(lines, 1);
      }),
    );
    expect(Math.max(...perLine)).toBeLessThanOrEqual(78);
    // At 1366 the frame stays the shared one.
    await page.setViewportSize({ width: 1366, height: 768 });
    expect((await page.locator("main [data-hero] h1").boundingBox())!.x).toBeGreaterThan(110);
  });
});
