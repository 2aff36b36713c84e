import { expect, test, type Page } from "@playwright/test";
import { siteUrl } from "./server-env";

/** The fonts Chromium drew an element's own text with (family and glyph count), as DevTools lists them. */
async function fontsDrawing(page: Page, selector: string): Promise<{ familyName: string; glyphCount: number }[]> {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send("DOM.enable");
  await devtools.send("CSS.enable");
  const { root } = await devtools.send("DOM.getDocument");
  const { nodeId } = await devtools.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  const { fonts } = await devtools.send("CSS.getPlatformFontsForNode", { nodeId });
  await devtools.detach();
  return fonts;
}

const fontFamily = (page: Page, selector: string) => page.locator(selector).first().evaluate((element) => getComputedStyle(element).fontFamily);

test.describe("Tamil on the serif sites is set in a sans face", () => {
  for (const site of ["vault", "peace"] as const) {
    test(`${site} in Tamil: the heading and the text are drawn in Noto Sans Tamil`, async ({ page }) => {
      await page.goto(siteUrl(site, "/ta"));
      await page.evaluate(() => document.fonts.ready);
      for (const selector of ["main h1", "[data-hero-tagline]"]) {
        await expect.poll(async () => (await fontsDrawing(page, selector)).filter((font) => font.glyphCount > 0).map((font) => font.familyName)).toContain("Noto Sans Tamil");
        // Tamil letters come from no serif font: the site's Latin serif draws only the Latin words.
        const tamil = (await fontsDrawing(page, selector)).filter((font) => /tamil/i.test(font.familyName));
        expect(tamil.every((font) => /sans/i.test(font.familyName))).toBe(true);
      }
    });
  }

  test("vault's Tamil headings take the lighter, smaller book cut beside its thin display serif; its text the regular cut", async ({ page }) => {
    await page.goto(siteUrl("vault", "/ta"));
    await expect.poll(() => fontFamily(page, "main h1")).toMatch(/notoSansTamilBook/);
    expect(await fontFamily(page, "[data-hero-tagline]")).not.toMatch(/notoSansTamilBook/);
    expect(await fontFamily(page, "[data-hero-tagline]")).toMatch(/notoSansTamil/);
    // Peace's bold serif headings keep the regular cut, at the heading's weight.
    await page.goto(siteUrl("peace", "/ta"));
    await expect.poll(() => fontFamily(page, "main h1")).not.toMatch(/notoSansTamilBook/);
  });
});
