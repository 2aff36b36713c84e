import { expect, test, type Locator, type Page } from "@playwright/test";
import { formatTime } from "../../lib/format/intl";
import ar from "../../messages/ar.json" with { type: "json" };
import de from "../../messages/de.json" with { type: "json" };
import en from "../../messages/en.json" with { type: "json" };
import ru from "../../messages/ru.json" with { type: "json" };
import ta from "../../messages/ta.json" with { type: "json" };
import { siteUrl } from "./server-env";
import { browsersToday, settleGospelDay } from "./support/browser-day";

test.use({ viewport: { width: 390, height: 844 } });

/** How many lines the first occurrence of `text` inside `element` is set on (0 when absent). */
function linesOf(element: Locator, text: string): Promise<number> {
  return element.evaluate((root, wanted) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf(wanted) ?? -1;
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + wanted.length);
      // Runs of one line (an Arabic word beside Western digits) share a line's middle; a second
      // line's middle lies a whole line lower.
      const fontSize = parseFloat(getComputedStyle(node.parentElement ?? root).fontSize);
      const middles = [...range.getClientRects()].map((rect) => rect.top + rect.height / 2).sort((a, b) => a - b);
      return middles.reduce((lines, middle, index) => (index > 0 && middle - (middles[index - 1] ?? middle) > 0.6 * fontSize ? lines + 1 : lines), middles.length > 0 ? 1 : 0);
    }
    return 0;
  }, text);
}

test.describe("peace on a phone", () => {
  for (const locale of ["en", "ar", "ta"] as const) {
    test(`${locale}: the prayer's time stays on one line, never broken before its day half`, async ({ page }) => {
      await page.goto(siteUrl("peace", `/${locale}`));
      const time = formatTime("19:00", locale);
      const prayer = page.locator('[data-hero] [data-card="prayer"]');
      await expect(prayer).toContainText(time);
      expect(await linesOf(prayer, time)).toBe(1);
    });
  }

  test("the committee's meeting and the day's gospel come right under the name and its line, the next remembrance under them, the lead after all", async ({ page }) => {
    await page.goto(siteUrl("peace", "/en"));
    const hero = page.locator("[data-hero]");
    // Round 89 replaced the first screen's lead with the first line of "Who we are" (after the
    // first screen still): under the cards it stood alone, belonging to nothing.
    const lead = page.locator("#section-1 > p[data-lead]");
    await expect(lead).toContainText("We are fourteen parishioners");
    const leadBox = (await lead.boundingBox())!;
    const gospelBox = (await hero.getByRole("region", { name: "Today’s gospel" }).boundingBox())!;
    const remembrance = hero.locator('[data-card="remembrance"]');
    const cardBox = (await remembrance.boundingBox())!;
    expect(gospelBox.y).toBeLessThan(cardBox.y);
    expect(cardBox.y).toBeLessThan(leadBox.y);
    // When and where the committee meets, between the name's line and the gospel: a visitor who
    // wants to come sees it in the first screen (it stood in the article's third section). The next
    // remembrance follows the gospel directly, the first thing under the first screen.
    const meeting = (await hero.locator('[data-card="meeting"]').boundingBox())!;
    expect(meeting.y + meeting.height).toBeLessThan(gospelBox.y);
    // The whole gospel card, its read button included, in the first screen (it started at 640 px under the lead).
    expect(gospelBox.y + gospelBox.height).toBeLessThan(844);
  });
});

test.describe("morpheme on a phone", () => {
  test("the duck's invitation stays below the start button, outside the first screen and smaller than it", async ({ page }) => {
    await page.goto(siteUrl("morpheme", "/en"));
    // Round 84 replaced "Start the game" with the round card's "Play".
    const start = (await page.locator("[data-hero]").getByRole("link", { name: "Play this round" }).boundingBox())!;
    const duck = page.locator("footer [data-testid=duck-link]");
    const duckBox = (await duck.boundingBox())!;
    expect(duckBox.y).toBeGreaterThan(start.y + start.height);
    expect(duckBox.y).toBeGreaterThan(844);
    expect((await duck.locator("img").boundingBox())!.height).toBeLessThan(start.height);
    expect(duckBox.height).toBeGreaterThanOrEqual(44);
  });

  test("the round of the game is the first screen's only picture: no drawing beside it (a house of blocks read as filler)", async ({ page }) => {
    for (const locale of ["en", "ta"] as const) {
      await page.goto(siteUrl("morpheme", `/${locale}`));
      await expect(page.locator("[data-hero] img"), locale).toHaveCount(0);
      await expect(page.locator("[data-hero] [data-round-preview] svg"), locale).toBeVisible();
      // Round 84 replaced the hero's "Start the game" with the round card's "Play".
      await expect(page.locator(`[data-hero] a[href='/${locale}/play#morpheme-game-heading']`), locale).toBeInViewport({ ratio: 1 });
    }
  });
});

/** The start page's card of the day's gospel (the part declared second in peace's first screen). */
const gospelCard = (page: Page) => page.locator('[data-hero] section[aria-labelledby="hero-gospelToday-0-heading"]');

/**
 * The start page's gospel card once the browser has put the visitor's day in it (a page built
 * before midnight and read after it swaps its day on hydration, replacing the card's elements).
 */
async function settledGospelCard(page: Page): Promise<Locator> {
  const card = gospelCard(page);
  await expect(card.locator("[data-date]")).toHaveAttribute("data-date", await browsersToday(page));
  return card;
}

