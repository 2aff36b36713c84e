import { expect, test, type Locator, type Page } from "@playwright/test";
import { relativeLuminance } from "@/lib/colour/contrast";
import { siteUrl } from "./server-env";
import { signInShared } from "./support/auth";
import { box, DESKTOP, PHONE } from "./support/geometry";
import { settleGospelDay } from "./support/browser-day";

/**
 * What the round-58 review of the ten sites found (phone and laptop, light and dark, eight
 * languages, members' area), and what a visitor now sees instead.
 */

const SITES = ["syma", "vault", "peace", "writing", "morpheme", "forum", "political", "languages", "lobby", "tax"] as const;

/** The page-relative position of the bottom of a text's first line (its glyphs' box). */
function firstLineBottom(locator: Locator) {
  return locator.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const at = node.data.search(/\S/);
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + 1);
      return range.getBoundingClientRect().bottom + window.scrollY;
    }
    throw new Error("no text");
  });
}

/** The words on a paragraph's last line. */
function wordsOnLastLine(locator: Locator) {
  return locator.evaluate((element) => {
    const words: { text: string; bottom: number }[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      for (const word of node.data.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        words.push({ text: word[0], bottom: Math.round(range.getBoundingClientRect().bottom) });
      }
    }
    const last = Math.max(...words.map((word) => word.bottom));
    return words.filter((word) => Math.abs(word.bottom - last) < 4).map((word) => word.text);
  });
}

/** The relative luminance (0 black … 1 white) of a computed CSS colour laid over its ground. */
async function luminance(page: Page, colour: string, ground = "#000000") {
  // The browser resolves and composites any CSS colour; the WCAG formula is the project's own.
  const hex = await page.evaluate(
    ([value, under]) => {
      const canvas = document.createElement("canvas").getContext("2d")!;
      for (const paint of [under, value]) {
        canvas.fillStyle = "#123456";
        canvas.fillStyle = paint!;
        if (canvas.fillStyle === "#123456") throw new Error(`not a colour: ${paint}`);
        canvas.fillRect(0, 0, 1, 1);
      }
      return `#${[...canvas.getImageData(0, 0, 1, 1).data.slice(0, 3)].map((channel) => channel.toString(16).padStart(2, "0")).join("")}`;
    },
    [colour, ground],
  );
  return relativeLuminance(hex);
}

const backgroundOf = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).backgroundColor);

test.describe("every site", () => {
  test("each footer ends with room under its last line, as a page has a foot margin", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    for (const site of SITES) {
      await page.goto(siteUrl(site, "/en"));
      const room = await page.locator("body > footer").evaluate((footer) => {
        const bottoms = [...footer.querySelectorAll("*")].filter((element) => element.checkVisibility() && element.getBoundingClientRect().height > 0).map((element) => element.getBoundingClientRect().bottom);
        return footer.getBoundingClientRect().bottom - Math.max(...bottoms);
      });
      // It was 12 to 24 px under the flags.
      expect(room, site).toBeGreaterThanOrEqual(38);
    }
  });

  test("Arabic and Tamil text set in italic stands upright (their faces have no italic)", async ({ page }) => {
    await page.setViewportSize(PHONE);
    for (const path of ["/ar/work", "/ta/daily_gospel"]) {
      await page.goto(siteUrl("peace", path));
      const title = page.locator("main [data-section-nav] > p").first();
      expect(await title.evaluate((element) => getComputedStyle(element).fontStyle), path).toBe("italic");
      // The browser does not slant the letters itself.
      expect(await title.evaluate((element) => getComputedStyle(element).getPropertyValue("font-synthesis-style")), path).toBe("none");
    }
  });

  test("a round menu button becomes a rounded square, so the word under its bars stays inside it", async ({ page }) => {
    await page.setViewportSize(PHONE);
    for (const [site, locale] of [["peace", "ta"], ["writing", "ta"], ["morpheme", "ar"]]) {
      await page.goto(siteUrl(site!, `/${locale}`));
      const button = page.locator("header button.menu-toggle");
      const radius = await button.evaluate((element) => parseFloat(getComputedStyle(element).borderStartStartRadius));
      expect(radius, site).toBeLessThanOrEqual(16);
      const [word, own] = [await box(button.locator(".menu-toggle-word")), await box(button)];
      expect(word.x, site).toBeGreaterThanOrEqual(own.x);
      expect(word.x + word.width, site).toBeLessThanOrEqual(own.x + own.width);
    }
  });
});

