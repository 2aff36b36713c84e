import { expect, test, type Locator, type Page } from "@playwright/test";
import { inkAndGround, rgbContrast } from "./support/colours";
import { box, DESKTOP, PHONE, WIDE } from "./support/geometry";
import { openPage, openSite } from "./support/open-site";
import { signInForTools } from "./support/various";

/** What round 88's review of languages, lobby, tax and the forum's members' area changed, and what a visitor now sees. */

const css = (locator: Locator, property: string) => locator.first().evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);
const lobbyArticle = "main .start-page > [data-body-composition] > .article";
const languagesArticle = "main .start-page > [data-body-composition='panels'] > .article";

const contrastOf = async (locator: Locator) => {
  const { ink, ground } = await inkAndGround(locator);
  return rgbContrast(ink, ground);
};

test.describe("round-88: lobby", () => {
  for (const scheme of ["light", "dark"] as const) {
    test(`on a phone (${scheme}) "On this page" lists its links from the start edge, each beside its dash`, async ({ page }) => {
      await openSite(page, "lobby", "/en", PHONE, scheme);
      const entries = page.locator(`${lobbyArticle} > nav[data-section-form="cards"] > ol > li`);
      await expect(entries).toHaveCount(5);
      const starts: number[] = [];
      for (const entry of await entries.all()) {
        const link = await box(entry.locator("a"));
        const words = await box(entry.locator("a > span"));
        // Centred across the row, "Who we are" began at x≈162 while its dash stood at the start edge.
        expect(Math.abs(words.x - link.x)).toBeLessThanOrEqual(1);
        // The words in the middle of the link's 44 px target.
        expect(Math.abs(words.y + words.height / 2 - (link.y + link.height / 2))).toBeLessThanOrEqual(1);
        starts.push(words.x);
        // The dash on the first line's baseline (it stood centred on the 44 px box, 4 px under the words).
        expect(await css(entry, "align-items")).toContain("baseline");
      }
      for (const start of starts) expect(Math.abs(start - starts[0]!)).toBeLessThanOrEqual(1);
    });
  }

  test("on a phone the poster's demand is 34-36 px and stays within the poster in every script", async ({ page }) => {
    await page.setViewportSize(PHONE);
    for (const locale of ["en", "de", "ru", "lt", "ar", "ta"]) {
      await openPage(page, "lobby", `/${locale}`);
      const title = page.locator("#hero-title");
      const size = parseFloat(await css(title, "font-size"));
      // About 26-30 px against the desktop's 60, weak for the site's one-sentence mission.
      if (locale !== "ta") {
        expect(size, locale).toBeGreaterThanOrEqual(34);
        expect(size, locale).toBeLessThanOrEqual(36.5);
      }
      expect(await title.evaluate((node) => node.scrollWidth <= node.clientWidth), locale).toBe(true);
      const poster = await box(page.locator("[data-hero] > :has(> #hero-title)"));
      const own = await box(title);
      expect(own.x + own.width, locale).toBeLessThanOrEqual(poster.x + poster.width + 1);
    }
  });

  for (const locale of ["en", "de", "ta"]) {
    test(`at 1366 (${locale}) "At a glance" is four tiles of one form, the sentence in regular weight inside its tile`, async ({ page }) => {
      await openSite(page, "lobby", `/${locale}`);
      const glance = `${lobbyArticle} > [data-block][data-beside] > dl`;
      const tiles = await Promise.all((await page.locator(`${glance} > div`).all()).map(box));
      expect(tiles).toHaveLength(4);
      const row = await box(page.locator(glance));
      for (const tile of tiles) {
        expect(Math.abs(tile.y - tiles[0]!.y)).toBeLessThanOrEqual(1);
        expect(Math.abs(tile.width - tiles[0]!.width)).toBeLessThanOrEqual(2);
        expect(Math.abs(tile.height - tiles[0]!.height)).toBeLessThanOrEqual(1);
      }
      const ends = tiles.map((tile) => tile.x + tile.width);
      expect(Math.abs(Math.max(...ends) - (row.x + row.width))).toBeLessThanOrEqual(2);
      // Round 87's line across the box with its label inline was a second design in one list.
      // Round 89 replaced "the sentence in regular weight inside its tile": the tile's value is short and
      // bold like the others, the rest as its regular-weight detail (design-review-r89-d).
      const line = page.locator(`${glance} > div:has([data-fact-detail])`);
      const label = await box(line.locator("dt"));
      const value = await box(line.locator("dd"));
      expect(value.y).toBeGreaterThanOrEqual(label.y + label.height - 1);
      expect(Math.abs(value.x - label.x)).toBeLessThanOrEqual(1);
      expect(Number(await css(line.locator("[data-fact-detail]"), "font-weight"))).toBeLessThanOrEqual(400);
    });
  }

  for (const locale of ["en", "ar"]) {
    test(`at 1366 (${locale}) every section opens with one head: its heading's own rule, the same gap to the text, the Convention's box level with it`, async ({ page }) => {
      await openSite(page, "lobby", `/${locale}`);
      const heads = await page.locator(`${lobbyArticle} > section[id^="section-"] > h2`).evaluateAll((headings) =>
        headings.map((heading) => {
          const next = heading.nextElementSibling!;
          const own = heading.getBoundingClientRect();
          return { rule: getComputedStyle(heading).borderTopWidth, section: getComputedStyle(heading.parentElement!).borderTopWidth, top: own.top, width: own.width, gap: next.getBoundingClientRect().top - own.bottom };
        }),
      );
      expect(heads.length).toBe(5);
      for (const head of heads) {
        // "Rights under the UN Convention" had one rule across the page over its section and 11 px to its text.
        expect(head.rule).toBe("4px");
        expect(head.section).toBe("0px");
        expect(Math.abs(head.gap - heads[0]!.gap)).toBeLessThanOrEqual(1);
        expect(Math.abs(head.width - heads[0]!.width)).toBeLessThanOrEqual(2);
      }
      const convention = page.locator(`${lobbyArticle} > section:has(> [data-block])`);
      const block = await box(convention.locator("> [data-block]"));
      const heading = await box(convention.locator("> h2"));
      // The box's top stood 10 px over the heading's.
      expect(Math.abs(block.y - heading.y)).toBeLessThanOrEqual(1);
    });
  }

  for (const scheme of ["light", "dark"] as const) {
    test(`(${scheme}) the meeting's label and its way to ask, and the footer's small print, read at 5.5:1 or more`, async ({ page }) => {
      await openSite(page, "lobby", "/en", DESKTOP, scheme);
      const texts = page.locator("[data-hero] :is(.hero-card-title, p:has(> a) > a), footer :is(p, a, span, dt, dd, li)");
      let measured = 0;
      for (const text of await texts.all()) {
        if (!(await text.isVisible())) continue;
        if (!(await text.evaluate((node) => [...node.childNodes].some((child) => child.nodeType === 3 && child.textContent!.trim() !== "")))) continue;
        expect(await contrastOf(text), await text.innerText()).toBeGreaterThanOrEqual(5.5);
        measured += 1;
      }
      expect(measured).toBeGreaterThan(5);
      // The meeting's label was the accent on the picture's ground, 5.57:1.
      const label = page.locator("[data-hero] .hero-card-title");
      expect(await contrastOf(label)).toBeGreaterThanOrEqual(6.5);
    });
  }
});