/** The card's accent for each liturgical colour, light and dark (AA as text on the card). */
const liturgicalAccents: Record<string, { light: string; dark: string }> = {
  green: { light: "rgb(46, 125, 50)", dark: "rgb(129, 199, 132)" },
  violet: { light: "rgb(106, 27, 154)", dark: "rgb(206, 147, 216)" },
  white: { light: "rgb(138, 109, 11)", dark: "rgb(230, 199, 90)" },
  red: { light: "rgb(198, 40, 40)", dark: "rgb(255, 123, 114)" },
  rose: { light: "rgb(173, 20, 87)", dark: "rgb(244, 143, 177)" },
  black: { light: "rgb(55, 65, 81)", dark: "rgb(209, 213, 219)" },
};
/** The read button's fill and letters: the day's full colour at night too, never a pale shade (red read as salmon). */
const liturgicalFills: Record<string, { light: string; dark: string; text?: { light: string; dark: string } }> = {
  green: { light: "rgb(46, 125, 50)", dark: "rgb(46, 125, 50)" },
  violet: { light: "rgb(106, 27, 154)", dark: "rgb(123, 31, 162)" },
  // Round 85 replaced the gold button of a white day (#8a6d0b / #e6c75a): beside the word "White" it
  // read as a mustard day. White is shown as white, with a gold edge and dark letters.
  white: { light: "rgb(255, 253, 246)", dark: "rgb(255, 253, 246)", text: { light: "rgb(59, 47, 5)", dark: "rgb(59, 47, 5)" } },
  red: { light: "rgb(198, 40, 40)", dark: "rgb(183, 28, 28)" },
  rose: { light: "rgb(173, 20, 87)", dark: "rgb(173, 20, 87)" },
  black: { light: "rgb(55, 65, 81)", dark: "rgb(75, 85, 99)" },
};

test.describe("peace's gospel card", () => {
  for (const locale of ["en", "ar", "ta"] as const) {
    test(`${locale}: on a phone the short lead lets the gospel card start in the first screen`, async ({ page }) => {
      await page.goto(siteUrl("peace", `/${locale}`));
      const card = gospelCard(page);
      await expect(card.locator("h2")).toBeVisible();
      const box = (await card.boundingBox())!;
      // Its label, the day's name and its date, not only its top edge (Tamil's long title, line
      // and lead are set a step smaller for it).
      expect(box.y + 140).toBeLessThan(844);
    });
  }

  for (const colorScheme of ["light", "dark"] as const) {
    test(`its rule, label and links wear the day's liturgical colour (${colorScheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto(siteUrl("peace", "/en"));
      const card = await settledGospelCard(page);
      const colour = (await card.locator("[data-colour]").getAttribute("data-colour"))!;
      const accent = liturgicalAccents[colour]![colorScheme];
      await expect(card).toHaveCSS("border-left-color", accent);
      await expect(card.locator("h2")).toHaveCSS("color", accent);
      await expect(card.getByRole("link", { name: "The gospel of every day" })).toHaveCSS("color", accent);
    });
  }

  for (const colorScheme of ["light", "dark"] as const) {
    test(`today's reading is a button in the day's colour, the way to every day a quieter link (${colorScheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto(siteUrl("peace", "/en"));
      const card = await settledGospelCard(page);
      const colour = (await card.locator("[data-colour]").getAttribute("data-colour"))!;
      const read = card.getByRole("link", { name: /Read the gospel/ });
      const fill = liturgicalFills[colour]!;
      await expect(read).toHaveCSS("background-color", fill[colorScheme]);
      await expect(read).toHaveCSS("color", fill.text?.[colorScheme] ?? "rgb(255, 255, 255)");
      expect((await read.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      await expect(card.getByRole("link", { name: "The gospel of every day" })).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
      // Its lines at least the body's size.
      for (const note of await card.locator("p").all()) {
        expect(await note.evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize))).toBeGreaterThanOrEqual(16);
      }
    });
  }

  for (const colorScheme of ["light", "dark"] as const) {
    test(`the daily gospel page's featured day wears the card's reading button (${colorScheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      const look = (link: Locator) =>
        link.evaluate((element) => {
          const style = getComputedStyle(element);
          return [style.backgroundColor, style.color, style.borderRadius, style.paddingInline, style.fontWeight, style.minBlockSize].join(" ");
        });
      await page.goto(siteUrl("peace", "/en"));
      const card = await settledGospelCard(page);
      const colour = (await card.locator("[data-colour]").getAttribute("data-colour"))!;
      const onCard = await look(card.getByRole("link", { name: /Read the gospel/ }));
      await page.goto(siteUrl("peace", "/en/daily_gospel"));
      // The featured days are filled again from the list when the browser's day is not the build's.
      await settleGospelDay(page);
      const today = page.locator('[data-gospel-featured] [data-slot="0"]');
      await expect(today).toHaveAttribute("data-colour", colour);
      expect(await look(today.getByRole("link", { name: /Read the gospel/ }))).toBe(onCard);
      expect(onCard).toContain(liturgicalFills[colour]![colorScheme]);
    });
  }

  test("at 1366 px its two links stand together", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(siteUrl("peace", "/en"));
    const card = gospelCard(page);
    const read = (await card.getByRole("link", { name: /Read the gospel/ }).boundingBox())!;
    const every = (await card.getByRole("link", { name: "The gospel of every day" }).boundingBox())!;
    // On one line: the quieter link beside the button, their middles level.
    expect(every.x).toBeGreaterThan(read.x + read.width);
    expect(Math.abs(every.y + every.height / 2 - (read.y + read.height / 2))).toBeLessThan(4);
  });

  for (const [locale, width, height] of [["en", 1366, 768], ["ta", 1366, 768], ["ar", 1366, 768], ["en", 1920, 1080], ["ar", 1920, 1080]] as const) {
    test(`${locale} at ${width} px: a parish board, the name over the gospel, the picture over the dated cards, all in the first screen`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.goto(siteUrl("peace", `/${locale}`));
      const hero = (await page.locator("[data-hero]").boundingBox())!;
      const title = (await page.locator("[data-hero] h1").boundingBox())!;
      const cardBox = (await gospelCard(page).boundingBox())!;
      const picture = (await page.locator("[data-hero-visual] img").boundingBox())!;
      const remembrance = (await page.locator('[data-hero] [data-card="remembrance"]').boundingBox())!;
      const prayer = (await page.locator('[data-hero] [data-card="prayer"]').boundingBox())!;
      const rtl = locale === "ar";
      const startEdge = (box: { x: number; width: number }) => (rtl ? hero.x + hero.width - (box.x + box.width) : box.x - hero.x);
      const endEdge = (box: { x: number; width: number }) => (rtl ? box.x - hero.x : hero.x + hero.width - (box.x + box.width));
      // The title starts at the hero's edge (not centred over the picture), beside the picture's
      // middle; the gospel under it.
      expect(startEdge(title)).toBeLessThan(2);
      expect(startEdge(cardBox)).toBeLessThan(2);
      expect(cardBox.y).toBeGreaterThan(title.y + title.height);
      expect(title.y).toBeGreaterThanOrEqual(picture.y - 1);
      expect(title.y).toBeLessThan(picture.y + picture.height / 2);
      // The picture at the hero's top in the other column, the two dated cards side by side under it.
      expect(endEdge(picture)).toBeLessThan(2);
      expect(picture.y - hero.y).toBeLessThan(2);
      expect(picture.height).toBeGreaterThan(240);
      expect(remembrance.y).toBeGreaterThan(picture.y + picture.height);
      expect(Math.abs(remembrance.y - cardBox.y)).toBeLessThan(2);
      // Round 87 replaced "whole in the first screen" for Tamil: the review asked for the Tamil name
      // at 40 px or more (it stood at 31.7 px beside English's 49) and the cards' notes at 17 px,
      // the cards allowed to grow (design-review-r87-b). They start in the first screen, their values
      // in it; their notes run on under the fold.
      if (locale === "ta") expect(remembrance.y + 120).toBeLessThan(height);
      else expect(remembrance.y + remembrance.height).toBeLessThan(height);
      // The gospel and the dated cards one row of the board, in Tamil too (its dated cards once
      // stacked at the half's width read as another layout): level at top and bottom, the cards
      // whole in the first screen under the header (the remembrance card stood under the fold).
      expect(Math.abs(remembrance.y - prayer.y)).toBeLessThan(2);
      expect(Math.abs(remembrance.y + remembrance.height - (cardBox.y + cardBox.height))).toBeLessThan(2);
      // The gospel card as tall as its lines ask, not stretched with an empty band under its
      // links (it ran some 110 px empty when it spanned the picture's rows too).
      const lastLink = (await gospelCard(page).getByRole("link").last().boundingBox())!;
      expect(cardBox.y + cardBox.height - (lastLink.y + lastLink.height)).toBeLessThan(60);
    });
  }
});

test.describe("peace's daily gospel page", () => {
  for (const locale of ["en", "ar"] as const) {
    test(`${locale} at 1366 px: the contents beside the lead, today's gospel in the first screen, no empty column`, async ({ page }) => {
      await page.setViewportSize({ width: 1366, height: 768 });
      await page.goto(siteUrl("peace", `/${locale}/daily_gospel`));
      const lead = (await page.locator("main .lead").boundingBox())!;
      const contents = (await page.locator("main [data-section-nav]").boundingBox())!;
      const today = (await page.locator('[data-gospel-featured] [data-slot="0"]').boundingBox())!;
      // The header's frame: its grid's content box (its bar gives way to the grid).
      const frame = await page.locator(".site-header").evaluate((header) => {
        const box = header.getBoundingClientRect();
        const style = getComputedStyle(header);
        const [start, end] = [parseFloat(style.paddingLeft), parseFloat(style.paddingRight)];
        return { x: box.left + start, width: box.width - start - end };
      });
      // The contents list stands in the column beside the lead (it stood under it, the column empty).
      if (locale === "ar") expect(contents.x + contents.width).toBeLessThan(lead.x);
      else expect(contents.x).toBeGreaterThan(lead.x + lead.width);
      expect(contents.y).toBeLessThan(lead.y + lead.height);
      // Today's gospel starts in the first screen, across the frame the header spans.
      expect(today.y).toBeLessThan(768 - 120);
      expect(Math.abs(lead.x + (locale === "ar" ? lead.width : 0) - (frame.x + (locale === "ar" ? frame.width : 0)))).toBeLessThan(40);
    });
  }
});

