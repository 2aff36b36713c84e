import { expect, test, type Locator } from "@playwright/test";
import { siteUrl } from "./server-env";
import { box, DESKTOP, PHONE } from "./support/geometry";
import { signInForTools } from "./support/various";

/** What round 85's review of lobby, tax and the forum's members' area changed, and what a visitor now sees. */

const WIDE = { width: 1920, height: 1080 };
const css = (locator: Locator, property: string) => locator.first().evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);
const services = "main section[aria-labelledby='coming-offers'] li";

/** The lines a text runs to, as the widths of its line boxes (a range's rectangles on one line merged). */
async function lineWidths(locator: Locator): Promise<number[]> {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const lines = new Map<number, { left: number; right: number }>();
    for (const rect of range.getClientRects()) {
      if (rect.width === 0) continue;
      const key = Math.round(rect.top / 4);
      const line = lines.get(key);
      lines.set(key, line ? { left: Math.min(line.left, rect.left), right: Math.max(line.right, rect.right) } : { left: rect.left, right: rect.right });
    }
    return [...lines.values()].map((line) => line.right - line.left);
  });
}

test.describe("round-85: tax", () => {
  for (const [viewport, name] of [
    [DESKTOP, "1366"],
    [WIDE, "1920"],
    [PHONE, "390"],
  ] as const) {
    for (const scheme of ["light", "dark"] as const) {
      test(`at ${name} (${scheme}) the drawing's clouds and birds stay inside its frame, clear of the tag`, async ({ page }) => {
        await page.emulateMedia({ colorScheme: scheme });
        await page.setViewportSize(viewport);
        await page.goto(siteUrl("tax", "/en"));
        const figure = page.locator("main .article > figure");
        const found = await figure.evaluate((frame) => {
          const svg = frame.querySelector("svg")!;
          const clip = getComputedStyle(svg).overflow !== "visible" ? svg.getBoundingClientRect() : null;
          const outer = frame.getBoundingClientRect();
          const top = outer.top + parseFloat(getComputedStyle(frame).borderTopWidth);
          const badge = frame.querySelector("figcaption")!.getBoundingClientRect();
          // The sky's pieces: the clouds' group and the birds' path, the drawing's first two parts.
          const sky = [...svg.querySelectorAll(":scope > g > g:first-child > path"), svg.querySelector(":scope > g > path")!];
          return sky
            .map((piece) => piece.getBoundingClientRect())
            .filter((rect) => !clip || rect.bottom > clip.top)
            .map((rect) => ({ top: clip ? Math.max(rect.top, clip.top) : rect.top, bottom: rect.bottom, left: rect.left, right: rect.right, frameTop: top, badge: { top: badge.top, bottom: badge.bottom, left: badge.left, right: badge.right } }));
        });
        // On a phone the band cuts the sky off at the drawing's top: nothing of it may show over the frame.
        if (viewport !== PHONE) expect(found.length).toBeGreaterThan(0);
        for (const piece of found) {
          // At 1920 a cloud stood 30 px over the frame's top edge, another cut by it under the tag.
          expect(piece.top).toBeGreaterThanOrEqual(piece.frameTop - 0.5);
          const underTag = piece.left < piece.badge.right && piece.right > piece.badge.left && piece.top < piece.badge.bottom && piece.bottom > piece.badge.top;
          expect(underTag).toBe(false);
        }
      });
    }
  }

  for (const [viewport, name] of [
    [DESKTOP, "1366"],
    [WIDE, "1920"],
  ] as const) {
    test(`at ${name} the four services stand in one row of four equal columns`, async ({ page }) => {
      await page.setViewportSize(viewport);
      for (const locale of ["en", "de"]) {
        await page.goto(siteUrl("tax", `/${locale}`));
        const items = page.locator(services);
        await expect(items).toHaveCount(4);
        const boxes = await Promise.all((await items.all()).map(box));
        // Round 87 replaced two by two (each column as wide as its longest name, which left the row's
        // right 40 % empty) with one row of four spread across the page, each as wide as its name:
        // no name wraps, and the gaps between them are equal, not one hole after "Payroll".
        expect(new Set(boxes.map((item) => Math.round(item.y))).size, locale).toBe(1);
        // Round 88 replaced "each as wide as its name, spread with equal gaps": the review (r88-b) read
        // the gaps of 70-150 px as a loose, floating line and asked for four equal columns. The
        // services now stand in four equal tracks 12 px apart, their marks on one regular rhythm; a
        // long name takes a second line under its mark (never a third), so no column is a hole.
        const lineHeight = parseFloat(await css(items, "line-height"));
        // Round 89: each cell under a rule of its own (design-review-r89-d); its name's lines are counted under it.
        const rule = parseFloat(await css(items, "padding-top")) + parseFloat(await css(items, "border-top-width"));
        for (const item of boxes) expect(item.height - rule, locale).toBeLessThan(lineHeight * 2.5);
        const sorted = [...boxes].sort((a, b) => a.x - b.x);
        const steps = sorted.slice(1).map((item, index) => item.x - sorted[index]!.x);
        for (const step of steps) expect(Math.abs(step - steps[0]!), locale).toBeLessThanOrEqual(1);
        for (const item of boxes) expect(Math.abs(item.width - boxes[0]!.width), locale).toBeLessThanOrEqual(1);
      }
    });
  }

  test("the thanks for waiting closes the call-to-write card, at the text's size and colour, not in grey italics under it", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(siteUrl("tax", "/en"));
    const card = page.locator("main p:has(> [data-contact-question])");
    const thanks = card.locator("[data-coming-thanks]");
    await expect(thanks).toHaveText("Thank you for your patience; the finished site will be worth the wait.");
    const [outer, line, ways] = [await box(card), await box(thanks), await box(card.locator("a").last())];
    expect(line.y).toBeGreaterThanOrEqual(ways.y + ways.height);
    expect(line.y + line.height).toBeLessThanOrEqual(outer.y + outer.height);
    expect(await css(thanks, "font-style")).toBe("normal");
    expect(await css(thanks, "color")).toBe(await css(card, "color"));
    expect(parseFloat(await css(thanks, "font-size"))).toBeGreaterThanOrEqual(16);
    await page.setViewportSize(PHONE);
    await page.reload();
    const [phoneCard, phoneLine] = [await box(card), await box(thanks)];
    expect(phoneLine.y + phoneLine.height).toBeLessThanOrEqual(phoneCard.y + phoneCard.height);
  });

  test("the imprint's headings are in sentence case; the notice keeps its sign's capitals", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(siteUrl("tax", "/en/imprint"));
    for (const heading of await page.locator("main [data-imprint] :is(h1, h2)").all()) {
      expect(await heading.evaluate((element) => getComputedStyle(element).textTransform), String(await heading.textContent())).toBe("none");
    }
    expect(await css(page.locator(".site-title"), "text-transform")).toBe("uppercase");
    // A site whose imprint keeps its capitals (the vault's inscription) is untouched.
    await page.goto(siteUrl("vault", "/en/imprint"));
    expect(await css(page.locator("main [data-imprint] h1"), "text-transform")).toBe("uppercase");
  });
});