test.describe("contents lists", () => {
  test("lobby /ta: each card's heading stays inside its card at 1366, the long word's card the wider", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(siteUrl("lobby", "/ta"));
    const cards = page.locator("main [data-section-nav] a");
    await expect(cards).toHaveCount(5);
    for (const card of await cards.all()) {
      const overflow = await card.evaluate((element) => element.scrollWidth - element.clientWidth);
      // உடன்படிக்கையின் ran 28 px into the next card.
      expect(overflow, await card.innerText()).toBeLessThanOrEqual(1);
    }
    // Round 73 replaced "all five in one row" on purpose: the cards now stand beside the lead, two
    // to a row (the lead across the page above them stood beside a 396 px hole). Round 86 replaced
    // "two to a row": a contents list beside the lead, one entry under the other (design-review-r86-d).
    const [lead, first, second] = [await box(page.locator("main article > .lead")), await box(cards.nth(0)), await box(cards.nth(1))];
    expect(second.y).toBeGreaterThanOrEqual(first.y + first.height - 1);
    expect(first.x).toBeGreaterThanOrEqual(lead.x + lead.width);
  });

  test("lobby on a phone: the odd last card takes the whole row", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(siteUrl("lobby", "/en"));
    const cards = page.locator("main [data-section-nav] li");
    await expect(cards).toHaveCount(5);
    const [first, second, last] = [await box(cards.nth(0)), await box(cards.nth(1)), await box(cards.nth(4))];
    expect(Math.abs(last.x - first.x)).toBeLessThan(1);
    expect(Math.abs(last.x + last.width - (second.x + second.width))).toBeLessThan(1);
  });

  test("vault /ar: the register's numerals keep their full stop after them (١., not .I)", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(siteUrl("vault", "/ar"));
    const marker = await page.locator("main [data-section-nav] li").first().evaluate((element) => getComputedStyle(element, "::before").content);
    // Round 86 replaced the Roman numeral held to its stop by a left-to-right mark ("I.‎"): an Arabic
    // register counts in Arabic-Indic figures, and the stop follows the figure in the line's own
    // right-to-left order, as Arabic numbering sets it.
    expect(marker).toMatch(/^counter\(section, arabic-indic\) "\."$/);
  });

  test("syma: the contents' grid of cells is closed at its end edge too", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(siteUrl("syma", "/en"));
    const list = page.locator("main [data-section-nav] ol");
    const edge = await list.evaluate((element) => parseFloat(getComputedStyle(element).borderInlineEndWidth));
    expect(edge).toBeGreaterThanOrEqual(1);
  });

  test("languages /ta on a phone: the way to each language is its cell of the sheet, no chip", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(siteUrl("languages", "/ta"));
    // Round 84 replaced the chips of "On this page" (they repeated the sheet's list of languages):
    // each cell of the sheet links to its language, a target far over 44 px.
    await expect(page.locator("main [data-section-nav]")).toHaveCount(0);
    const cell = page.locator("[data-hero] li[data-sheet-row]:has([data-sheet-link])").first();
    expect((await box(cell)).height).toBeGreaterThan(44);
  });
});

