import { expect, test, type Page } from "@playwright/test";
import { siteUrl } from "./server-env";

/**
 * The shared furniture (menu, "On this page", footer, flags) takes each site's manner from its
 * registry entry's `frame`, so that ten sites do not read as one template.
 */
const style = (page: Page, selector: string, pseudo?: string) =>
  page.locator(selector).first().evaluate((element, pseudoElement) => {
    const computed = getComputedStyle(element, pseudoElement);
    return {
      background: computed.backgroundColor,
      shadow: computed.boxShadow,
      caps: computed.fontVariantCaps,
      content: computed.content,
      display: computed.display,
      borderTop: computed.borderTopColor,
      fontSize: parseFloat(computed.fontSize),
    };
  }, pseudo);

test.describe("the shared furniture in each site's manner", () => {
  test("on a phone every flag is named under it, inside the screen, the flag itself still 40 × 30", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const locale of ["en", "ar", "ta"]) {
      await page.goto(siteUrl("lobby", `/${locale}`));
      // The full set is remembered once chosen: the plus shows only until then.
      const more = page.locator(".flag-more");
      if (await more.isVisible()) await more.click();
      const flags = page.locator(".flag-bar a");
      await expect(flags).toHaveCount(8);
      for (const flag of await flags.all()) {
        const name = flag.locator(".flag-name");
        await expect(name).toBeVisible();
        const [box, image] = [await name.boundingBox(), await flag.locator("img").boundingBox()];
        expect(box!.width, locale).toBeGreaterThan(10);
        expect(box!.x, locale).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width, locale).toBeLessThanOrEqual(390);
        expect([image!.width, image!.height]).toEqual([40, 30]);
      }
    }
  });

  test("the language row reads by its names: each name beside its flag, in the text's colour, at 15 px or more", async ({ page }) => {
    for (const [site, locale, width] of [
      ["vault", "en", 1366],
      ["political", "ar", 1366],
      ["forum", "ta", 390],
    ] as const) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(siteUrl(site, `/${locale}`));
      for (const flag of await page.locator(".flag-bar a").filter({ visible: true }).all()) {
        const [name, image] = [(await flag.locator(".flag-name").boundingBox())!, (await flag.locator("img").boundingBox())!];
        // Beside, not under: the name's middle on the flag's height, after it in the reading direction.
        expect(Math.abs(name.y + name.height / 2 - (image.y + image.height / 2)), site).toBeLessThan(4);
        if (locale === "ar") expect(name.x + name.width, site).toBeLessThanOrEqual(image.x);
        else expect(name.x, site).toBeGreaterThanOrEqual(image.x + image.width);
        const label = await flag.locator(".flag-name").evaluate((element) => {
          const style = getComputedStyle(element);
          return { colour: style.color, size: parseFloat(style.fontSize), text: getComputedStyle(document.body).color };
        });
        expect(label.size, site).toBeGreaterThanOrEqual(15);
        // The text's colour, not the footer's grey for small print.
        expect(label.colour, site).toBe(label.text);
      }
    }
  });

  test("'On this page': numbered between hairlines on the technical site, Roman numerals in small capitals in the vault, the sheet of scripts on the languages site", async ({ page }) => {
    await page.goto(siteUrl("syma", "/en/cv"));
    expect((await style(page, "main [data-section-nav] li", "::before")).content).toContain("counter(section, decimal-leading-zero)");
    await page.goto(siteUrl("vault", "/en"));
    expect((await style(page, "main [data-section-nav] p")).caps).toBe("all-small-caps");
    expect((await style(page, "main [data-section-nav] li", "::before")).content).toContain("upper-roman");
    // The playful site's start page leads to its four panels without a list (section-links.spec.ts).
    // Round 84 replaced the languages' chips (they repeated the hero's eight names right under it)
    // with the hero's sheet of scripts: each of its cells is the way to its language's section.
    await page.goto(siteUrl("languages", "/en"));
    await expect(page.locator("main [data-section-nav]")).toHaveCount(0);
    const cells = page.locator("[data-hero] li[data-sheet-row] a[data-sheet-link]");
    await expect(cells).toHaveCount(8);
    // The whole cell is the link's target (its name alone is one line of text).
    expect((await cells.first().locator("xpath=ancestor::li[1]").boundingBox())!.height).toBeGreaterThanOrEqual(44);
    const cell = (await cells.first().locator("xpath=ancestor::li[1]").boundingBox())!;
    const hit = await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest("a")?.getAttribute("href") ?? null, [cell.x + cell.width - 8, cell.y + cell.height - 8]);
    expect(hit).toMatch(/^#section-/);
  });

  test("the current menu entry: a bar under it on the technical site, small capitals in the vault, on the paper a rule under its word below the section line", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(siteUrl("syma", "/en/cv"));
    const syma = await style(page, '.menu-row [aria-current="page"]');
    expect(syma.background).toBe("rgba(0, 0, 0, 0)");
    expect(syma.shadow).toMatch(/0px -4px 0px 0px inset/);
    await page.goto(siteUrl("vault", "/en"));
    expect((await style(page, ".menu-row .menu-button")).caps).toBe("all-small-caps");
    await page.goto(siteUrl("political", "/en"));
    // Under the word, not over it: a rule right under the masthead read as the logo's underline.
    expect((await style(page, '.menu-row [aria-current="page"]')).shadow).toMatch(/0px -3px 0px 0px inset/);
    expect((await style(page, ".menu-row > li + li", "::before")).display).not.toBe("none");
  });

  test("the footer: the technical site closes in its header's colour, the paper under its name set large, the lobby under a thick accent rule", async ({ page }) => {
    await page.goto(siteUrl("syma", "/en"));
    expect((await style(page, "footer.site-footer")).background).toBe((await style(page, ".site-header")).background);
    await page.goto(siteUrl("political", "/en"));
    expect((await style(page, "footer .footer-name")).fontSize).toBeGreaterThan((await style(page, "main p")).fontSize * 1.5);
    await page.goto(siteUrl("lobby", "/en"));
    const accent = await page.evaluate(() => getComputedStyle(document.body).getPropertyValue("--accent").trim());
    const rgb = `rgb(${[1, 3, 5].map((at) => parseInt(accent.slice(at, at + 2), 16)).join(", ")})`;
    expect((await style(page, "footer.site-footer")).borderTop).toBe(rgb);
  });
});
