import { expect, test, type Locator, type Page } from "@playwright/test";
import { siteUrl } from "./server-env";
import { box, DESKTOP, PHONE } from "./support/geometry";
import { wordPictures } from "../../features/morpheme-game/model/word-pictures";
import en from "../../messages/en.json" with { type: "json" };
import de from "../../messages/de.json" with { type: "json" };
import ar from "../../messages/ar.json" with { type: "json" };
import ta from "../../messages/ta.json" with { type: "json" };

/** What round 85's review of morpheme and languages changed (helper c), and what a visitor now sees. */

const texts = { en, de, ar, ta };
const gameOf = (page: Page) => page.locator("section[aria-labelledby=morpheme-game-heading]");
const fontSize = (locator: Locator) => locator.evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));

async function openGame(page: Page, locale: string) {
  await page.goto(siteUrl("morpheme", `/${locale}/play`));
  await expect(gameOf(page)).toHaveAttribute("data-ready", "true");
  await page.evaluate(() => document.fonts.ready);
}

test.describe("round-85: morpheme's clue pictures", () => {
  test("the pictures the review found misleading are drawings of what the sentence says", async ({ page }) => {
    // "Ein schwarzer Kater bringt kein ___" showed a sad person under a rain cloud, "Ein ___ des
    // Regens" a sum done wrong: a black cat, a thumb down.
    const expected: Record<string, string> = {
      Unglück: "blackCat",
      Nachteil: "thumbsDown",
      Misserfolg: "thumbsDown",
      Vorteil: "thumbsUp",
      unmöglich: "moon",
      Freiheit: "bird",
      zerbrechen: "glass",
      unreif: "greenApple",
    };
    for (const [word, picture] of Object.entries(expected)) expect(wordPictures[word]?.picture, word).toBe(picture);
    // No drawback, lie or impossibility is shown as a sum done wrong any more.
    for (const word of ["Nachteil", "Misserfolg", "unehrlich", "unmöglich", "sinnlos", "zerbrechen"]) expect(wordPictures[word]?.picture, word).not.toBe("wrong");
    // The drawings are in the page, each a symbol the round's picture points at.
    await openGame(page, "en");
    for (const id of new Set(Object.values(expected))) await expect(page.locator(`symbol#morpheme-picture-${id}`), id).toHaveCount(1);
  });

  // Round 89 replaced "the round's picture draws its outlines light at night": light outlines read
  // as a negative (review r89-b). At night the picture stands on a muted light card with its dark
  // outlines, so the dark cat stands out on the card, not on a dark tile.
  test("at night the black cat stands out: a dark cat with its dark outline on the muted light card", async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: "dark", viewport: DESKTOP });
    const page = await context.newPage();
    await openGame(page, "en");
    const tile = gameOf(page).getByTestId("morpheme-task").locator("svg:has(use)");
    const stroke = await tile.evaluate((element) => getComputedStyle(element).stroke);
    const light = (colour: string) => colour.match(/[\d.]+/g)!.slice(0, 3).map(Number).reduce((sum, part) => sum + part, 0) / 3;
    expect(light(stroke)).toBeLessThan(90);
    expect(light(await tile.evaluate((element) => getComputedStyle(element).backgroundColor))).toBeGreaterThan(150);
    // The cat's head and body are dark (a black cat), but not of the eyes' and wheels' fills, which
    // go without an outline at night and would leave a dark cat on the dark tile.
    const fills = await page.locator("symbol#morpheme-picture-blackCat path[fill]:not([fill=none])").evaluateAll((paths) => paths.map((path) => path.getAttribute("fill")!));
    expect(fills.length).toBeGreaterThanOrEqual(2);
    for (const fill of fills) expect(["#1f2937", "#111", "#263238"]).not.toContain(fill);
    expect(light(await page.locator("symbol#morpheme-picture-blackCat path[fill]:not([fill=none])").first().evaluate((element) => getComputedStyle(element).fill))).toBeLessThan(90);
    await context.close();
  });
});

