import { expect, test } from "@playwright/test";
import { siteUrl } from "./server-env";

/**
 * The engineer's start page (the portfolio first screen): the skills as a compact sheet on a phone,
 * one clear way to write in the contact card, and sections whose headings stay beside their text on
 * a wide screen, with one paragraph gap throughout.
 */
test.describe("portfolio start page", () => {
  // Round 82 sets one group a row on a phone (two to a row broke the long labels into three lines
  // of capitals and left empty cells under the shorter column): design-review-r82-public.spec.ts.
  test("the skills stand one group a row on a phone, no chip cut or wider than its cell", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const locale of ["en", "ta"]) {
      await page.goto(siteUrl("syma", `/${locale}`));
      const sheet = await page.locator("dl:has(> div > dd li)").first().evaluate((list) => {
        const cells = [...list.children].map((cell) => cell.getBoundingClientRect());
        const chipsOut = [...list.querySelectorAll("li")].filter((chip) => {
          const cell = chip.closest("div")!.getBoundingClientRect();
          const box = chip.getBoundingClientRect();
          return box.left < cell.left - 0.5 || box.right > cell.right + 0.5;
        }).length;
        return { rows: new Set(cells.map((cell) => Math.round(cell.top))).size, groups: cells.length, chipsOut };
      });
      expect(sheet).toEqual({ rows: 6, groups: 6, chipsOut: 0 });
    }
  });

  // Round 82 sets the rows as the ruled cells of the skills' sheet, not cards with an accent edge
  // at their start (a second visual language on the page): design-review-r82-public.spec.ts.
  test("the contact card sets every row alike, each a ruled cell, none in the action colour", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(siteUrl("syma", "/en"));
    const mail = page.locator(".card a[href^='mailto:']").first();
    await expect(mail).toBeVisible();
    const rows = await page.locator(".card li > :is(a[href], button)").evaluateAll((links) =>
      links.map((link) => {
        const style = getComputedStyle(link);
        const cell = getComputedStyle(link.parentElement!);
        return { background: style.backgroundColor, edge: style.borderInlineStartWidth, rule: cell.borderBottomWidth, weight: style.fontWeight };
      }),
    );
    const heroAction = await page.getByRole("link", { name: "Get in touch" }).evaluate((link) => getComputedStyle(link).backgroundColor);
    expect(rows.length).toBeGreaterThan(2);
    // One row style: the e-mail row looks like the telephone's and the messenger's.
    expect(new Set(rows.map((row) => JSON.stringify(row))).size).toBe(1);
    expect(rows[0]!.background).not.toBe(heroAction);
    expect(rows[0]!.edge).toBe("0px");
    expect(rows[0]!.rule).toBe("1px");
  });

  test("on a wide screen a section's heading stays in view beside its text, one paragraph gap apart", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(siteUrl("syma", "/en"));
    const section = page.locator("section[id^='section-']").first();
    // Round 89 replaced the first section's paragraphs with the offers' three cards, whose texts stand
    // in separate cards: the paragraph gap is measured between the paragraphs of each section set in
    // paragraphs, and is one gap across all of them.
    const gaps = await page.locator("main section[id^='section-']").evaluateAll((sections) =>
      sections.flatMap((element) => {
        const paragraphs = [...element.querySelectorAll(":scope > p")].filter((p) => p.getBoundingClientRect().height > 0);
        return paragraphs.slice(1).map((p, index) => Math.round(p.getBoundingClientRect().top - paragraphs[index]!.getBoundingClientRect().bottom));
      }),
    );
    expect(gaps.length).toBeGreaterThan(1);
    expect(new Set(gaps).size).toBe(1);
    const heading = section.locator("h2");
    // Scrolled until the section's top has passed 150 px above the screen, its heading is still on it.
    await section.evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY + 150));
    await expect(heading).toBeInViewport();
  });
});