test.describe("round-88: languages", () => {
  test("at 1366 the opening section's heading stands 24 px over its content and further from the sheet above", async ({ page }) => {
    for (const locale of ["en", "de", "ar", "ta"]) {
      await openSite(page, "languages", `/${locale}`);
      const section = `${languagesArticle} > section:first-of-type`;
      const heading = await box(page.locator(`${section} > h2`));
      const quotation = await box(page.locator(`${section} > figure[data-quotation]`));
      const text = await box(page.locator(`${section} > p`).first());
      const sheet = await box(page.locator("[data-hero]"));
      const under = heading.y + heading.height;
      // It stood 60 px over the quotation's rule and 40 px under the sheet.
      expect(quotation.y - under, locale).toBeGreaterThanOrEqual(20);
      expect(quotation.y - under, locale).toBeLessThanOrEqual(28);
      expect(Math.abs(text.y - quotation.y), locale).toBeLessThanOrEqual(1);
      expect(heading.y - (sheet.y + sheet.height), locale).toBeGreaterThanOrEqual(56);
    }
  });

  for (const [viewport, name] of [
    [DESKTOP, "1366"],
    [WIDE, "1920"],
  ] as const) {
    test(`at ${name} the sheet's two rows of phrases are equally tall and end in a statement, not a small note`, async ({ page }) => {
      for (const locale of ["en", "ar", "ta"]) {
        await openSite(page, "languages", `/${locale}`, viewport);
        const cells = await Promise.all((await page.locator("[data-hero] ul > li:is([data-sheet-row]:not([data-own-phrase]), [data-scripts-note])").all()).map(box));
        expect(cells).toHaveLength(8);
        const rows = [...new Set(cells.map((cell) => Math.round(cell.y)))];
        expect(rows, locale).toHaveLength(2);
        const heights = rows.map((top) => Math.max(...cells.filter((cell) => Math.round(cell.y) === top).map((cell) => cell.height)));
        // Row 1 (Arabic's and Tamil's taller phrases) stood 25 px taller than row 2.
        expect(Math.abs(heights[0]! - heights[1]!), locale).toBeLessThanOrEqual(3);
        const note = page.locator("[data-hero] li[data-scripts-note] > span:last-child");
        expect(parseFloat(await css(note, "font-size")), locale).toBeGreaterThanOrEqual(20);
        expect(await css(note, "color"), locale).toBe(await css(page.locator("main"), "color"));
      }
    });
  }

  for (const scheme of ["light", "dark"] as const) {
    test(`on a phone (${scheme}) the Arabic and Tamil panels keep their tinted ground and accent rule`, async ({ page }) => {
      await openSite(page, "languages", "/en", PHONE, scheme);
      const panels = page.locator(`${languagesArticle} > section:has([data-script-sample])`);
      await expect(panels).toHaveCount(2);
      const ground = await css(page.locator("body"), "background-color");
      for (const panel of await panels.all()) {
        const own = await css(panel, "background-color");
        expect(own).not.toBe("rgba(0, 0, 0, 0)");
        expect(own).not.toBe(ground);
        expect(await css(panel, "border-top-width")).toBe("3px");
        // Across the phone's width, the text at the column's start as in the other sections.
        const frame = await box(panel);
        expect(frame.width).toBeGreaterThanOrEqual(PHONE.width - 1);
        expect(Math.abs((await box(panel.locator("> h2"))).x - 16)).toBeLessThanOrEqual(1);
      }
    });
  }

  test("on a phone the line of what the site is takes the column's width", async ({ page }) => {
    await page.setViewportSize(PHONE);
    for (const locale of ["en", "ta"]) {
      await openPage(page, "languages", `/${locale}`);
      const line = await box(page.locator("[data-hero-tagline]"));
      const sheet = await box(page.locator("[data-hero]"));
      // Capped at 34 letters it stood in 275 of 358 px.
      expect(line.width, locale).toBeGreaterThanOrEqual(sheet.width - 1);
    }
  });
});

