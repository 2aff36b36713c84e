import { expect, test, type Locator, type Page } from "@playwright/test";
import { siteUrl } from "./server-env";
import { signInShared } from "./support/auth";
import { box, DESKTOP, PHONE } from "./support/geometry";
import { longestLine } from "./support/lines";

/** What the round-63 review held against the sites, and what a visitor now sees. */

const fontSize = (element: Locator) => element.evaluate((node) => parseFloat(getComputedStyle(node).fontSize));

const open = async (page: Page, site: Parameters<typeof siteUrl>[0], path: string, size = DESKTOP) => {
  await page.setViewportSize(size);
  await page.goto(siteUrl(site, path));
};

test.describe("round-63 review", () => {
  test("political on a phone: the lead commentary's headline stands over the section headings, as its title", async ({ page }) => {
    await open(page, "political", "/en", PHONE);
    const lead = await fontSize(page.locator("main h2[data-lead-title]"));
    const sections = await page.locator("main .article section > h2").evaluateAll((nodes) => nodes.filter((node) => node.getClientRects().length > 0).map((node) => parseFloat(getComputedStyle(node).fontSize)));
    expect(sections.length).toBeGreaterThan(2);
    // Both were 24 px: the lead read as one more section.
    expect(lead).toBeGreaterThanOrEqual(Math.max(...sections) * 1.2);
  });

  test("on a phone, a fact's one-line label stands on its value, whatever its neighbour's label does", async ({ page }) => {
    for (const [site, facts] of [
      ["political", "main dl > div:has(> dt)"],
      ["forum", "main [data-beside] dl > div"],
    ] as const) {
      await open(page, site, "/en", PHONE);
      const gaps = await page.locator(facts).evaluateAll((nodes) =>
        nodes.map((node) => {
          const range = document.createRange();
          range.selectNodeContents(node.querySelector("dt")!);
          const label = range.getBoundingClientRect();
          range.selectNodeContents(node.querySelector("dd")!);
          return range.getBoundingClientRect().top - label.bottom;
        }),
      );
      expect(gaps.length, site).toBeGreaterThanOrEqual(4);
      // "Garage" beside "Additional costs (approx.)" stood 57 px over its value.
      expect(Math.max(...gaps), `${site}: ${gaps.map(Math.round).join(", ")}`).toBeLessThan(12);
    }
  });

  test("the lobby's footer opens with its name at the frame's start edge", async ({ page }) => {
    await open(page, "lobby", "/en");
    const footer = page.locator("footer.site-footer");
    const [name, help, frame] = [await box(footer.locator(".footer-name")), await box(footer.locator(".footer-help")), await box(footer.locator(".footer-frame"))];
    // It stood alone at the bottom right, level with the languages' heading.
    expect(Math.abs(name.x - frame.x)).toBeLessThanOrEqual(2);
    expect(name.y + name.height).toBeLessThanOrEqual(help.y);
  });

  test("'Show all languages' and the sign-in stand among the footer's links at their size, not as footnotes", async ({ page }) => {
    for (const [site, duck] of [
      ["lobby", false],
      ["forum", true],
      ["languages", true],
    ] as const) {
      await open(page, site, "/en");
      const footer = page.locator("footer.site-footer");
      const link = await fontSize(footer.locator(".footer-links a").first());
      // 14 and 15 px beside 17 and 18 px links.
      expect(await fontSize(footer.locator(".flag-toggle").first()), site).toBeCloseTo(link, 0);
      if (duck) expect(await fontSize(footer.locator(".duck-link").first()), site).toBeCloseTo(link, 0);
    }
  });

  test("inner pages hold at most about 75 characters a line at 1366 px (the imprints ran to 89–98)", async ({ page }) => {
    for (const site of ["syma", "vault", "morpheme"] as const) {
      await open(page, site, "/en/imprint");
      const paragraphs = page.locator("main [data-article-body] section > p:not([class])");
      expect(await paragraphs.count(), site).toBeGreaterThan(2);
      const lines = await Promise.all((await paragraphs.all()).map(longestLine));
      expect(Math.max(...lines), `${site}: ${lines.join(", ")}`).toBeLessThanOrEqual(78);
      expect(Math.max(...lines), `${site}: ${lines.join(", ")}`).toBeGreaterThan(55);
    }
  });

  test("the members' door to the personal sign-in is a button at the text's size, not a 15 px footer link", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await signInShared(page, "forum");
    await page.goto(siteUrl("forum", "/en/intern"));
    const duck = page.locator("main [data-testid=duck-link]");
    const body = await page.locator("main p.lead").evaluate((node) => parseFloat(getComputedStyle(node.closest("main")!).fontSize));
    expect(await fontSize(duck)).toBeGreaterThanOrEqual(body);
    expect(await duck.evaluate((node) => parseFloat(getComputedStyle(node).borderTopWidth))).toBe(2);
  });

  test("the Tamil page's way to each language is the sheet of scripts, no chips of 'On this page'", async ({ page }) => {
    await open(page, "languages", "/ta", PHONE);
    // Round 84 replaced the chips (and their rounded boxes) with links on the sheet's cells.
    await expect(page.locator("main [data-section-nav]")).toHaveCount(0);
    await expect(page.locator("[data-hero] [data-sheet-link]")).toHaveCount(8);
  });

  test("languages at 1366 px: Arabic notes stay two pixels over the Latin ones now that those read at 18 px", async ({ page }) => {
    await open(page, "languages", "/en");
    const latin = await fontSize(page.locator("main .article section p").first());
    await open(page, "languages", "/ar");
    const arabic = await fontSize(page.locator("main .article section p").first());
    expect(latin).toBe(18);
    expect(arabic).toBe(20);
  });
});
