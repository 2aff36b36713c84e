import { expect, test, type Page } from "@playwright/test";
import { box, DESKTOP, PHONE } from "./support/geometry";
import { fontSizeOf as fontSize, textLineCount as lineCount } from "./support/lines";
import { openSite as open } from "./support/open-site";

/** What round 84's review of syma, vault and writing changed, and what a visitor now sees. */


/** The page's y of an element's top, whatever the scroll. */
async function pageTop(page: Page, selector: string) {
  return page.locator(selector).first().evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
}

test.describe("round-84: syma", () => {
  test("at 1366 × 768 'On this page' is one unboxed line of anchors and 'What I offer' starts within 1.4 screens", async ({ page }) => {
    await open(page, "syma", "/en");
    const nav = page.locator("[data-section-nav]");
    await expect(nav).toBeVisible();
    // The strip of ruled cells stood 146 px tall; its cells were framed by hairlines.
    expect((await box(nav)).height).toBeLessThanOrEqual(60);
    const frames = await nav.locator("li").evaluateAll((items) => items.map((item) => getComputedStyle(item)).map((style) => [style.borderTopWidth, style.borderBottomWidth, style.borderLeftWidth, style.borderRightWidth].map(Number.parseFloat).reduce((sum, width) => sum + width, 0)));
    expect(frames).toEqual([0, 0, 0, 0]);
    const tops = await nav.locator("li a").evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    // "What I offer" began at y 1219, 1.59 screens down.
    expect(await pageTop(page, "#section-1 > h2")).toBeLessThanOrEqual(1.4 * DESKTOP.height);
  });

  test("on a phone the header carries the site's icon beside the 18 px semibold name", async ({ page }) => {
    await open(page, "syma", "/en", PHONE);
    const mark = page.locator(".site-title .site-logo img");
    await expect(mark).toBeVisible();
    await expect(mark).toHaveAttribute("src", "/icons/syma.svg");
    const [markBox, name] = [await box(mark), page.locator(".site-title .title-short")];
    expect(markBox.width).toBeGreaterThanOrEqual(24);
    expect(markBox.width).toBeLessThanOrEqual(32);
    expect(await fontSize(name)).toBeGreaterThanOrEqual(17);
    expect(Number(await name.evaluate((element) => getComputedStyle(element).fontWeight))).toBeGreaterThanOrEqual(600);
    const nameBox = await box(name);
    // The icon stands level with the name, before it.
    expect(Math.abs(markBox.y + markBox.height / 2 - (nameBox.y + nameBox.height / 2))).toBeLessThanOrEqual(4);
    expect(markBox.x + markBox.width).toBeLessThanOrEqual(nameBox.x);
  });

  test("on a phone the drawing's title block keeps its four cells, two rows of two, each label on one line (en, de, ta)", async ({ page }) => {
    for (const locale of ["en", "de", "ta"]) {
      await open(page, "syma", `/${locale}`, PHONE);
      const cells = page.locator("[data-title-block] > div");
      await expect(cells).toHaveCount(4);
      for (const cell of await cells.all()) await expect(cell, locale).toBeVisible();
      const boxes = await Promise.all((await cells.all()).map((cell) => box(cell)));
      expect(new Set(boxes.map((cellBox) => Math.round(cellBox.y))).size, locale).toBe(2);
      expect(new Set(boxes.map((cellBox) => Math.round(cellBox.x))).size, locale).toBe(2);
      for (const label of await page.locator("[data-title-block] dt").all()) expect(await lineCount(label), `${locale}: ${await label.textContent()}`).toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), locale).toBeLessThanOrEqual(PHONE.width);
    }
  });

  test("the contact card's heading is as large as the sections' headings", async ({ page }) => {
    for (const viewport of [DESKTOP, PHONE]) {
      await open(page, "syma", "/en", viewport);
      const contact = page.locator('h2[id^="contact-"]');
      await expect(contact).toBeVisible();
      expect(await fontSize(contact)).toBeCloseTo(await fontSize(page.locator("#section-1 > h2")), 0);
    }
  });
});

