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
      for (const target of ["play", "photos"]) await expect(hero.locator(`a[href="/${locale}/${target}"]`), `${locale} ${target}`).toBeInViewport({ ratio: 1 });
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