test.describe("round-85: morpheme's board on a laptop", () => {
  test("the picture a large tile beside the sentence, the shelf and the row across the board, the check in the first screen", async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(DESKTOP);
    // Each load deals its own round: a longer sentence or more blocks, in several languages.
    for (const locale of ["en", "en", "en", "de", "de", "ar", "ta", "ta"] as const) {
      await openGame(page, locale);
      const game = gameOf(page);
      const task = game.getByTestId("morpheme-task");
      const [board, picture, sentence, shelf, row] = await Promise.all([
        box(game),
        box(task.locator("svg:has(use)")),
        box(task.locator("p[lang=de]")),
        box(game.getByTestId("morpheme-shelf")),
        box(game.getByTestId("morpheme-row")),
      ]);
      // Was a 150 px picture over a 630-800 px column centred in a 1,070 px card.
      expect(picture.width, locale).toBeGreaterThanOrEqual(240);
      expect(picture.width, locale).toBeLessThanOrEqual(300);
      const start = locale === "ar" ? board.x + board.width - (picture.x + picture.width) : picture.x - board.x;
      expect(start, locale).toBeLessThanOrEqual(30);
      // The sentence, the shelf and the row beside the picture, filling the rest of the board.
      for (const part of [sentence, shelf, row]) {
        if (locale === "ar") expect(part.x + part.width, locale).toBeLessThanOrEqual(picture.x - 16);
        else expect(part.x, locale).toBeGreaterThanOrEqual(picture.x + picture.width + 16);
        expect(part.y, locale).toBeLessThan(picture.y + picture.height + 60);
      }
      expect(shelf.width, locale).toBeGreaterThanOrEqual(board.width - picture.width - 90);
      expect(row.width, locale).toBeGreaterThanOrEqual(board.width - picture.width - 90);
      // The sentence in display size, well over the instruction.
      expect(await fontSize(task.locator("p[lang=de]")), locale).toBeGreaterThanOrEqual(32);
      // The whole move still in the first screen, down to the check.
      const check = await box(game.getByRole("button", { name: texts[locale].morphemeGame.actions.check, exact: true }));
      expect(check.y + check.height, locale).toBeLessThanOrEqual(DESKTOP.height - 8);
    }
  });
});

test.describe("round-85: morpheme's sentence is the round's largest text", () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`at ${viewport.width} px, in every script`, async ({ page }) => {
      await page.setViewportSize(viewport);
      for (const locale of ["en", "de", "ar", "ta"] as const) {
        await openGame(page, locale);
        const task = gameOf(page).getByTestId("morpheme-task");
        const sentence = await fontSize(task.locator("p[lang=de]"));
        const instruction = task.getByText(texts[locale].morphemePlay.pictureTask);
        // Tamil's instruction was bold and as large as the German sentence (20 px each, its letters
        // the larger): now a step under it, at the body's weight on a phone.
        expect(await fontSize(instruction), locale).toBeLessThanOrEqual(sentence - 3);
        if (viewport === PHONE) expect(Number(await instruction.evaluate((element) => getComputedStyle(element).fontWeight)), locale).toBeLessThanOrEqual(500);
        // Its letters' height too: one line of the instruction is lower than one of the sentence.
        const lineHeight = (locator: Locator) => locator.evaluate((element) => Number.parseFloat(getComputedStyle(element).lineHeight));
        expect(await lineHeight(instruction), locale).toBeLessThan(await lineHeight(task.locator("p[lang=de]")));
      }
    });
  }
});

test.describe("round-85: morpheme's colour key", () => {
  test("'Result' (white, star) has a white edge of its own, not Circumfix's yellow", async ({ page }) => {
    for (const locale of ["en", "ar"] as const) {
      await page.setViewportSize(DESKTOP);
      await page.goto(siteUrl("morpheme", `/${locale}`));
      const edge = (id: string) =>
        page.locator(`[data-categories] > [data-category="${id}"]`).evaluate((element) => getComputedStyle(element).borderInlineStartColor);
      const [result, circumfix] = [await edge("result"), await edge("circumfix")];
      expect(result, locale).not.toBe(circumfix);
      // Round 88 replaced "a white edge framed by a grey line": on the white card it showed as a
      // double grey hairline (review r88-a). By day a stripe of grey dashes on the card's white, so
      // the white shows between them; white dashes at night (design-review-r88-b.spec.ts).
      expect(result, locale).toBe("rgb(148, 163, 184)");
      expect(await page.locator('[data-categories] > [data-category="result"]').evaluate((element) => getComputedStyle(element).borderInlineStartStyle), locale).toBe("dashed");
    }
  });
});

test.describe("round-85: morpheme's play page on a phone", () => {
  test("Tip and Empty the row are 44 px pills, the check still in the first screen in Tamil", async ({ page }) => {
    await page.setViewportSize(PHONE);
    for (const locale of ["en", "ta", "ta", "ta"] as const) {
      await openGame(page, locale);
      const actions = texts[locale].morphemeGame.actions;
      for (const name of [actions.check, actions.hint, actions.clear]) {
        const button = await box(gameOf(page).getByRole("button", { name, exact: true }));
        expect(button.height, `${locale} ${name}`).toBeGreaterThanOrEqual(44);
      }
      const check = await box(gameOf(page).getByRole("button", { name: actions.check, exact: true }));
      expect(check.y + check.height, locale).toBeLessThanOrEqual(PHONE.height - 24);
    }
  });

  test("'No words built yet.' stands with its heading in a box of its own, like the folds under it", async ({ page }) => {
    await page.setViewportSize(PHONE);
    for (const locale of ["en", "ta"] as const) {
      await openGame(page, locale);
      const list = page.locator("section[aria-labelledby=morpheme-words-heading]");
      const heading = list.locator("h3");
      const status = list.getByText(texts[locale].morphemeGame.wordListEmpty);
      await expect(heading, locale).toBeVisible();
      const [own, head, line] = [await box(list), await box(heading), await box(status)];
      expect(head.width, locale).toBeGreaterThan(20);
      // Inside its box, under or beside its heading.
      expect(Number.parseFloat(await list.evaluate((element) => getComputedStyle(element).borderTopWidth)), locale).toBeGreaterThanOrEqual(1);
      for (const part of [head, line]) {
        expect(part.x, locale).toBeGreaterThanOrEqual(own.x);
        expect(part.x + part.width, locale).toBeLessThanOrEqual(own.x + own.width + 0.5);
      }
      expect(line.y, locale).toBeGreaterThanOrEqual(head.y - 8);
      expect(line.y - (head.y + head.height), locale).toBeLessThanOrEqual(8);
    }
  });
});