test.describe("peace at 1920", () => {
  // Round 88 replaced "the sections two by two": with the first section centred alone over them the
  // page showed three layouts at 1920 (review r88). Each section keeps the 1366 row, its text at the
  // site's measure and its quote or facts beside it across the board: no narrow column with two
  // empty bands either.
  test("the parish board and the article take the wide frame: each section its text at the site's measure with its aside beside it; an inner page's contents stand in a column of their own before its text", async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1920, height: 1080 });
    for (const locale of ["en", "ar"] as const) {
      await page.goto(siteUrl("peace", `/${locale}`));
      const board = (await page.locator("[data-hero]").boundingBox())!;
      expect(board.width, locale).toBeGreaterThan(1300);
      const [work, meetings, prayer] = [(await page.locator("main #section-2").boundingBox())!, (await page.locator("main #section-3").boundingBox())!, (await page.locator("main #section-4").boundingBox())!];
      expect(meetings.y, locale).toBeGreaterThanOrEqual(work.y + work.height - 1);
      expect(prayer.y, locale).toBeGreaterThan(meetings.y);
      for (const section of ["#section-1", "#section-2", "#section-3"]) {
        const own = (await page.locator(`main ${section}`).boundingBox())!;
        expect(own.width, `${locale} ${section}`).toBeGreaterThan(board.width - 4);
        expect((await page.locator(`main ${section} > p`).first().boundingBox())!.width, `${locale} ${section}`).toBeLessThan(640);
      }

      await page.goto(siteUrl("peace", `/${locale}/work`));
      const contents = (await page.locator("main [data-section-nav]").boundingBox())!;
      // The section's text, wrapped beside the quote that stands level with it.
      const text = (await page.locator("main #section-1 p").first().boundingBox())!;
      const aside = (await page.locator("main [data-article-aside]").boundingBox())!;
      // Before the text (at the right in Arabic), level with its first section, and the side column wider than the 22rem it had.
      if (locale === "ar") expect(contents.x, locale).toBeGreaterThan(text.x + text.width);
      else expect(contents.x + contents.width, locale).toBeLessThan(text.x);
      expect(contents.y, locale).toBeLessThan(text.y);
      expect(aside.width, locale).toBeGreaterThan(360);
    }
    // At 1366 the contents stay above the text, in its column.
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(siteUrl("peace", "/en/work"));
    const contents = (await page.locator("main [data-section-nav]").boundingBox())!;
    expect(contents.y + contents.height).toBeLessThanOrEqual((await page.locator("main #section-1").boundingBox())!.y);
  });
});

