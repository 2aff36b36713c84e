import { expect, test } from "@playwright/test";
import { siteUrl } from "./server-env";
import { box, PHONE } from "./support/geometry";

/** What the round-73 pass mended, and what a visitor now sees. */

test.describe("round-73: the imprint's clauses", () => {
  test("on a phone a clause's numeral hangs: a heading of two lines starts both under its first word, in every manner of counting", async ({ page }) => {
    await page.setViewportSize(PHONE);
    // Ruled (01), register (I.), verse (1 |), chips (a round tab) and civic (a bar before the figure).
    for (const [site, locale] of [
      ["political", "en"],
      ["vault", "en"],
      ["peace", "en"],
      ["morpheme", "en"],
      ["lobby", "en"],
      ["writing", "ta"],
    ] as const) {
      await page.goto(siteUrl(site, `/${locale}/imprint`));
      await page.evaluate(() => document.fonts.ready);
      const headings = await page.locator('[data-imprint] .article section[id^="section-"] > h2').evaluateAll((nodes) =>
        nodes.map((heading) => {
          const range = document.createRange();
          range.selectNodeContents(heading);
          const lines = new Map<number, number>();
          for (const rect of range.getClientRects()) {
            if (rect.width < 1) continue;
            const top = Math.round(rect.top);
            lines.set(top, Math.min(lines.get(top) ?? Infinity, rect.left));
          }
          const figure = getComputedStyle(heading, "::before");
          return { starts: [...lines.values()], figureWidth: Number.parseFloat(figure.width), box: heading.getBoundingClientRect().left };
        }),
      );
      const twoLines = headings.filter((heading) => heading.starts.length > 1);
      // The phone breaks at least one clause's heading (before, its second line began under the figure).
      expect(twoLines.length, `${site} ${locale}`).toBeGreaterThan(0);
      for (const heading of twoLines) {
        const [first, ...rest] = heading.starts;
        for (const start of rest) expect(Math.abs(start - first!), `${site} ${locale}`).toBeLessThanOrEqual(1.5);
        // The words start after the figure, not on it.
        expect(first! - heading.box, `${site} ${locale}`).toBeGreaterThanOrEqual(heading.figureWidth);
      }
    }
  });
});

test.describe("round-73: lobby's start page", () => {
  test("the crisis numbers stand in the first screen and the footer, not a third time in the sections' text", async ({ page }) => {
    for (const locale of ["en", "de", "ar"]) {
      await page.goto(siteUrl("lobby", `/${locale}`));
      await expect(page.locator("[data-hero]").locator('a[href="tel:08001110111"]'), locale).toBeVisible();
      await expect(page.locator("footer").locator('a[href="tel:08001110111"]'), locale).toHaveCount(1);
      // "How to get involved" repeated them in its last paragraph; it now says what to write about.
      await expect(page.locator("main .article"), locale).not.toContainText("0800 111 0 111");
      await expect(page.locator("main .article #section-5"), locale).toContainText("@");
    }
  });
});

test.describe("round-73: the forum's slips", () => {
  test("on the imprint the phone numbers' switch stands clear of the address, at 1100 and 1366 px, in German, Russian and Tamil too", async ({ page }) => {
    for (const width of [1100, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      for (const locale of ["en", "de", "ru", "ta"]) {
        await page.goto(siteUrl("forum", `/${locale}/imprint`));
        await page.evaluate(() => document.fonts.ready);
        const card = page.locator("[data-responsible]");
        const switchBox = await box(card.locator("details"));
        // The parish's name and web address ran 56-343 px under the switch.
        // Round 76 moved the switch into the address, under mail and web: the lines are the others.
        for (const line of await card.locator("address a, address > :not(details)").all()) {
          const text = await box(line);
          const beside = text.y < switchBox.y + switchBox.height && text.y + text.height > switchBox.y;
          if (beside) expect(text.x + text.width, `${locale} ${width}`).toBeLessThanOrEqual(switchBox.x + 0.5);
        }
      }
    }
  });

  test("a clip's title runs across its card, whole, with the link's button at the card's foot", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    for (const locale of ["en", "ta"]) {
      await page.goto(siteUrl("forum", `/${locale}`));
      await page.evaluate(() => document.fonts.ready);
      for (const figure of await page.locator("figure:has(video)").all()) {
        // Tamil's long words ran 3-23 px out of the card, under the button.
        expect(await figure.evaluate((node) => node.scrollWidth - node.clientWidth), locale).toBeLessThanOrEqual(0);
        const [title, button, description] = [await box(figure.locator("figcaption > span").first()), await box(figure.getByRole("button", { name: /./ }).last()), await box(figure.locator("figcaption > span").nth(1))];
        expect(button.y, locale).toBeGreaterThan(description.y);
        expect(title.width, locale).toBeGreaterThan((await box(figure)).width - 40);
      }
    }
  });
});

test.describe("round-73: the menu button", () => {
  test("in Russian and Arabic the word under the bars keeps room inside the button's outline", async ({ page }) => {
    await page.setViewportSize(PHONE);
    for (const [site, locale] of [
      ["political", "ru"],
      ["writing", "ru"],
      ["forum", "ar"],
      ["lobby", "ru"],
    ] as const) {
      await page.goto(siteUrl(site, `/${locale}`));
      await page.evaluate(() => document.fonts.ready);
      const [button, word] = [await box(page.locator(".menu-toggle")), await box(page.locator(".menu-toggle-word"))];
      // 0-1.5 px before: the word touched the outline.
      expect(Math.min(word.x - button.x, button.x + button.width - (word.x + word.width)), `${site} ${locale}`).toBeGreaterThanOrEqual(3);
    }
  });
});
