import { expect, test, type Page } from "@playwright/test";
import { signInShared } from "./support/auth";
import { siteUrl } from "./server-env";
import { settleGospelDay } from "./support/browser-day";
import { emptyColumnStretch, pieceBoxes } from "./support/side-column";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

const aside = (page: Page) => page.locator("main article [data-article-aside]");

async function boxOf(page: Page, selector: string) {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not shown`);
  return box;
}

/** The family's two years: the same care as the start page, a drawing, a fact box and a quote. */
const familyYears = [
  {
    path: "/en/intern/1971",
    picture: /arched chamber in section/,
    facts: ["The repair at a glance", "Crack noticed", "All Saints’ Day 1970", "4,860 marks", "March to April 1971, by Wilhelm Stallkamp"],
    quote: "In March a builder from Brockhorst, Wilhelm Stallkamp, propped the ceiling with timber, and in April he rebuilt the arch with bricks from a demolished barn, so that the colour would match.",
  },
  {
    path: "/en/intern/2001",
    picture: /recast gate with lilies/,
    facts: ["The restoration at a glance", "May to September 2001, lime mortar", "Next inspection", "Sylvan Martens and the parish office of St. Johannis"],
    quote: "The gate was recast in iron from its original pattern, which a foundry in Georgsmarienhütte still kept in its archive.",
  },
] as const;

test.describe("vault: the family's years", () => {
  test("each year's page shows its drawing, fact box and quote beside the text on a wide screen (the quote a section after its own), and the drawing and facts after the lead on a phone", async ({ page }) => {
    test.setTimeout(90_000);
    await signInShared(page, "vault");
    for (const { path, picture, facts, quote } of familyYears) {
      await page.setViewportSize(DESKTOP);
      await page.goto(siteUrl("vault", path));
      await expect(aside(page).locator('[role="img"]')).toHaveAttribute("aria-label", picture);
      await expect(aside(page).locator("svg")).toBeVisible();
      const column = page.locator("main article :is([data-article-aside], [data-section-beside])");
      for (const fact of facts) await expect(column.filter({ hasText: fact })).toHaveCount(1);
      // The quote beside the section after the one it is taken from: level with its own words it read twice.
      const quoted = page.locator("main article #section-3 [data-section-beside] blockquote");
      await expect(quoted).toHaveText(quote);
      const top = await boxOf(page, "main article [data-article-aside]");
      const text = await boxOf(page, "main article #section-1 p");
      expect(top.x, path).toBeGreaterThanOrEqual(text.x + text.width);
      expect(top.x + top.width - text.x, path).toBeGreaterThan(700);
      // The pieces beside their sections stand in the column under its drawing, none over another.
      const pieces = (await pieceBoxes(page)).sort((a, b) => a.y - b.y);
      for (const [index, piece] of pieces.entries()) {
        expect(Math.abs(piece.x - top.x), path).toBeLessThan(2);
        if (index > 0) expect(piece.y, path).toBeGreaterThanOrEqual(pieces[index - 1]!.y + pieces[index - 1]!.height);
      }
      const { longest, lastEnd, middle } = await emptyColumnStretch(page);
      expect(lastEnd, path).toBeGreaterThan(middle);
      expect(longest, path).toBeLessThan(900);

      await page.setViewportSize(PHONE);
      await page.goto(siteUrl("vault", path));
      await expect(aside(page).locator("svg")).toBeVisible();
      await expect(page.locator("main article [data-section-beside]").filter({ hasText: facts[0] })).toBeVisible();
      const lead = await boxOf(page, "main article .lead");
      const phoneColumn = await boxOf(page, "main article [data-article-aside]");
      expect(phoneColumn.y, path).toBeGreaterThanOrEqual(lead.y + lead.height);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(PHONE.width);
    }
  });

  test("the fact boxes are written in Arabic and Tamil, not copied from English", async ({ page }) => {
    test.setTimeout(60_000);
    await signInShared(page, "vault");
    for (const [locale, heading] of [
      ["ar", "الإصلاح في سطور"],
      ["ta", "பழுதுபார்ப்பு ஒரே பார்வையில்"],
    ] as const) {
      await page.goto(siteUrl("vault", `/${locale}/intern/1971`));
      const facts = page.locator("main article #section-1 [data-section-beside]");
      await expect(facts).toContainText(heading);
      await expect(facts).not.toContainText("Crack noticed");
    }
  });
});

test.describe("peace: the daily gospel", () => {
  test("on a Tamil phone a day's row keeps its colour's name whole beside the link to the reading", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(siteUrl("peace", "/ta/daily_gospel"));
    await settleGospelDay(page);
    // Every week of the list open, so the longest colour's name (rose, "இளஞ்சிவப்பு") is among the rows.
    await page.locator("ol[data-today] details").evaluateAll((folds) => folds.forEach((fold) => ((fold as HTMLDetailsElement).open = true)));
    const rows = page.locator("ol[data-today] li[data-date]:visible");
    expect(await rows.count()).toBeGreaterThan(0);
    for (const row of await rows.all()) {
      const day = `li[data-date="${await row.getAttribute("data-date")}"]`;
      // Where the colour's name is set: its text's own boxes, not its cell's (the row's baseline stretches that).
      const name = await page.locator(`${day} dl dd`).last().evaluate((dd) => {
        const walker = document.createTreeWalker(dd, NodeFilter.SHOW_TEXT);
        const rects: DOMRect[] = [];
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(node);
          rects.push(...[...range.getClientRects()].filter((rect) => rect.width > 0));
        }
        return { lines: new Set(rects.map((rect) => Math.round(rect.top))).size, end: Math.max(...rects.map((rect) => rect.right)) };
      });
      const link = await boxOf(page, `${day} a[href^="http"]`);
      // The colour's name on one line (it stood in a column a letter wide, one letter a line) ...
      expect(name.lines, await row.innerText()).toBe(1);
      // ... and the link after it, not over it.
      expect(link.x, await row.innerText()).toBeGreaterThanOrEqual(name.end - 1);
    }
  });

  test("every week of the list names its Sunday and weekday cycle once, its days leave them to it, and the featured days say theirs", async ({ page }) => {
    test.setTimeout(90_000);
    for (const [locale, pattern, newYear] of [
      ["en", /^Sunday cycle ([ABC]) · weekday cycle (I{1,2})$/, "New liturgical year"],
      ["ta", /^ஞாயிறு வாசகச் சுழற்சி ([ABC]) · வார நாள் சுழற்சி (I{1,2})$/, "புதிய திருவழிபாட்டு ஆண்டு"],
    ] as const) {
      await page.setViewportSize(PHONE);
      await page.goto(siteUrl("peace", `/${locale}/daily_gospel`));
      // The list moves to the browser's own day once hydrated (a page built before midnight and read
      // after it): read its weeks after that.
      await settleGospelDay(page);
      const weeks = page.locator("ol[data-today] li[data-week]:not([hidden])");
      const count = await weeks.count();
      expect(count).toBeGreaterThanOrEqual(9);
      for (let index = 0; index < count; index++) {
        const week = weeks.nth(index);
        const weekText = ((await week.locator("[data-week-cycles]").textContent()) ?? "").replace(newYear, "").trim();
        expect(weekText, locale).toMatch(pattern);
        // Each day's own cycles are its week's (the browser copies a day into the featured ones) ...
        const days = week.locator("li[data-date]:not([hidden]) [data-day-cycles]");
        expect(await days.count(), weekText).toBeGreaterThan(0);
        for (const day of await days.allTextContents()) expect(day.trim(), locale).toBe(weekText);
        // ... and not set again on every row: the week's heading says them once.
        for (const day of await days.all()) await expect(day, locale).toBeHidden();
      }
      // Today's week, open, says its cycles on screen.
      await expect(page.locator("ol[data-today] li[data-week]:has(#today) [data-week-cycles]")).toBeVisible();
      // The featured days read alone: today and the days before and after it say theirs.
      for (const slot of ["-1", "0", "1"]) {
        const cycles = page.locator(`[data-gospel-featured] [data-slot="${slot}"] [data-day-cycles]`);
        await expect(cycles).toBeVisible();
        await expect(cycles).toHaveText(pattern);
      }
    }
  });

  test("on a phone the short explanations under the list read whole, and the Tamil page stays a way through, not a wall", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(siteUrl("peace", "/ta/daily_gospel"));
    await page.evaluate(() => document.fonts.ready);
    // r52: a fold of a few lines only added a "Read more" to every section (FOLD_MIN_CHARACTERS);
    // these explanations' second paragraphs are two to four lines.
    await expect(page.locator('main article details[data-fold="text"]')).toHaveCount(0);
    await expect(page.locator("main article #section-1 p").last()).toBeVisible();
    // 7,649 px measured with every explanation open.
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(8000);
    // On a wide screen the explanations stand whole.
    await page.setViewportSize(DESKTOP);
    await expect(page.locator("main article #section-2 p").last()).toBeVisible();
  });
});