test.describe("round-88: tax", () => {
  test("at 1366 each note's heading stands 16 px over its text, the notes' tops and texts level, in every language", async ({ page }) => {
    for (const locale of ["en", "de", "ta"]) {
      await openSite(page, "tax", `/${locale}`);
      const notes = page.locator("main .article > section[id^='section-']");
      await expect(notes).toHaveCount(3);
      const found = await notes.evaluateAll((sections) =>
        sections.map((section) => {
          const heading = section.querySelector("h2")!.getBoundingClientRect();
          const text = section.querySelector("p")!.getBoundingClientRect();
          return { top: section.getBoundingClientRect().top, gap: text.top - heading.bottom, text: text.top };
        }),
      );
      for (const note of found) {
        // One-line headings stood 50 px over their text, the two-line one 8 px.
        expect(Math.abs(note.gap - 16), locale).toBeLessThanOrEqual(1);
        expect(Math.abs(note.top - found[0]!.top), locale).toBeLessThanOrEqual(1);
        expect(Math.abs(note.text - found[0]!.text), locale).toBeLessThanOrEqual(1);
      }
    }
  });

  test("on a Tamil phone the thanks under the call to write fills its lines", async ({ page }) => {
    await openSite(page, "tax", "/ta", PHONE);
    const thanks = page.locator("main [data-coming-thanks]");
    const widths = await thanks.evaluate((node) => {
      const range = document.createRange();
      range.selectNodeContents(node);
      return { lines: [...range.getClientRects()].map((line) => line.width), own: node.getBoundingClientRect().width };
    });
    // Balanced by text-wrap: pretty its lines stopped at 196-217 of 322 px.
    expect(Math.max(...widths.lines)).toBeGreaterThanOrEqual(widths.own * 0.8);
  });

  test("in dark mode the header is a near-black bar, its name in the sign's yellow, over the yellow tape", async ({ page }) => {
    await openSite(page, "tax", "/en", DESKTOP, "dark");
    const header = page.locator(".site-header");
    const ground = await css(header, "background-color");
    const channels = ground.match(/\d+/g)!.slice(0, 3).map(Number);
    // Round 86's dark ochre (#5a4500) read as a dull olive-mustard band.
    for (const channel of channels) expect(channel).toBeLessThanOrEqual(24);
    expect(rgbContrast(await css(page.locator(".site-title"), "color"), ground)).toBeGreaterThanOrEqual(4.5);
    expect(await css(header, "background-image")).toContain("rgb(250, 204, 21)");
  });

  for (const [viewport, name] of [
    [DESKTOP, "1366"],
    [WIDE, "1920"],
  ] as const) {
    test(`at ${name} the office's services stand in four equal columns`, async ({ page }) => {
      for (const locale of ["en", "de", "lt"]) {
        await openSite(page, "tax", `/${locale}`, viewport);
        const list = page.locator("main section[aria-labelledby='coming-offers'] ul");
        const items = await Promise.all((await list.locator("li").all()).map(box));
        expect(items).toHaveLength(4);
        const row = await box(list);
        for (const item of items) {
          expect(Math.abs(item.width - items[0]!.width), locale).toBeLessThanOrEqual(1);
          expect(Math.abs(item.y - items[0]!.y), locale).toBeLessThanOrEqual(1);
        }
        // Spread with space-between, the gaps ran from 70 to 150 px.
        for (let index = 1; index < 4; index++) expect(items[index]!.x - (items[index - 1]!.x + items[index - 1]!.width), locale).toBeLessThanOrEqual(16);
        expect(Math.abs(items[3]!.x + items[3]!.width - (row.x + row.width)), locale).toBeLessThanOrEqual(1);
      }
    });
  }
});

