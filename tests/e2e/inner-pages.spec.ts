import { expect, test, type Page } from "@playwright/test";
import { siteUrl } from "./server-env";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

/** Inner pages with a column beside the text (a drawing, a fact box, a pull quote), and what that column says. */
const pages: readonly { site: string; path: string; facts: readonly string[]; quote: string }[] = [
  {
    site: "peace",
    path: "/en/auschwitz",
    facts: ["Key dates", "Liberation of Auschwitz", "January 27, 1945", "Remembrance on 27 January", "24 since 2009", "every second year, in October"],
    quote: "Behind the number of six million murdered Jews stand individual people: children, parents, neighbours.",
  },
  {
    site: "writing",
    path: "/en/curriculum",
    facts: ["The training at a glance", "8, one a week, in a cycle", "3 to 10 participants", "University Medical Center Hamburg-Eppendorf"],
    quote: "The memory module shows that memory reconstructs rather than records, and that we are often most certain precisely where we are wrong.",
  },
  {
    site: "peace",
    path: "/en/work",
    facts: ["At a glance", "second Tuesday of the month, 7:30 PM, parish hall", "first Saturday in September, about 3 km, step-free"],
    quote: "Every contribution counts, and nobody has to do everything.",
  },
  {
    site: "peace",
    path: "/en/peace",
    facts: [],
    quote: "Encounters with young people from Poland and Ukraine have taught us that reconciliation is never finished, but always possible.",
  },
  {
    site: "forum",
    path: "/en/2024",
    facts: [],
    quote: "The group watched a plenary debate, talked with members of parliament about child poverty and rising food prices, and came back tired and rather proud.",
  },
  {
    site: "syma",
    path: "/en/cv",
    facts: [],
    quote: "Those years showed me how much responsibility lies in data that other people rely on, and why proven systems should only ever be changed with care.",
  },
  {
    site: "writing",
    path: "/en/firstEdition",
    facts: [],
    quote: "Many said afterwards that it was the first time they had stood in front of an audience without being seen as ill.",
  },
];

const aside = (page: Page) => page.locator("main article [data-article-aside]");

async function boxOf(page: Page, selector: string) {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not shown`);
  return box;
}

for (const { site, path, facts, quote } of pages) {
  test.describe(`${site}${path}`, () => {
    test("on a wide screen the drawing, fact box and quote stand beside the text", async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await page.goto(siteUrl(site, path));
      for (const fact of facts) await expect(aside(page)).toContainText(fact);
      await expect(aside(page).locator("blockquote")).toHaveText(quote);
      await expect(aside(page).locator("svg")).toBeVisible();
      const column = await boxOf(page, "main article [data-article-aside]");
      const section = await boxOf(page, "main article #section-1");
      const heading = await boxOf(page, "main article h1");
      // Beside the text at the inline end, starting level with the heading.
      expect(column.x).toBeGreaterThanOrEqual(section.x + section.width);
      expect(column.y).toBeLessThan(section.y);
      expect(Math.abs(column.y - heading.y)).toBeLessThan(80);
      // The text keeps a reading measure and the two together use the width.
      expect(section.width).toBeGreaterThan(520);
      expect(column.x + column.width - section.x).toBeGreaterThan(900);
    });

    test("on a phone the column follows the lead, before the text, and nothing is wider than the screen", async ({ page }) => {
      await page.setViewportSize(PHONE);
      await page.goto(siteUrl(site, path));
      await expect(aside(page).locator("svg")).toBeVisible();
      // The quote would come before the sentence it repeats: it waits for a screen with room beside the text.
      await expect(aside(page).locator("blockquote")).toBeHidden();
      const lead = await boxOf(page, "main article .lead");
      const column = await boxOf(page, "main article [data-article-aside]");
      const section = await boxOf(page, "main article #section-1");
      expect(column.y).toBeGreaterThanOrEqual(lead.y + lead.height);
      expect(section.y).toBeGreaterThanOrEqual(column.y + column.height);
      expect(column.x + column.width).toBeLessThanOrEqual(PHONE.width);
      // The drawing keeps its 4:3 box at the column's width.
      const picture = await boxOf(page, "main article [data-article-aside] svg");
      expect(Math.abs((picture.width * 3) / 4 - picture.height)).toBeLessThan(2);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    });
  });
}

test("in Arabic the side column stands to the left of the text, with the page's own sentence quoted", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto(siteUrl("peace", "/ar/auschwitz"));
  await expect(aside(page)).toContainText("تواريخ أساسية");
  await expect(aside(page).locator("blockquote")).toContainText("وراء رقم الملايين الستة من اليهود المقتولين");
  const column = await boxOf(page, "main article [data-article-aside]");
  const section = await boxOf(page, "main article #section-1");
  expect(column.x + column.width).toBeLessThanOrEqual(section.x);
});

test("an inner page without side furniture keeps its single reading column", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto(siteUrl("peace", "/en/imprint"));
  await expect(page.locator("main article h1")).toBeVisible();
  await expect(aside(page)).toHaveCount(0);
  const section = await boxOf(page, "main article #section-1");
  expect(section.width).toBeLessThan(760);
});
