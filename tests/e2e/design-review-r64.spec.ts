import { expect, test, type Page } from "@playwright/test";
import { siteUrl } from "./server-env";
import { box, DESKTOP, PHONE } from "./support/geometry";
import { longestLine } from "./support/lines";

/** What the round-64 review held against the sites, and what a visitor now sees. */

const open = async (page: Page, site: Parameters<typeof siteUrl>[0], path: string, size = DESKTOP) => {
  await page.setViewportSize(size);
  await page.goto(siteUrl(site, path));
};

test.describe("round-64 review", () => {
  test("peace's daily gospel: a closing section of one paragraph is not cut between two columns", async ({ page }) => {
    await open(page, "peace", "/en/daily_gospel");
    const last = page.locator("main .article > section").last();
    await expect(last.locator("> p")).toHaveCount(1);
    // It broke "… and that | platform's privacy policy" across the columns.
    expect(await last.evaluate((section) => getComputedStyle(section).columnCount)).toBe("auto");
    expect((await box(last.locator("> p"))).width).toBeLessThan(760);
  });

  test("tax on a laptop: clouds and birds fill the sky over the construction site, not an empty yellow field", async ({ page }) => {
    await open(page, "tax", "/en");
    const frame = await box(page.locator("main figure").first());
    const drawing = page.locator("main figure svg").first();
    const sky = await drawing.evaluate((svg) => {
      // The highest shape the frame shows: the clouds stand above the drawing's own box.
      const tops = [...svg.querySelectorAll("path, circle, rect")].filter((shape) => shape.getClientRects().length > 0).map((shape) => shape.getBoundingClientRect().top);
      return Math.min(...tops);
    });
    // The drawing began 152 px under the frame's top edge.
    expect(sky - frame.y).toBeLessThan(90);
    expect(sky).toBeGreaterThan(frame.y);
    // On a phone the band keeps its height: the sky above the drawing is cut off there.
    expect(await drawing.evaluate((svg) => getComputedStyle(svg).overflow)).toBe("visible");
    await page.setViewportSize(PHONE);
    expect(await drawing.evaluate((svg) => getComputedStyle(svg).overflow)).toBe("hidden");
  });

  test("lobby on a laptop: the demand set as a poster's headline fills its panel", async ({ page }) => {
    await open(page, "lobby", "/en");
    const title = page.locator("main #hero-title");
    expect(await title.evaluate((node) => parseFloat(getComputedStyle(node).fontSize))).toBeGreaterThanOrEqual(60);
    const panel = await box(page.locator("[data-hero] h1").locator("xpath=.."));
    const [heading, button] = [await box(title), await box(page.locator("[data-hero] a").filter({ hasText: "Write to us" }).first())];
    // The panel's last words: the crisis line under the button since round 69.
    const last = await box(page.locator("[data-hero] h1").locator("xpath=..").locator(":scope > :last-child"));
    // 125 px of green stood empty over the 48 px headline and 133 px under its button.
    expect(heading.y - panel.y).toBeLessThan(110);
    expect(last.y).toBeGreaterThanOrEqual(button.y + button.height);
    expect(panel.y + panel.height - (last.y + last.height)).toBeLessThan(110);
  });

  test("peace and the vault: 'Show all languages' reads as a third name beside the flags, in their face and colour", async ({ page }) => {
    for (const site of ["peace", "vault"] as const) {
      await open(page, site, "/en");
      const [name, toggle] = [page.locator(".site-footer .flag-name").first(), page.locator(".site-footer .flag-more .flag-toggle-label")];
      const style = (locator: typeof name) => locator.evaluate((node) => ({ family: getComputedStyle(node).fontFamily, colour: getComputedStyle(node).color, size: parseFloat(getComputedStyle(node).fontSize) }));
      const [own, words] = [await style(name), await style(toggle)];
      // It was 14 px of grey in the body's face beside 15 px names in the heading's.
      expect(words.family, site).toBe(own.family);
      expect(words.colour, site).toBe(own.colour);
      expect(words.size, site).toBeGreaterThanOrEqual(own.size - 0.5);
    }
  });

  test("writing at 1366: the register's text reaches the first screen's end edge, about seventy letters a line", async ({ page }) => {
    await open(page, "writing", "/en");
    const hero = await box(page.locator("[data-hero]"));
    const paragraph = page.locator("main #section-1 > p").first();
    const text = await box(paragraph);
    // The text ended 228 px short of the picture's edge above it.
    expect(hero.x + hero.width - (text.x + text.width)).toBeLessThan(120);
    const letters = await longestLine(paragraph);
    expect(letters).toBeGreaterThanOrEqual(60);
    expect(letters).toBeLessThanOrEqual(78);
    // The margin headings still stand beside the text. Round 84 replaced the lead in the text's
    // column (beside it the margin held a lone pen): it starts at the headings' edge, across both.
    const [heading, lead] = [await box(page.locator("main #section-1 > h2")), await box(page.locator("main .article > .lead"))];
    expect(heading.x + heading.width).toBeLessThan(text.x);
    expect(Math.abs(lead.x - heading.x)).toBeLessThan(2);
  });

  test("political on a laptop: the house for sale's heading runs over its listing on one line", async ({ page }) => {
    await open(page, "political", "/en");
    const section = page.locator("main .article > section").filter({ has: page.locator('section[aria-labelledby="property-heading"]') });
    const [heading, listing] = [section.locator("> h2"), await box(section.locator('section[aria-labelledby="property-heading"]'))];
    // Its words' own box (the section's number stands over them in a ::before).
    const lines = await heading.evaluate((node) => {
      const range = document.createRange();
      range.selectNodeContents(node);
      return Math.round(range.getBoundingClientRect().height / parseFloat(getComputedStyle(node).lineHeight));
    });
    // Held to the text's 558 px, it broke onto two lines over an 821 px listing.
    expect(lines).toBe(1);
    expect(Math.abs((await box(heading)).width - listing.width)).toBeLessThanOrEqual(2);
  });

  test("writing in Arabic: the calligraphic name in the header keeps room over its tallest strokes", async ({ page }) => {
    await open(page, "writing", "/ar");
    const title = page.locator("header .site-title");
    const top = await title.evaluate((node) => node.getBoundingClientRect().top + parseFloat(getComputedStyle(node).paddingTop));
    // Its line stood 25 px under the window's edge and its strokes rose 16 px above the line.
    expect(top).toBeGreaterThanOrEqual(36);
  });
});