test.describe("peace's daily gospel page on a phone", () => {
  for (const locale of ["en", "ar", "ta"] as const) {
    // Round 83 replaced the contents after the days: after sixty days they came too late to help;
    // on a phone the explanations follow the list under their own headings, with no list of them.
    test(`${locale}: today's reading comes first, the explanations straight after the days`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(siteUrl("peace", `/${locale}/daily_gospel`));
      const today = (await page.locator('[data-gospel-featured] [data-slot="0"]').boundingBox())!;
      const days = (await page.locator("ol[data-today]").boundingBox())!;
      // The contents list stood between the lead and today's reading, which began under the fold.
      expect(today.y).toBeLessThan(844 - 160);
      await expect(page.locator("main [data-section-nav]")).toBeHidden();
      const explanation = (await page.locator("main .article > section").first().boundingBox())!;
      expect(explanation.y).toBeGreaterThan(days.y + days.height);
      // At 1366 it keeps its place beside the lead (the test above): only the phone's changed.
    });
  }
});

test.describe("peace's gospel card: the day's colour", () => {
  for (const [locale, width] of [["en", 1366], ["ta", 1366], ["ar", 1366], ["ta", 390], ["en", 390]] as const) {
    test(`${locale} at ${width} px: the colour's dot stands at the middle of the day's first line`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(siteUrl("peace", `/${locale}`));
      const name = (await settledGospelCard(page)).locator("[data-date] p").first();
      const { dot, line } = await name.evaluate((paragraph) => {
        const swatch = paragraph.querySelector("span")!.getBoundingClientRect();
        const text = paragraph.querySelector("strong")!;
        const top = text.getBoundingClientRect().top;
        return { dot: swatch.top + swatch.height / 2, line: top + Number.parseFloat(getComputedStyle(text).lineHeight) / 2 };
      });
      // It stood on the baseline, above the letters' middle (and over a two-line Tamil name).
      expect(Math.abs(dot - line)).toBeLessThanOrEqual(1);
    });
  }
});

