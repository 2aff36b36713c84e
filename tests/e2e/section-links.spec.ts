import { expect, test, type Page } from "@playwright/test";
import en from "../../messages/en.json" with { type: "json" };
import { siteUrl } from "./server-env";
import { box, DESKTOP, PHONE } from "./support/geometry";

/**
 * How each start page leads to its sections is its own (the hero declaration's `sectionLinks`):
 * a ruled index strip (syma), a poster's cards (lobby), the boxed list in the site's look (vault,
 * forum, political, languages) or none where a short page is read in turn (peace, writing,
 * morpheme). The ten start pages are not one template of "On this page" and "Read more".
 */

const contents = (page: Page) => page.getByRole("navigation", { name: en.shell.onThisPage });
const links = (page: Page) => page.locator("[data-body-composition]").getAttribute("data-section-links");

test("the start pages lead to their sections in four different ways, neighbours differently", async ({ page }) => {
  // Nine start pages in one test: up to 15 s on a busy two-core machine.
  test.slow();
  const chosen: Record<string, string | null> = {};
  for (const site of ["syma", "vault", "peace", "writing", "morpheme", "forum", "political", "languages", "lobby"]) {
    await page.goto(siteUrl(site, "/en"));
    chosen[site] = await links(page);
    // The declared form is the one drawn: a list where the page has one, none where it has none.
    if (chosen[site] === "none") await expect(contents(page), site).toHaveCount(0);
    else await expect(page.locator("main [data-section-nav]"), site).toHaveAttribute("data-section-form", chosen[site] ?? "");
  }
  // Round 84 replaced the languages' boxed list with the hero's sheet of scripts, each a link to
  // its language's section: the chips repeated the eight names right under it.
  expect(chosen).toEqual({ syma: "strip", vault: "box", peace: "none", writing: "none", morpheme: "none", forum: "box", political: "box", languages: "none", lobby: "cards" });
});

test.describe("read in turn: no list before the text and, on a phone, every section whole", () => {
  for (const site of ["peace", "writing"]) {
    test(site, async ({ page }) => {
      await page.setViewportSize(PHONE);
      await page.goto(siteUrl(site, "/en"));
      await expect(contents(page)).toHaveCount(0);
      await expect(page.locator('main [data-fold="text"]')).toHaveCount(0);
      // Every paragraph of every section stands open.
      for (const paragraph of await page.locator("main article section[id^='section-'] > p").all()) await expect(paragraph).toBeVisible();
    });
  }
});

test.describe("syma: a ruled index strip of numbered cells", () => {
  test("at 1366 the four entries on one row, numbered 01–04; on a phone two to a row, each a finger's size", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(siteUrl("syma", "/en"));
    const entries = contents(page).locator("li");
    await expect(entries).toHaveCount(4);
    const tops = await entries.evaluateAll((all) => all.map((entry) => Math.round(entry.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    expect(await entries.first().evaluate((entry) => getComputedStyle(entry, "::before").content)).toContain("decimal-leading-zero");
    await page.setViewportSize(PHONE);
    const rows = await entries.evaluateAll((all) => all.map((entry) => Math.round(entry.getBoundingClientRect().top)));
    expect(new Set(rows).size).toBe(2);
    for (const height of await contents(page).getByRole("link").evaluateAll((all) => all.map((link) => link.getBoundingClientRect().height))) expect(height).toBeGreaterThanOrEqual(44);
    // Round 83 replaced the phone's folds ("Read more" after a section's first paragraph): every
    // section reads whole under its entry.
    await expect(page.locator('main [data-fold="text"]')).toHaveCount(0);
  });
});

test.describe("lobby: a poster's cards are the sections' entries", () => {
  for (const locale of ["en", "ar"] as const) {
    test(`${locale}: a card per section with its heading only, beside the lead above the text; a card leads to its section by keyboard`, async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await page.goto(siteUrl("lobby", `/${locale}`));
      const nav = page.locator("main [data-section-nav]");
      const cards = nav.getByRole("link");
      const headings = await page.locator("main article section[id^='section-'] > h2").allTextContents();
      await expect(cards).toHaveCount(headings.length);
      for (const [index, heading] of headings.entries()) await expect(cards.nth(index)).toContainText(heading);
      // Titles only: the sections' first sentences on the cards said each twice, twelve lines deep.
      for (const [index, heading] of headings.entries()) await expect(cards.nth(index)).toHaveText(heading);
      // Round 73 replaced the row across the page on purpose: the lead introduces the cards beside
      // it, each in a column of the sections under them (across the row above the cards, the lead
      // left a hole of 396 px at its end).
      const [lead, row, first, second] = [await box(page.locator("main article > .lead")), await box(nav), await box(page.locator("main #section-1")), await box(page.locator("main #section-2"))];
      // Round 86 replaced round 85's quiet row of links under the lead (five 15 px links along one
      // line read as small print, and the lead stood alone in a half-empty row): a public service's
      // contents list stands beside the lead, in the second column of the sections under them.
      const beside = locale === "ar" ? lead.x - (row.x + row.width) : row.x - (lead.x + lead.width);
      expect(beside).toBeGreaterThanOrEqual(-1);
      expect(row.y).toBeLessThan(lead.y + lead.height);
      expect(Math.abs(row.x - second.x)).toBeLessThanOrEqual(2);
      expect(Math.max(lead.y + lead.height, row.y + row.height)).toBeLessThanOrEqual(first.y);
      // The two end near each other: no new hole under the shorter.
      expect(Math.abs(lead.y + lead.height - (row.y + row.height))).toBeLessThan(120);
      // Round 86 replaced "two cards side by side": the entries one under the other, a contents list.
      const tops = await cards.evaluateAll((all) => all.map((card) => Math.round(card.getBoundingClientRect().top)));
      for (const [index, top] of tops.entries()) if (index > 0) expect(top, tops.join(" ")).toBeGreaterThan(tops[index - 1]! + 20);
      // A compact contents list: no deeper than three rows of one-line headings.
      expect(row.height).toBeLessThan(300);
      // No heading of the outline between the first screen's h1 and the sections' h2.
      await expect(nav.locator("h1, h2, h3, h4")).toHaveCount(0);
      await cards.nth(2).focus();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/#section-3$/);
      await expect(page.locator("main #section-3 > h2")).toBeInViewport();
    });
  }

  // Round 86 replaced "two to a row": on a phone too the contents are a list, one entry under the
  // other behind its dash, each still a finger's size.
  test("on a phone the contents are a list of the headings, one under the other, each a finger's size", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(siteUrl("lobby", "/en"));
    const cards = page.locator("main [data-section-nav] a");
    const [first, second] = [await box(cards.nth(0)), await box(cards.nth(1))];
    expect(second.y).toBeGreaterThanOrEqual(first.y + first.height - 1);
    expect(Math.abs(first.x - second.x)).toBeLessThan(2);
    expect(first.height).toBeGreaterThanOrEqual(44);
    await expect(cards.first().locator("span")).toHaveCount(1);
    expect(await cards.first().locator("span").first().evaluate((text) => parseFloat(getComputedStyle(text).fontSize))).toBeGreaterThanOrEqual(16);
  });
});