/** Opens a members' page of the forum, signed in with its shared access. */
async function openMembers(page: Page, path: string, viewport = DESKTOP) {
  await signInForTools(page);
  await page.setViewportSize(viewport);
  await openPage(page, "forum", path);
}

test.describe("round-88: the forum's members' area", () => {
  for (const [viewport, name] of [
    [DESKTOP, "1366"],
    [PHONE, "390"],
  ] as const) {
    // Round 89 replaced "the closed fold shows its control, not rows that look like links": the names
    // and then "Show the 4 tools" listed the tools twice (the review, r89-b). Round 88's fault was rows
    // of a drawing and a name that looked like links and were none: each row is now a working link.
    test(`at ${name} each row of the other sites' tools with its drawing is a working link, not a name that looks like one`, async ({ page }) => {
      await openMembers(page, "/en/various", viewport);
      const rows = page.locator("main [data-other-tools] [data-other-names] > li");
      await expect(rows).toHaveCount(4);
      for (const row of await rows.all()) {
        const link = row.locator("a");
        await expect(link).toHaveAttribute("href", /^\/en\/various\//);
        expect((await box(link)).height).toBeGreaterThanOrEqual(44);
      }
      await expect(page.locator("main [data-other-tools] [data-other-show]")).toHaveCount(0);
    });
  }

  test("at 1366 the overview cards' status lines stand level in each row", async ({ page }) => {
    await openMembers(page, "/en/dashboard");
    const cards = await page.locator("main [data-link-cards] > li").evaluateAll((items) =>
      items.map((item) => {
        const status = [...item.children].filter((child) => child.tagName === "P").pop()!;
        return { top: Math.round(item.getBoundingClientRect().top), status: status.getBoundingClientRect().top, rule: getComputedStyle(status).borderTopStyle };
      }),
    );
    expect(cards.length).toBeGreaterThanOrEqual(4);
    for (const card of cards) {
      expect(card.rule).toBe("dashed");
      // The lock's note stood at y≈635 beside the action line at y≈660.
      for (const other of cards.filter((one) => one.top === card.top)) expect(Math.abs(other.status - card.status)).toBeLessThanOrEqual(1);
    }
  });

  test("at 1366 the playground's data area fields are one height with their labels level; an empty offset reads as a hint", async ({ page }) => {
    await openMembers(page, "/en/various/playground");
    const fields = page.locator("main fieldset:has(select) > span:has(> :is(input, select))");
    await expect(fields).toHaveCount(4);
    const found = await fields.evaluateAll((spans) =>
      spans.map((span) => ({ control: span.querySelector("input, select")!.getBoundingClientRect().height, label: span.querySelector("label")!.getBoundingClientRect().top })),
    );
    for (const field of found) {
      // The byte order's select was 2 px shorter and its label 2-3 px lower.
      expect(Math.abs(field.control - found[0]!.control)).toBeLessThanOrEqual(0.5);
      expect(Math.abs(field.label - found[0]!.label)).toBeLessThanOrEqual(0.5);
    }
    const offset = page.locator("main input[placeholder]:placeholder-shown").first();
    await expect(offset).toBeVisible();
    expect(await css(offset, "border-top-style")).toBe("dashed");
    const hint = await offset.evaluate((node) => {
      const style = getComputedStyle(node, "::placeholder");
      return { style: style.fontStyle, colour: style.color, opacity: style.opacity };
    });
    expect(hint.style).toBe("italic");
    expect(hint.opacity).toBe("1");
    const { ground } = await inkAndGround(offset);
    expect(rgbContrast(hint.colour, ground)).toBeGreaterThanOrEqual(4.5);
  });

  test("on the Arabic overview the closed disclosure's chevron points left, along the reading direction", async ({ page }) => {
    // Already so since round 5x ([dir=rtl] rotates it 135°); the review read it the other way round.
    const pointing = async (locale: string) => {
      await openMembers(page, `/${locale}/dashboard`, PHONE);
      const matrix = await page.locator("main details.disclosure > summary").first().evaluate((node) => getComputedStyle(node, "::before").transform);
      // rotate(-45deg) of a chevron drawn with its right and bottom edges points right; rotate(135deg) left.
      return Number(matrix.match(/-?[\d.]+/g)![0]);
    };
    expect(await pointing("en")).toBeGreaterThan(0);
    expect(await pointing("ar")).toBeLessThan(0);
  });

  test("on an Arabic phone the members' foot sets the place across its width", async ({ page }) => {
    await openMembers(page, "/ar/intern", PHONE);
    const frame = await box(page.locator("footer .footer-frame"));
    const place = page.locator("footer .footer-place");
    // Beside the imprint's links the parish hall's address broke into three lines of 159 px.
    expect((await box(page.locator("footer .footer-cell:has(> .footer-place)"))).width).toBeGreaterThanOrEqual(frame.width - 2);
    const lines = await place.evaluate((node) => {
      const range = document.createRange();
      range.selectNodeContents(node);
      return new Set([...range.getClientRects()].map((line) => Math.round(line.top))).size;
    });
    expect(lines).toBe(1);
  });
});