test.describe("round-85: the forum's members' area", () => {
  test("the overview's cards stand two by two at equal heights, each open card with the one arrow at its title", async ({ page }) => {
    await signInForTools(page);
    await page.setViewportSize(DESKTOP);
    await page.goto(siteUrl("forum", "/en/dashboard"));
    const cards = await page.locator("main [data-link-cards] > li").all();
    expect(cards.length).toBeGreaterThanOrEqual(4);
    const boxes = await Promise.all(cards.map(box));
    for (let index = 0; index + 1 < boxes.length; index += 2) {
      const [left, right] = [boxes[index]!, boxes[index + 1]!];
      if (Math.abs(left.y - right.y) > 1) continue;
      // "Your account" stood 170 px beside "Sign-in security" at 93 px.
      expect(Math.abs(left.height - right.height)).toBeLessThanOrEqual(1);
    }
    for (const card of cards) {
      // An open card is a linked one without the lock's note (a locked card's arrow read as an open door, round 71).
      const open = (await card.locator("h3 a").count()) > 0 && (await card.locator("p svg").count()) === 0;
      const arrow = await card.locator("h3").evaluate((title) => getComputedStyle(title, "::after").content);
      expect(arrow.includes("→"), String(await card.locator("h3").textContent())).toBe(open);
      const action = card.locator("p:last-child");
      expect(await action.evaluate((line) => getComputedStyle(line, "::after").content)).not.toContain("→");
    }
  });

  test("in Tamil on a phone a card title's arrow never stands alone on a line", async ({ page }) => {
    await signInForTools(page);
    await page.setViewportSize(PHONE);
    await page.goto(siteUrl("forum", "/ta/dashboard"));
    for (const title of await page.locator("main [data-link-cards] h3:has(a)").all()) {
      const lines = await title.evaluate((heading) => Math.round(heading.getBoundingClientRect().height / parseFloat(getComputedStyle(heading).lineHeight)));
      expect(lines, String(await title.textContent())).toBe((await lineWidths(title.locator("a"))).length);
    }
  });

  test("the tools: the administrator's parts of the settings in a quieter 'Advanced' group after the everyday ones", async ({ page }) => {
    await signInForTools(page);
    await page.setViewportSize(DESKTOP);
    await page.goto(siteUrl("forum", "/en/various"));
    const advanced = page.locator("main [data-advanced-parts]");
    await expect(advanced).toContainText("Advanced");
    await expect(advanced.locator("a")).toHaveText(["File transfer", "Log file", "Factory reset"]);
    const everyday = page.locator("main [data-link-cards] li:has([data-advanced-parts]) > ul:not([data-advanced-parts] ul) a");
    await expect(everyday).toHaveText(["Browser data and consent", "Statistics", "Automatic tidy-up", "Info"]);
    const lastEveryday = await box(everyday.last());
    expect((await box(advanced)).y).toBeGreaterThanOrEqual(lastEveryday.y + lastEveryday.height - 1);
    // Quieter: in the muted colour, not the links' accent.
    const muted = await page.evaluate(() => getComputedStyle(document.body).getPropertyValue("--muted"));
    expect(muted).not.toBe("");
    expect(await css(advanced.locator("a"), "color")).not.toBe(await css(everyday, "color"));
    // Every tool still listed (DESIGN §4): the other sites' four in their fold.
    await expect(page.locator("main [data-other-names] > *")).toHaveCount(4);
  });

  test("the chat's door: locked cards solid and quiet in the site's card shape, the steps a section apart, the columns ending level", async ({ page }) => {
    await signInForTools(page);
    await page.setViewportSize(DESKTOP);
    await page.goto(siteUrl("forum", "/en/intern"));
    const cards = page.locator("main [data-link-cards] > li");
    await expect(cards).toHaveCount(2);
    for (const card of await cards.all()) {
      // Dashed outlines read as unfinished.
      for (const side of ["top", "right", "bottom", "left"]) expect(await css(card, `border-${side}-style`)).toBe("solid");
      expect(await css(card, "border-top-left-radius")).toBe(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--radius-card").trim()));
      await expect(card.locator("svg").last()).toBeVisible();
    }
    const lastCard = await box(cards.last());
    const steps = await box(page.locator("#intern-steps-heading"));
    // 16 px under the cards read as cramped.
    expect(steps.y - (lastCard.y + lastCard.height)).toBeGreaterThanOrEqual(32);
    // Round 86 replaced the registration card stretched down to the column's foot (its form pushed
    // to the card's foot left 80 px of empty card under the spam-folder note): the card ends with its
    // form, and never runs past the column beside it.
    const column = await page.locator("main [data-article-body] > *").last().evaluate((element) => element.getBoundingClientRect().bottom);
    const register = await box(page.locator("#register"));
    expect(register.y + register.height).toBeLessThanOrEqual(column + 4);
  });

  test("sign-in security on a laptop: the card beside the title and lead only, the text across the page under both", async ({ page }) => {
    await signInForTools(page);
    await page.setViewportSize(DESKTOP);
    await page.goto(siteUrl("forum", "/en/protected"));
    const card = page.locator("main [data-article-aside] > section");
    const [column, own] = [await box(page.locator("main [data-article-aside]")), await box(card)];
    // A 660 px column held this one card.
    expect(column.height).toBeLessThanOrEqual(own.height + 2);
    const section = page.locator("main [data-article-body] section[id^='section-']").first();
    const [text, paragraphs] = [await box(section), await Promise.all((await section.locator("> p").all()).map(box))];
    expect(text.y).toBeGreaterThanOrEqual(own.y + own.height - 1);
    expect(text.x + text.width).toBeGreaterThan(own.x + own.width - 2);
    expect(paragraphs.length).toBeGreaterThanOrEqual(2);
    expect(Math.abs(paragraphs[0]!.y - paragraphs[1]!.y)).toBeLessThanOrEqual(1);
  });
});

test.describe("round-85: lobby", () => {
  test("on a phone a demand of two or three lines fills its measure", async ({ page }) => {
    await page.setViewportSize(PHONE);
    for (const locale of ["en", "de"]) {
      await page.goto(siteUrl("lobby", `/${locale}`));
      const demands = page.locator("main section[aria-labelledby^='hero-points'] li > span:last-child");
      expect(await demands.count()).toBe(5);
      for (const demand of await demands.all()) {
        // Each line but the last is full: the next line's first word would not have fitted on it.
        // "A therapy place within weeks, / not months." broke at 249 px of 322, "not" left over.
        const lines = await demand.evaluate((element) => {
          const text = element.firstChild as Text;
          const width = element.getBoundingClientRect().width;
          const rectOf = (from: number, to: number) => {
            const range = document.createRange();
            range.setStart(text, from);
            range.setEnd(text, to);
            return range.getBoundingClientRect();
          };
          const starts: number[] = [0];
          for (let index = 1; index < text.length; index += 1) {
            if (text.data[index] !== " " && Math.round(rectOf(index, index + 1).top) > Math.round(rectOf(index - 1, index).top) + 4) starts.push(index);
          }
          return starts.slice(0, -1).map((start, line) => {
            const next = starts[line + 1]!;
            const end = text.data.indexOf(" ", next);
            const word = rectOf(next, end < 0 ? text.length : end).width;
            const used = rectOf(start, next).width;
            return { used, word, width };
          });
        });
        for (const line of lines) expect(line.used + line.word, `${locale}: ${await demand.textContent()}`).toBeGreaterThan(line.width - 2);
      }
    }
  });

  test("on a laptop the demands stand on a tinted panel of the lobby's colour, as weighty as the poster", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(siteUrl("lobby", "/en"));
    const demands = page.locator("main section[aria-labelledby^='hero-points']");
    const ground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(await css(demands, "background-color")).not.toBe(ground);
    expect(await css(demands, "background-color")).not.toBe("rgba(0, 0, 0, 0)");
    expect(parseFloat(await css(demands, "padding-left"))).toBeGreaterThanOrEqual(20);
  });

  // Round 86 replaced the one quiet row of links under the intro (five 15 px links along one line
  // read as small print, the intro alone in a half-empty row): a contents list beside the intro, its
  // entries one under the other (design-review-r86-d). The heavy rules stay away.
  test("on a laptop 'On this page' is a list beside the intro, without heavy rules over its entries", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(siteUrl("lobby", "/en"));
    const nav = page.locator("main nav[data-section-nav]");
    const links = nav.locator("li > a");
    await expect(links).toHaveCount(5);
    const boxes = await Promise.all((await links.all()).map(box));
    expect(new Set(boxes.map((link) => Math.round(link.y))).size).toBe(5);
    for (const link of await links.all()) {
      expect(await css(link, "border-top-width")).toBe("0px");
      expect(await link.evaluate((element) => getComputedStyle(element.parentElement!).borderTopWidth)).toBe("0px");
    }
    const lead = await box(page.locator("main .article > .lead"));
    expect((await box(nav)).x).toBeGreaterThanOrEqual(lead.x + lead.width);
  });

  test("at 1920 the poster's green panel holds its demand, mission and crisis line without a band of empty green", async ({ page }) => {
    await page.setViewportSize(WIDE);
    for (const locale of ["en", "de"]) {
      await page.goto(siteUrl("lobby", `/${locale}`));
      const room = await page.locator("#hero-title").evaluate((title) => {
        const panel = title.parentElement!;
        const style = getComputedStyle(panel);
        const outer = panel.getBoundingClientRect();
        const last = panel.lastElementChild!.getBoundingClientRect();
        return {
          over: title.getBoundingClientRect().top - (outer.top + parseFloat(style.paddingTop)),
          under: outer.bottom - parseFloat(style.paddingBottom) - last.bottom,
        };
      });
      // About 85 px (German 88 px) over the demand and under the crisis line, 130 px of green as the
      // reviewer measured it; German's demand takes two lines at the larger size, English three.
      const most = locale === "en" ? 48 : 72;
      expect(room.under, locale).toBeLessThanOrEqual(most);
      expect(room.over, locale).toBeLessThanOrEqual(most);
    }
  });

  test("on a laptop the facts at a glance are a row of cards each sized to its fact", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(siteUrl("lobby", "/en"));
    // Round 87 replaced the one row of four: the fact that is a sentence ("Independent of parties,
    // clinics and pharmaceutical companies") stands as a line of its own under the three figures, its
    // three bold lines set the row's height for all four (design-review-r87-d measures it).
    // Round 89: the sentence became a short value with its detail under it, a fact like the others
    // (design-review-r89-d): four facts on the row.
    const facts = page.locator("main .article > [data-block][data-beside] > dl > div");
    await expect(facts).toHaveCount(4);
    const boxes = await Promise.all((await facts.all()).map(box));
    expect(new Set(boxes.map((fact) => Math.round(fact.y))).size).toBe(1);
    // A full-width 1110 px box held four two-word facts.
    for (const fact of boxes) expect(fact.width).toBeLessThanOrEqual(380);
    expect(await css(facts, "border-top-width")).toBe("4px");
  });
});