test.describe("peace's daily gospel page: today's button", () => {
  for (const colorScheme of ["light", "dark"] as const) {
    test(`today's read button wears the day's colour, as the card's rule does (${colorScheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto(siteUrl("peace", "/en/daily_gospel"));
      const today = page.locator('[data-gospel-featured] [data-slot="0"]');
      const colour = (await today.getAttribute("data-colour"))!;
      const fill = liturgicalFills[colour]!;
      // It was the site's green on a red day, under the card's red rule.
      const read = today.getByRole("link", { name: /Read the gospel/ });
      await expect(read).toHaveCSS("background-color", fill[colorScheme]);
      await expect(read).toHaveCSS("color", fill.text?.[colorScheme] ?? "rgb(255, 255, 255)");
    });
  }
});

test.describe("writing's first screen", () => {
  test("in Arabic the helpline's German name is set at the Latin text's size, not a size above its line", async ({ page }) => {
    await page.goto(siteUrl("writing", "/ar"));
    const line = page.locator("[data-hero] aside li").first();
    const name = line.locator('[lang="de"]');
    await expect(name).toHaveText("Telefonseelsorge");
    const size = (element: Locator) => element.evaluate((node) => Number.parseFloat(getComputedStyle(node).fontSize));
    expect(await size(name)).toBeLessThan(0.9 * (await size(line)));
  });

  for (const locale of ["en", "ta"] as const) {
    test(`${locale}: on a phone the menu reads as the course's contents: chapters numbered, the back matter apart, the members' entry not dimmed`, async ({ page }) => {
      await page.goto(siteUrl("writing", `/${locale}`));
      await page.locator(".menu-toggle").click();
      const row = page.locator("#site-menu .menu-row");
      await expect(row.locator(":scope > li").first()).toBeVisible();
      // The entries the panel shows, in their order: the course's lessons, held under one entry on a
      // wide screen, stand in the run here (the entry's own button is hidden on a phone).
      const entries = row.locator(".menu-button:visible");
      await expect(row.locator(".group-toggle")).toBeHidden();
      const marks = await entries.evaluateAll((buttons) => buttons.map((button) => getComputedStyle(button, "::before").content));
      const imprintAt = await entries.evaluateAll((buttons) => buttons.findIndex((button) => button.getAttribute("href")?.endsWith("/imprint")));
      // The start page and "Writing helps" unnumbered, the course's six lessons numbered 1 to 6 as
      // their pages say ("Part 1 of 6"), the back matter from the imprint on unnumbered. Round 72: the
      // back matter keeps the numbers' empty column too, so all entries' words share one start edge
      // (it stood at the column's edge, 25 px out of line with the rest).
      expect(imprintAt).toBe(8);
      expect(marks.slice(0, 2)).toEqual(['""', '""']);
      for (const mark of marks.slice(2, imprintAt)) expect(mark).toContain("counter(chapter)");
      for (const mark of marks.slice(imprintAt)) expect(mark).toBe('""');
      const textStarts = await entries.evaluateAll((buttons) =>
        buttons.map((button) => {
          const range = document.createRange();
          range.selectNodeContents(button.querySelector(".menu-label") ?? button);
          const rects = Array.from(range.getClientRects()).filter((rect) => rect.width > 0);
          return Math.round(getComputedStyle(button).direction === "rtl" ? Math.max(...rects.map((rect) => rect.right)) : Math.min(...rects.map((rect) => rect.left)));
        }),
      );
      expect(new Set(textStarts).size, JSON.stringify(textStarts)).toBe(1);
      const lessons = row.locator(".group-list .menu-button:visible");
      await expect(lessons).toHaveCount(6);
      const firstLesson = await lessons.first().evaluate((button) => getComputedStyle(button, "::before").content);
      expect(firstLesson).toContain("counter(chapter)");
      await expect(row.locator('li:has(> a[href$="/imprint"])')).toHaveCSS("border-top-style", "dashed");
      // The members' manuscripts entry reads as an entry with a label, not greyed out.
      const members = row.locator(".menu-button[aria-disabled=true]");
      await expect(members).toHaveCSS("opacity", "1");
      // Round 84 replaced the framed pill: the reason in the menu's italic, unframed.
      await expect(members.locator(".menu-hint")).toHaveCSS("border-top-width", "0px");
    });
  }

  // Round 83 replaced the headings set against their text (from the margin's far edge): a heading
  // that broke there read as two short lines hanging off the text ("What / happens here"). They
  // start at the margin's own edge, as the lead's pen does, and keep whole where the margin holds them.
  test("at 1366 px the margin headings start at the margin's edge in every language, whole where they fit", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    for (const locale of ["ta", "en", "ar"]) {
      await page.goto(siteUrl("writing", `/${locale}`));
      const heading = page.locator("main .article > section > h2").first();
      await expect(heading, locale).toHaveCSS("text-align", "start");
      const [own, text] = [await heading.boundingBox(), await page.locator("main .article > section").first().locator("p").first().boundingBox()];
      // Beside the text, on its far side from it.
      if (locale === "ar") expect(own!.x, locale).toBeGreaterThanOrEqual(text!.x + text!.width);
      else expect(own!.x + own!.width, locale).toBeLessThanOrEqual(text!.x);
    }
  });

  test("at night the main button is one solid action colour with white letters, no light ring", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto(siteUrl("writing", "/en"));
    const button = page.locator("[data-hero] a[href='/en/contentWriting']");
    const fill = await button.evaluate((node) => getComputedStyle(node).backgroundColor);
    await expect(button).toHaveCSS("border-top-color", fill);
    await expect(button).toHaveCSS("color", "rgb(255, 255, 255)");
  });

  test("at 1366 px the name at display size at the start edge, the crisis card under it, the picture beside both", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(siteUrl("writing", "/en"));
    const title = page.locator("[data-hero] h1");
    expect(parseFloat(await title.evaluate((element) => getComputedStyle(element).fontSize))).toBeGreaterThanOrEqual(64);
    const titleBox = (await title.boundingBox())!;
    const card = (await page.locator("[data-hero] aside").boundingBox())!;
    const picture = (await page.locator("[data-hero-visual] img").boundingBox())!;
    expect(Math.abs(card.x - titleBox.x)).toBeLessThan(2);
    expect(card.y).toBeGreaterThan(titleBox.y + titleBox.height);
    expect(card.x + card.width).toBeLessThan(picture.x);
    // Text and card beside the picture, not a short card under a tall picture's top half.
    expect(titleBox.y).toBeLessThan(picture.y + picture.height / 2);
    expect(card.y + card.height).toBeGreaterThan(picture.y + picture.height / 2);
  });

  for (const [width, height] of [[1366, 768], [1920, 1080]] as const) {
    test(`at ${width} × ${height} the first screen fills the screen: the introduction starts below the fold, not cut by it`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.goto(siteUrl("writing", "/en"));
      const lead = (await page.locator("main .lead").first().boundingBox())!;
      // Round 88 replaced "the introduction below the fold" at 1920 × 1080: the first screen centred
      // in a screen-high band left 140 px of empty paper over the title (review r88-a); it stands
      // from the top, and the project's introduction shows whole under it.
      if (width >= 1600) expect(lead.y + lead.height).toBeLessThanOrEqual(height);
      else expect(lead.y).toBeGreaterThanOrEqual(height);
      const hero = (await page.locator("[data-hero]").boundingBox())!;
      expect(hero.y + hero.height).toBeLessThanOrEqual(height);
    });
  }

  test("in Arabic the crisis card's numbers stand next to their labels", async ({ page }) => {
    await page.goto(siteUrl("writing", "/ar"));
    for (const line of await page.locator("[data-hero] aside li").all()) {
      const label = await line.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element.firstChild!);
        const box = range.getBoundingClientRect();
        return { left: box.left, top: box.top };
      });
      const number = await line.locator("a").evaluate((link) => {
        const range = document.createRange();
        range.selectNodeContents(link);
        const box = range.getBoundingClientRect();
        return { right: box.right, top: box.top };
      });
      // On the label's line the figures follow it at a word's space (they stood 30 px off).
      if (Math.abs(number.top - label.top) < 8) expect(label.left - number.right).toBeLessThan(14);
    }
  });

  test("in Tamil the call to action stays one line on a phone", async ({ page }) => {
    await page.goto(siteUrl("writing", "/ta"));
    const label = ta.heroes.writing.actions.about;
    const pill = page.locator("[data-hero] a[href='/ta/contentWriting']");
    await expect(pill).toHaveText(label);
    expect(await linesOf(pill, label)).toBe(1);
  });

  test("at 1920 × 1080 the name, its card and the sheet fill the first screen, no wide empty bands above and below", async ({ page }) => {
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.goto(siteUrl("writing", "/ru"));
    const header = (await page.locator(".site-header").boundingBox())!;
    const title = (await page.locator("[data-hero] h1").boundingBox())!;
    const card = (await page.locator("[data-hero] aside").boundingBox())!;
    const picture = (await page.locator("[data-hero-visual] img").boundingBox())!;
    // Centred small in the narrow frame, they left about 170 px empty above and below.
    expect(Math.min(title.y, picture.y) - (header.y + header.height)).toBeLessThan(150);
    // Round 88 replaced "no wide band below them": the first screen stood centred in a screen-high
    // band, 140 px of empty paper over the title (review r88-a). It stands from the top, and the
    // band under it holds the project's introduction, which starts in the first screen.
    const lead = (await page.locator("main .article > .lead").boundingBox())!;
    expect(lead.y - Math.max(card.y + card.height, picture.y + picture.height)).toBeLessThan(100);
    expect(lead.y).toBeLessThan(1080 - 120);
    expect(picture.width).toBeGreaterThan(700);
  });

  test("Tamil: the pen stroke underlines the title's own words, close under them, at 1366 px", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(siteUrl("writing", "/ta"));
    const title = page.locator("[data-hero] h1");
    const words = await title.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
      return { lines: new Set(rects.map((rect) => Math.round(rect.top))).size, left: Math.min(...rects.map((r) => r.left)), right: Math.max(...rects.map((r) => r.right)) };
    });
    expect(words.lines).toBe(1);
    const stroke = await title.evaluate((element) => Number.parseFloat(getComputedStyle(element, "::after").width));
    // It was a fixed 6.5 em, running past the last word of a two-line title.
    expect(Math.abs(stroke - (words.right - words.left))).toBeLessThan(12);
  });

  test("at night the sheet lies on the desk with a paper margin, not an edge of the dark page's own colour", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto(siteUrl("writing", "/en"));
    // A warm dimmed paper mixed from the night palette (r53): the light beige one glared on the dark
    // desk (r52), the grey-brown #8f826e after it read as mud.
    await expect(page.locator("[data-hero-visual] img")).toHaveCSS("border-top-color", "color(srgb 0.828431 0.706863 0.615686)");
  });

  // Round 84 replaced the framed tag: the reason follows the name unframed, in italic where the
  // script has it, so the entry no longer reads as a greyed-out, broken link.
  test("at 1366 px the members' entry carries its reason unframed after its name, set off from the sign-in as every entry of the run is", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    for (const locale of ["en", "ta"] as const) {
      await page.goto(siteUrl("writing", `/${locale}`));
      const members = page.locator(".menu-row > li > .menu-button[aria-disabled=true]");
      await expect(members.locator(".menu-hint"), locale).toHaveCSS("border-top-width", "0px");
      // One calm run (r52): the same room before it as between the entries before it, and its
      // name a clear space from the sign-in's (the entries' own padding), not run together.
      const { gap, gapBefore, textGap } = await members.evaluate((button) => {
        const item = button.parentElement!;
        const previous = item.previousElementSibling!;
        const edge = (element: Element) => element.getBoundingClientRect();
        // The letters' own box: from the first text to the last, without the entries' padding.
        const textOf = (element: Element) => {
          const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
          const texts: Text[] = [];
          for (let node = walker.nextNode(); node; node = walker.nextNode()) if (node.textContent?.trim()) texts.push(node as Text);
          const range = document.createRange();
          range.setStart(texts[0]!, 0);
          range.setEnd(texts.at(-1)!, texts.at(-1)!.length);
          return range.getBoundingClientRect();
        };
        const label = button.querySelector(".menu-label") ?? button;
        return {
          gap: edge(item).left - edge(previous).right,
          gapBefore: edge(previous).left - edge(previous.previousElementSibling!).right,
          textGap: textOf(label).left - textOf(previous).right,
        };
      });
      expect(Math.abs(gap - gapBefore), locale).toBeLessThan(1);
      expect(textGap, locale).toBeGreaterThanOrEqual(12);
    }
  });
});

test.describe("morpheme's colour key and the play page's gap", () => {
  test("the round shows its first move: the sentence's gap empty and leading into the game, the word's blocks dealt out of order", async ({ page }) => {
    for (const locale of ["en", "ar", "ta"] as const) {
      await page.goto(siteUrl("morpheme", `/${locale}`));
      const round = page.locator("[data-round-preview]");
      const texts = { en, ar, ta }[locale];
      await expect(round.getByText(texts.heroes.morpheme.round.task), locale).toBeVisible();
      // Round 84 replaced the gap's nameless link with the card's one "Play" link (the gap is a slot).
      const play = round.getByRole("link", { name: texts.heroes.morpheme.round.play });
      await expect(play, locale).toHaveAttribute("href", `/${locale}/play#morpheme-game-heading`);
      expect((await play.boundingBox())!.height, locale).toBeGreaterThanOrEqual(44);
      // The word is not given away: its blocks lie under the sentence, not in the gap.
      await expect(round.locator("p[lang=de]"), locale).not.toContainText("unglücklich");
      await expect(round.getByRole("list", { name: texts.heroes.morpheme.round.blocks }).getByRole("listitem"), locale).toHaveText(["lich", "un", "glück"]);
      // Each block whole on one line.
      for (const block of await round.getByRole("listitem").all()) {
        const lines = await block.evaluate((element) => {
          const range = document.createRange();
          range.selectNodeContents(element);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        });
        expect(lines, locale).toBe(1);
      }
    }
    await page.locator("[data-round-preview] a").first().click();
    await expect(page).toHaveURL(/\/ta\/play#morpheme-game-heading$/);
  });

  test("at 1366 px a Tamil page's round sets its sentence at a reading line-height", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(siteUrl("morpheme", "/ta"));
    const sentence = page.locator("[data-round-preview] p[lang=de]");
    const [lineHeight, fontSize] = await sentence.evaluate((element) => [Number.parseFloat(getComputedStyle(element).lineHeight), Number.parseFloat(getComputedStyle(element).fontSize)]);
    // At 1.9 a wrapped sentence opened a band between its lines.
    expect(lineHeight / fontSize).toBeLessThanOrEqual(1.4);
  });

  test("the round's buttons are one family: Check, Tip and Empty one height, size and shape, Check marked by its filling and weight", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(siteUrl("morpheme", "/en/play"));
    const game = page.locator("section[aria-labelledby=morpheme-game-heading]");
    await expect(game).toHaveAttribute("data-ready", "true");
    const looks = await game.getByRole("button").filter({ hasText: /^(Check|Tip|Empty the row)$/ }).evaluateAll((buttons) =>
      buttons.map((button) => {
        const style = getComputedStyle(button);
        return { height: Math.round(button.getBoundingClientRect().height), size: style.fontSize, radius: style.borderTopLeftRadius, border: style.borderTopWidth, fill: style.backgroundColor, weight: Number(style.fontWeight) };
      }),
    );
    expect(looks).toHaveLength(3);
    const [check, ...helpers] = looks;
    for (const helper of helpers) {
      expect([helper.height, helper.size, helper.radius, helper.border]).toEqual([check!.height, check!.size, check!.radius, check!.border]);
      expect(helper.fill).not.toBe(check!.fill);
      expect(check!.weight).toBeGreaterThan(helper.weight);
    }
  });
  test("at 1366 px the round of the game is the first screen's picture, beside the heading; no key of the colours under it", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(siteUrl("morpheme", "/en"));
    // Round 84 replaced the titled key under the round: the categories at a glance are the start
    // page's one legend (design-review-r84-c.spec.ts).
    await expect(page.locator("[data-hero] [data-colour-key]")).toHaveCount(0);
    const title = (await page.locator("[data-hero] h1").boundingBox())!;
    const round = (await page.locator("[data-round-preview]").boundingBox())!;
    // The round stands where a picture would, beside the heading and level with it.
    expect(round.x).toBeGreaterThan(title.x + title.width);
    expect(round.y).toBeLessThan(title.y + title.height);
    expect(round.y + round.height).toBeLessThanOrEqual(768);
    // Its picture tile is a board's, not a thumbnail.
    expect((await page.locator("[data-round-preview] svg").boundingBox())!.width).toBeGreaterThanOrEqual(120);
  });

  test("at 1366 × 768 the board fills the first screen: heading under the header, the round's card whole in it", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    for (const locale of ["en", "de", "es", "ta", "ar"] as const) {
      await page.goto(siteUrl("morpheme", `/${locale}`));
      const header = (await page.locator(".site-header").boundingBox())!;
      const title = (await page.locator("[data-hero] h1").boundingBox())!;
      // No empty band above the heading (it floated in the middle of a first screen 100 % tall).
      expect(title.y - (header.y + header.height), locale).toBeLessThan(64);
      // Round 84 replaced the key's two rows of four under the round (the key left the first
      // screen): the round's card, its "Play" included, ends within the first screen.
      const roundCard = (await page.locator("[data-round-preview]").boundingBox())!;
      expect(roundCard.y + roundCard.height, locale).toBeLessThanOrEqual(768);
      // The round's sentence and its word stay inside the round's card (a narrower Tamil round ran the word out of it).
      const [left, right] = await page.locator("[data-round-preview] p[lang=de]").evaluate((sentence) => {
        const range = document.createRange();
        range.selectNodeContents(sentence);
        const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
        return [Math.min(...rects.map((rect) => rect.left)), Math.max(...rects.map((rect) => rect.right))];
      });
      expect(left, locale).toBeGreaterThanOrEqual(roundCard.x);
      expect(right, locale).toBeLessThanOrEqual(roundCard.x + roundCard.width);
    }
  });

  test("on a phone the round of the game follows the heading and its line, its Play in the first screen", async ({ page }) => {
    for (const locale of ["en", "ar", "ta"] as const) {
      await page.goto(siteUrl("morpheme", `/${locale}`));
      const title = (await page.locator("[data-hero] h1").boundingBox())!;
      const round = (await page.locator("[data-round-preview]").boundingBox())!;
      // Round 84 replaced the start button under the round with the round's own "Play" at its foot.
      const play = (await page.locator("[data-hero] [data-round-play]").boundingBox())!;
      const tagline = (await page.locator("[data-hero-tagline]").boundingBox())!;
      // The line under the heading, then the round (round 69: said after the buttons, the promise
      // read as a footnote to them).
      expect(tagline.y, locale).toBeGreaterThan(title.y + title.height);
      expect(round.y, locale).toBeGreaterThan(tagline.y + tagline.height);
      expect(play.y, locale).toBeGreaterThan(round.y + round.height / 2);
      expect(play.y + play.height, locale).toBeLessThanOrEqual(844);
    }
  });

  test("the header is the site's violet by day and at night too, over a slate page at night (no navy-purple page), on a phone and a desktop", async ({ browser }) => {
    for (const colorScheme of ["light", "dark"] as const)
      for (const width of [390, 1366]) {
        const page = await browser.newPage({ colorScheme, viewport: { width, height: 800 } });
        await page.goto(siteUrl("morpheme", "/en"));
        const [red, green, blue] = (await page.locator(".site-header").evaluate((header) => getComputedStyle(header).backgroundColor)).match(/\d+/g)!.map(Number);
        // Violet: blue clearly above green, red above green, by day and at night.
        expect(blue! - green!, `${colorScheme} ${width}`).toBeGreaterThan(40);
        expect(red! - green!, `${colorScheme} ${width}`).toBeGreaterThan(10);
        if (colorScheme === "dark") {
          // The page under it a slate: the three channels about equal and dark.
          const [r, g, b] = (await page.locator("body").evaluate((body) => getComputedStyle(body).backgroundColor)).match(/\d+/g)!.map(Number);
          expect(Math.max(r!, g!, b!) - Math.min(r!, g!, b!), `${width}`).toBeLessThan(12);
          expect(Math.max(r!, g!, b!), `${width}`).toBeLessThan(40);
        }
        await page.close();
      }
  });

  test("at night the main button keeps the site's violet (not a hot pink)", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto(siteUrl("morpheme", "/en"));
    // Round 84 replaced the hero's "Start the game" with the round card's "Play", the main button now.
    const [red, green, blue] = (await page.locator("[data-hero] [data-round-play]").first().evaluate((link) => getComputedStyle(link).backgroundColor)).match(/\d+/g)!.map(Number);
    // Violet: blue well above red, red well above green.
    expect(blue! - red!).toBeGreaterThan(60);
    expect(red! - green!).toBeGreaterThan(40);
  });

  // Round 89 replaced "of the dark board": on the board's violet the drawing's outlines turned
  // light and read as a negative (review r89-b). At night it is a muted card, dimmer than the day's
  // tile (so not a pale patch), with the drawing's dark outlines.
  test("at night the round's picture tile is a muted card, not a pale patch", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto(siteUrl("morpheme", "/en"));
    const lightness = (colour: string) => {
      const [red, green, blue] = colour.match(/[\d.]+/g)!.map(Number);
      return (Math.max(red!, green!, blue!) + Math.min(red!, green!, blue!)) / 2 / 255;
    };
    const tile = await page.locator("[data-round-preview] svg").evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(lightness(tile)).toBeLessThan(0.85);
    const stroke = await page.locator("[data-round-preview] svg").evaluate((element) => getComputedStyle(element).stroke);
    expect(lightness(stroke)).toBeLessThan(0.4);
    // Round 84 replaced the result's block of the first screen's key (the key left the first screen).
    await expect(page.locator("[data-colour-key]")).toHaveCount(0);
  });

  test("on a phone's play page the result reads whole and the check stays in the first screen, in every script", async ({ page }) => {
    // Twenty-three page loads (several rounds per script, below).
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    const texts = { en, de, ru, ar, ta };
    // Each load draws its own round: a longer sentence or a third row of blocks put Tamil's check
    // 57 px lower in CI than in most rounds, so every script is measured over several rounds.
    const rounds = (["en", "de", "ru", "ar", "ta"] as const).flatMap((locale) => Array.from({ length: locale === "ta" ? 8 : 3 }, () => locale));
    for (const locale of rounds) {
      await page.goto(siteUrl("morpheme", `/${locale}/play`));
      const game = page.locator("section[aria-labelledby=morpheme-game-heading]");
      await expect(game).toHaveAttribute("data-ready", "true");
      const result = page.getByTestId("morpheme-result");
      // Nothing built yet: no empty result line (the row's own prompt says what to do); morpheme-pages
      // checks the built word's line.
      await expect(result.locator("output")).toHaveText("");
      await expect(result, locale).toBeHidden();
      // Measured in the page's own faces (CI once measured Tamil in a fallback face, 20 px taller).
      await page.evaluate(() => document.fonts.ready);
      // With a real margin above the fold (0.8 px over in CI once, when Tamil's font came late):
      // the level bar above the board, then picture, shelf, row and check.
      const check = (await game.getByRole("button").filter({ hasText: texts[locale].morphemeGame.actions.check }).boundingBox())!;
      expect(check.y + check.height, locale).toBeLessThanOrEqual(844 - 24);
      const level = (await game.getByRole("radio").first().boundingBox())!;
      expect(level.y, locale).toBeLessThan((await game.getByTestId("morpheme-task").boundingBox())!.y);
      expect(level.y + level.height, locale).toBeLessThanOrEqual(844);
    }
  });

  test("in Arabic the first screen holds no key of its own: the categories at a glance are the page's legend", async ({ page }) => {
    // Round 84 replaced the key's chips in even rows: the key left the first screen.
    await page.goto(siteUrl("morpheme", "/ar"));
    await expect(page.locator("[data-hero] [data-colour-key]")).toHaveCount(0);
    await expect(page.locator("main [data-category]")).toHaveCount(8);
  });

  test("on the play page the instruction is body text and the gap an empty block", async ({ page }) => {
    await page.goto(siteUrl("morpheme", "/en/play"));
    await expect(page.locator("section[aria-labelledby=morpheme-game-heading]")).toHaveAttribute("data-ready", "true");
    const task = page.getByTestId("morpheme-task");
    const instruction = task.getByText(en.morphemePlay.pictureTask);
    const body = await page.locator("body").evaluate((element) => ({ colour: getComputedStyle(element).color }));
    // Round 85 replaced the phone instruction at the body's 18 px: the German sentence (20 px on a
    // phone) is the card's largest text, so the instruction stands a step under it, at the 16 px every
    // text a player reads keeps (design-review-r85-c); still in the body's colour, not small grey print.
    expect(Number.parseFloat(await instruction.evaluate((element) => getComputedStyle(element).fontSize))).toBeGreaterThanOrEqual(16);
    await expect(instruction).toHaveCSS("color", body.colour);
    // The gap is the span holding its name for screen readers (beside it the full stop is glued to it).
    const gap = task.locator("p[lang=de] span:has(> .visually-hidden)");
    await expect(gap).toHaveCSS("border-top-style", "dashed");
    const gapBox = (await gap.boundingBox())!;
    expect(gapBox.width).toBeGreaterThanOrEqual(44);
    // Round 85 replaced the phone's 44 px high gap: a block's height stretched its line, and a
    // three-line sentence put Tamil's check under the first screen's margin (CI). On a phone the gap
    // is as high as the sentence's line, so that line is no taller than the others; from a tablet's
    // width on it keeps a block's 44 px.
    const sentence = task.locator("p[lang=de]");
    const [fontSize, lineHeight] = await sentence.evaluate((element) => [Number.parseFloat(getComputedStyle(element).fontSize), Number.parseFloat(getComputedStyle(element).lineHeight)]);
    expect(gapBox.height).toBeGreaterThan(fontSize);
    expect(Math.abs(gapBox.height - lineHeight)).toBeLessThan(1);
    await page.setViewportSize({ width: 1366, height: 768 });
    expect((await gap.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  });

  for (const locale of ["en", "ar", "ta"] as const)
    test(`${locale}: the play page reads as a game: a large picture, tiles at play size, round buttons to press, no small print`, async ({ page }) => {
      await page.goto(siteUrl("morpheme", `/${locale}/play`));
      const game = page.locator("section[aria-labelledby=morpheme-game-heading]");
      await expect(game).toHaveAttribute("data-ready", "true");
      // On a phone the whole move shares the first screen (content-presentation.spec): the picture,
      // the tiles and the check at the touch size there, a step larger on wider screens.
      expect((await game.getByTestId("morpheme-task").locator("svg").boundingBox())!.width).toBeGreaterThanOrEqual(80);
      // The blocks to pick from come right after the puzzle, before the row they are built in.
      expect((await page.getByTestId("morpheme-shelf").boundingBox())!.y).toBeLessThan((await page.getByTestId("morpheme-row").boundingBox())!.y);
      for (const block of await page.getByTestId("morpheme-shelf").getByRole("button").all()) {
        expect(parseFloat(await block.evaluate((element) => getComputedStyle(element).fontSize))).toBeGreaterThanOrEqual(18);
        expect((await block.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      }
      const check = game.getByRole("button").filter({ hasText: locale === "en" ? en.morphemeGame.actions.check : locale === "ar" ? ar.morphemeGame.actions.check : ta.morphemeGame.actions.check });
      expect((await check.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      expect(await check.evaluate((element) => getComputedStyle(element).borderRadius)).not.toBe("8px");
      // Every text a player reads is 16 px at least.
      const small = await game.evaluate((root) =>
        [...root.querySelectorAll("p, li, h3, label, summary, button, output, span")]
          .filter((element) => element.checkVisibility() && [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent!.trim()))
          .filter((element) => parseFloat(getComputedStyle(element).fontSize) < 16)
          .map((element) => element.textContent),
      );
      expect(small).toEqual([]);
    });
});