test.describe("start pages", () => {
  test("writing and vault: a margin heading shares its first line's baseline with its text", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    for (const site of ["writing", "vault"]) {
      await page.goto(siteUrl(site, "/en"));
      await page.evaluate(() => document.fonts.ready);
      const sections = page.locator("main .article > section:has(> h2)");
      expect(await sections.count(), site).toBeGreaterThanOrEqual(3);
      for (const section of (await sections.all()).slice(0, 3)) {
        const heading = section.locator(":scope > h2");
        const text = section.locator(":scope > h2 + *");
        const [headingSize, textSize] = await Promise.all([heading, text].map((element) => element.evaluate((node) => parseFloat(getComputedStyle(node).fontSize))));
        // The glyph boxes' bottoms differ by the larger face's deeper descent, some 0.25 of the size
        // difference; at the column's top the heading stood 10 to 20 px above its text.
        const gap = (await firstLineBottom(heading)) - (await firstLineBottom(text));
        expect(gap, `${site}: ${await heading.innerText()}`).toBeGreaterThanOrEqual(-1.5);
        expect(gap, `${site}: ${await heading.innerText()}`).toBeLessThanOrEqual(Math.max(0, headingSize! - textSize!) * 0.4 + 1.5);
      }
    }
  });

  test("writing at 1366: the line under the title ends on more than one word", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(siteUrl("writing", "/en"));
    await page.evaluate(() => document.fonts.ready);
    // "… all the time you / need." left the last word alone.
    expect((await wordsOnLastLine(page.locator("main [data-hero-tagline]"))).length).toBeGreaterThanOrEqual(2);
  });

  test("peace /ta at 1366: the lead under the cards reads at the body's size, not a display step over the line beside the name", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(siteUrl("peace", "/ta"));
    const size = (selector: string) => page.locator(selector).first().evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    // Round 89 moved the lead from the first screen into "Who we are", as its first line (design-review-r89-a).
    const [tagline, lead, body] = [await size("main [data-hero-tagline]"), await size("#section-1 > p[data-lead]"), await size("main .article section p")];
    // The lead was 22.5 px under a 16 px line.
    expect(lead).toBeLessThanOrEqual(body + 0.5);
    // Round 89 replaced "within 2.5 px of the line beside the name": the lead is a paragraph of the
    // first section now, at the sections' size, no longer beside that line.
    expect(tagline).toBeGreaterThan(0);
  });

  test("vault /ta: a section's heading stands stronger than its text, the title keeps the light book cut", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(siteUrl("vault", "/ta"));
    await page.evaluate(() => document.fonts.ready);
    const heading = page.locator("main .article > section > h2").first();
    const style = await heading.evaluate((element) => ({ family: getComputedStyle(element).fontFamily, weight: Number(getComputedStyle(element).fontWeight) }));
    expect(style.family).not.toMatch(/notoSerifTamilBook/);
    expect(style.weight).toBeGreaterThanOrEqual(600);
    expect(await page.locator("main h1").evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/notoSerifTamilBook/);
  });

  test("languages: the loved word stands a paragraph's distance under the text above it", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(siteUrl("languages", "/en"));
    const loved = page.locator("main [data-loved-word]").nth(1);
    const above = loved.locator("xpath=ancestor::section[1]//p[not(@data-loved-word)][not(@lang)]").last();
    const [word, text] = [await box(loved), await box(above)];
    // It was 4 px.
    expect(word.y - (text.y + text.height)).toBeGreaterThanOrEqual(16);
  });

  test("political /ar: the 360-degree view is named in words, no degree sign stranded at the line's other end", async ({ page }) => {
    await page.goto(siteUrl("political", "/ar"));
    await expect(page.locator("main").getByText("بزاوية 360 درجة").first()).toBeVisible();
    expect(await page.locator("main").innerText()).not.toContain("360°");
  });

  // Round 82 replaced "two to a row": a wrapped label ("Year of / construction") still stood a line
  // out of step with its neighbour's, and half the rows were empty beside it (round 81's review).
  test("political on a phone: the house's facts a register, each label level with its value on its own row", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(siteUrl("political", "/en"));
    const facts = page.locator("main section[aria-labelledby='property-heading'] dl > div:has(> dt)");
    expect(await facts.count()).toBeGreaterThanOrEqual(6);
    let previousBottom = 0;
    for (const fact of await facts.all()) {
      const [own, label, value] = [await box(fact), await firstLineBottom(fact.locator("dt")), await firstLineBottom(fact.locator("dd"))];
      expect(Math.abs(label - value), await fact.innerText()).toBeLessThan(2);
      expect(own.y).toBeGreaterThanOrEqual(previousBottom - 1);
      previousBottom = own.y + own.height;
    }
  });

  // Round 72 replaced "two to a row": with the values level, the wrapped label "Food per household"
  // stood 29 px out of line with "Guests" beside it. A register has neither fault.
  test("forum on a phone: the facts at a glance a register, each label level with its value on its own row", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(siteUrl("forum", "/en"));
    const facts = page.locator("main [data-beside] dl > div");
    expect(await facts.count()).toBeGreaterThanOrEqual(4);
    let previousBottom = 0;
    for (let index = 0; index < 4; index++) {
      const [label, value] = [facts.nth(index).locator("dt"), facts.nth(index).locator("dd")];
      const [labelBox, valueBox] = [await box(label), await box(value)];
      // The label before its value, their first lines level.
      expect(valueBox.x).toBeGreaterThan(labelBox.x + labelBox.width);
      expect(Math.abs((await firstLineBottom(label)) - (await firstLineBottom(value)))).toBeLessThan(2);
      // Each fact under the one before it.
      expect(Math.min(labelBox.y, valueBox.y)).toBeGreaterThanOrEqual(previousBottom);
      previousBottom = Math.max(labelBox.y + labelBox.height, valueBox.y + valueBox.height);
    }
  });

  test("political at 1366: the two clips' titles and texts start level", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(siteUrl("political", "/en"));
    const captions = page.locator("main figure:has(video) figcaption");
    expect(await captions.count()).toBeGreaterThanOrEqual(2);
    const title = async (index: number) => box(captions.nth(index).locator("span").first());
    const [first, second] = [await title(0), await title(1)];
    expect(Math.abs(first.y - second.y)).toBeLessThan(1);
  });

  test("tax at night: the buttons' offset shadow is not the page's brightest edge", async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: "dark", viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(siteUrl("tax", "/en"));
    const shadow = await page.locator("main a[class*='secondary']").first().evaluate((element) => getComputedStyle(element).boxShadow);
    const text = await page.locator("main h1").evaluate((element) => getComputedStyle(element).color);
    const shadowColour = shadow.replace(/\s+-?\d+(\.\d+)?px.*$/, "");
    const ground = await backgroundOf(page.locator("body"));
    // The cream text colour (luminance about 0.87) was the shadow's.
    expect(await luminance(page, shadowColour, ground)).toBeLessThan((await luminance(page, text, ground)) * 0.7);
    await context.close();
  });
});