test.describe("round-84: vault", () => {
  test("at 1366 the members' pages carry one unframed 'for members' label for their group, on the row's line", async ({ page }) => {
    await open(page, "vault", "/en");
    const closed = page.locator('.menu-row > li > [aria-disabled="true"]');
    await expect(closed).toHaveCount(2);
    // Each entry still says why it is closed.
    for (const entry of await closed.all()) await expect(entry).toHaveAttribute("aria-label", /for members/);
    const hints = page.locator('.menu-row > li > [aria-disabled="true"] .menu-hint');
    await expect(hints.first()).toBeVisible();
    await expect(hints.nth(1)).toBeHidden();
    const hint = hints.first();
    expect(await hint.evaluate((element) => getComputedStyle(element).borderTopWidth)).toBe("0px");
    // Round 85 replaced the label without a lock: the group now stands apart after Imprint and Sign
    // in, and a lock before its one label says at a glance that it is closed (the names in the row's
    // ink; greyed, they read as broken links).
    expect(await hint.evaluate((element) => getComputedStyle(element, "::before").content)).toBe('""');
    // The label stands before the first entry's name, on the row's one line.
    const [hintBox, nameBox, imprint] = [await box(hint), await box(closed.first().locator(".menu-label")), await box(page.locator('.menu-row a[href$="/imprint"]'))];
    expect(hintBox.x + hintBox.width).toBeLessThanOrEqual(nameBox.x);
    expect(Math.abs(nameBox.y + nameBox.height / 2 - (imprint.y + imprint.height / 2))).toBeLessThanOrEqual(4);
  });

  test("in the phone's panel the label heads the group once", async ({ page }) => {
    await open(page, "vault", "/en", PHONE);
    await page.locator(".menu-toggle").click();
    const hints = page.locator('.menu-row > li > [aria-disabled="true"] .menu-hint');
    await expect(hints.first()).toBeVisible();
    await expect(hints.nth(1)).toBeHidden();
    const [hintBox, nameBox] = [await box(hints.first()), await box(page.locator('.menu-row > li > [aria-disabled="true"] .menu-label').first())];
    expect(hintBox.y + hintBox.height).toBeLessThanOrEqual(nameBox.y + 1);
    expect(await hints.first().evaluate((element) => getComputedStyle(element).borderTopWidth)).toBe("0px");
  });

  test("on a phone the text keeps 24 px margins at the same 19 px type, the header's name on the same edge", async ({ page }) => {
    await open(page, "vault", "/en", PHONE);
    const paragraph = page.locator("main article section p").first();
    const paragraphBox = await box(paragraph);
    expect(paragraphBox.x).toBeGreaterThanOrEqual(22);
    expect(paragraphBox.x).toBeLessThanOrEqual(24);
    expect(PHONE.width - paragraphBox.x - paragraphBox.width).toBeGreaterThanOrEqual(22);
    expect(await fontSize(paragraph)).toBeCloseTo(19, 0);
    expect(Math.round((await box(page.locator(".site-title"))).x)).toBe(Math.round(paragraphBox.x));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });
});

test.describe("round-84: writing", () => {
  test("at 1366 the lead spans from the headings' edge, without a lone pen in the margin", async ({ page }) => {
    await open(page, "writing", "/en");
    const lead = page.locator("main article > .lead");
    const [leadBox, heading] = [await box(lead), await box(page.locator("main article > section > h2").first())];
    expect(Math.abs(leadBox.x - heading.x)).toBeLessThanOrEqual(2);
    expect(leadBox.width).toBeGreaterThanOrEqual(600);
    expect(await lead.evaluate((element) => getComputedStyle(element, "::before").content)).toBe("none");
  });

  test("at 1366 the header is about 100 px, not 144 (en, de)", async ({ page }) => {
    for (const locale of ["en", "de"]) {
      await open(page, "writing", `/${locale}`);
      const header = await box(page.locator("header.site-header"));
      expect(header.height, locale).toBeLessThanOrEqual(105);
      // Every entry still on the menu's one row.
      const tops = await page.locator(".menu-row > li").evaluateAll((items) => items.filter((item) => item.getBoundingClientRect().height > 0).map((item) => Math.round(item.getBoundingClientRect().top)));
      expect(new Set(tops).size, locale).toBe(1);
      await expect(page.locator(".menu-row > li > .menu-button").first(), locale).toBeInViewport();
    }
  });

  test("on a phone the picture is in the first screen, the crisis card still within the first two (en, ta)", async ({ page }) => {
    for (const locale of ["en", "ta"]) {
      await open(page, "writing", `/${locale}`, PHONE);
      const picture = await box(page.locator("[data-hero-visual] img"));
      // It started at y 602 (en) and 822 (ta).
      expect(picture.y, locale).toBeLessThan(200);
      expect(picture.y + picture.height, locale).toBeLessThanOrEqual(PHONE.height);
      const card = await box(page.locator('[data-hero] aside[aria-labelledby^="hero-phones"]'));
      expect(card.y, locale).toBeLessThan(PHONE.height);
      expect(card.y + card.height, locale).toBeLessThanOrEqual(2 * PHONE.height);
    }
  });

  test("the members' manuscripts say their reason in the menu's italic letters, unframed", async ({ page }) => {
    await open(page, "writing", "/en");
    const hint = page.locator('.menu-row > li > [aria-disabled="true"] .menu-hint');
    await expect(hint).toBeVisible();
    await expect(hint).toHaveText("for members");
    const style = await hint.evaluate((element) => ({ border: getComputedStyle(element).borderTopWidth, italic: getComputedStyle(element).fontStyle, lock: getComputedStyle(element, "::before").content }));
    // Round 85 replaced the reason without a lock: the entry stands apart behind a hairline after
    // Sign in, its name in the menu's ink, and a small lock before the unframed italic reason says
    // it is closed (the greyed name read as a broken link).
    expect(style).toEqual({ border: "0px", italic: "italic", lock: '""' });
  });

  test("the concept page's aims stand in their section's sentence only, not as fact rows beside it", async ({ page }) => {
    for (const locale of ["en", "de", "ar"]) {
      await open(page, "writing", `/${locale}/concept`);
      const last = page.locator("main article section[id^='section-']").last();
      await expect(last.locator("p").first(), locale).toBeVisible();
      // "Strengthen: self-efficacy", "Experience: being heard" stood in a box beside the section
      // that says the same in one sentence.
      await expect(page.locator("main [data-block][data-beside]:has(dl)").filter({ hasText: /self-efficacy|Selbstwirksamkeit|الكفاءة الذاتية/ }), locale).toHaveCount(0);
      await expect(page.locator("main dt").filter({ hasText: /^(Strengthen|Stärken|نعزّز)$/ }), locale).toHaveCount(0);
    }
  });
});