test.describe("round-85: morpheme's header", () => {
  // Round 86 replaced "'Play' is always the header's one filled button": always filled, it read as
  // the current page on the start page (review r86-a). It is outlined while it is not the page and
  // filled on its own page; the current page's mark is the stronger one (design-review-r86-c).
  test("at 1366 px 'Play' is the header's one yellow action, filled only on its own page", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    for (const path of ["/en", "/en/play", "/de", "/ar"] as const) {
      await page.goto(siteUrl("morpheme", path));
      const play = page.locator(".site-header .menu-row > li:nth-child(2) > .menu-button");
      await expect(play, path).toHaveAttribute("href", `/${path.split("/")[1]}/play`);
      const look = await play.evaluate((node) => ({ background: getComputedStyle(node).backgroundColor, border: getComputedStyle(node).borderTopColor, weight: Number(getComputedStyle(node).fontWeight) }));
      expect(look.weight, path).toBeGreaterThanOrEqual(800);
      if (path.endsWith("/play")) expect(look.background, path).toBe("rgb(250, 204, 21)");
      else expect(look.border, path).toBe("rgb(250, 204, 21)");
      // On the start page "Start" is marked by a bar under it.
      if (!path.endsWith("/play")) {
        const start = page.locator(".site-header .menu-row > li > .menu-button[aria-current=page]");
        expect(await start.evaluate((element) => getComputedStyle(element).boxShadow), path).toContain("inset");
      }
    }
    // Other sites keep their own menus: no filled action.
    await page.goto(siteUrl("forum", "/en"));
    await expect(page.locator(".site-header[data-menu-action]")).toHaveCount(0);
  });
});

test.describe("round-85: languages", () => {
  test("each panel has one heading: the language's own name across from it is a step smaller and lighter", async ({ page }) => {
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      for (const locale of ["en", "de", "ar", "ta"] as const) {
        await page.goto(siteUrl("languages", `/${locale}`));
        const panels = page.locator("main .article > section:has(> [data-language-mark] > p[lang][dir])");
        expect(await panels.count(), locale).toBeGreaterThanOrEqual(6);
        for (const panel of await panels.all()) {
          const heading = panel.locator(":scope > h2");
          const name = panel.locator("[data-language-mark] > p[lang][dir]");
          const look = (locator: Locator) => locator.evaluate((element) => ({ size: Number.parseFloat(getComputedStyle(element).fontSize), weight: Number(getComputedStyle(element).fontWeight) }));
          const [own, head] = [await look(name), await look(heading)];
          const where = `${locale} ${viewport.width} ${await name.getAttribute("lang")}`;
          // "Deutsch" stood 40 px beside the 30 px heading "German".
          expect(own.size, where).toBeLessThan(head.size);
          expect(own.weight, where).toBeLessThan(head.weight);
        }
      }
    }
  });

  // Round 86 replaced "on a laptop the way back closes both panels of a row level, a tinted 44 px
  // button": eight round arrows, one per panel, read as noise (review r86-b); the page has one way
  // back after the last language (design-review-r86-c), and a pair of panels still starts level.
  test("on a laptop the panels of a row start level, with no button of their own", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    for (const locale of ["en", "ta"] as const) {
      await page.goto(siteUrl("languages", `/${locale}`));
      await page.evaluate(() => document.fonts.ready);
      const panels = page.locator("main .article > section:has(> [data-language-mark]):not(:has([data-script-sample]))");
      const rows = new Map<number, number>();
      for (const panel of await panels.all()) {
        const own = await box(panel);
        const key = Math.round(own.y / 8);
        rows.set(key, (rows.get(key) ?? 0) + 1);
        await expect(panel.locator("[data-section-back]"), locale).toHaveCount(0);
      }
      expect([...rows.values()].filter((count) => count === 2).length, locale).toBeGreaterThanOrEqual(2);
    }
  });
});