test.describe("the daily gospel", () => {
  test("each day's row sets its date on the baseline of the day's name and reading", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(siteUrl("peace", "/en/daily_gospel"));
    await settleGospelDay(page);
    await page.evaluate(() => document.fonts.ready);
    const days = page.locator("main li[data-date]:visible");
    expect(await days.count()).toBeGreaterThanOrEqual(5);
    for (const day of (await days.all()).slice(0, 7)) {
      const date = await firstLineBottom(day.locator("[data-day-heading]"));
      const name = await firstLineBottom(day.locator(":scope > p[class*='name']"));
      const colour = await firstLineBottom(day.locator(":scope > dl dd").last());
      // The date stood 4 to 6 px higher than the name in every row, the colour's name 4 px higher;
      // the date is set a size larger.
      expect(Math.abs(date - name), await day.innerText()).toBeLessThanOrEqual(2.5);
      expect(Math.abs(colour - name), await day.innerText()).toBeLessThanOrEqual(2.5);
    }
  });
});

test.describe("members' pages", () => {
  test("syma overview at 1366: the four cards two by two across the frame", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await signInShared(page, "syma");
    await page.goto(siteUrl("syma", "/en/dashboard"));
    const cards = page.locator("main [data-link-cards] > li");
    await expect(cards).toHaveCount(4);
    // Two rows of two (round 61: four to a row left 167 px of empty card under the short texts).
    const tops = await Promise.all((await cards.all()).map(async (card) => Math.round((await box(card)).y)));
    expect(new Set(tops).size).toBe(2);
    expect(tops[0]).toBe(tops[1]);
    // The lead keeps its reading measure.
    const [lead, row] = [await box(page.locator("main .lead")), await box(page.locator("main [data-link-cards]"))];
    expect(lead.width).toBeLessThan(row.width * 0.8);
  });

  test("forum's chat door at 1366: the register card ends at the frame's end edge, the duck starts at the text's edge", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await signInShared(page, "forum");
    await page.goto(siteUrl("forum", "/en/intern"));
    const [card, footer, heading, duck] = [
      await box(page.locator("main #register")),
      await box(page.locator("body > footer .footer-frame").first()),
      await box(page.locator("main h1")),
      await box(page.locator("main [data-testid=duck-link]")),
    ];
    // It ended 101 px short of the frame; the duck was centred under nothing.
    expect(Math.abs(card.x + card.width - (footer.x + footer.width))).toBeLessThan(2);
    expect(Math.abs(duck.x - heading.x)).toBeLessThan(2);
  });

  test("syma's time recording: the sun-and-moon card's title carries no section rule", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await signInShared(page, "syma");
    await page.goto(siteUrl("syma", "/en/various/calendar"));
    const heading = page.locator("main #sky-heading");
    await expect(heading).toBeVisible();
    expect(await heading.evaluate((element) => parseFloat(getComputedStyle(element).borderTopWidth))).toBe(0);
  });

  test("at night the current menu group is marked as the menu's look marks a current entry, never a white block", async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: "dark", viewport: DESKTOP });
    const page = await context.newPage();
    for (const site of ["syma", "forum"] as const) {
      await signInShared(page, site);
      await page.goto(siteUrl(site, "/en/dashboard"));
      const current = page.locator("header .menu-row :is([aria-current='page'], li:has(> .group-list [aria-current='page']) > .group-toggle)").first();
      await expect(current).toBeVisible();
      const fill = await backgroundOf(current);
      const header = await backgroundOf(page.locator("body > header").first());
      // syma's "Members" was a near-white block (236, 235, 230) on a black header, forum's a cream one.
      expect(await luminance(page, fill, header), site).toBeLessThan(0.35);
    }
    await context.close();
  });
});
