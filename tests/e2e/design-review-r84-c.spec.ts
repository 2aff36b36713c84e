import { expect, test, type Page } from "@playwright/test";
import { siteUrl } from "./server-env";
import { box, DESKTOP, PHONE } from "./support/geometry";
import en from "../../messages/en.json" with { type: "json" };
import de from "../../messages/de.json" with { type: "json" };

/** What round 84's review of morpheme and languages changed (helper c), and what a visitor now sees. */

const locales = ["en", "de", "es", "it", "lt", "ru", "ar", "ta"] as const;
const css = (page: Page, selector: string, property: string) =>
  page.locator(selector).first().evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

test.describe("round-84: morpheme's start page", () => {
  test("the round of the game is one link with a visible 'Play' at the touch size; a tap on its picture opens the game", async ({ page }) => {
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await page.goto(siteUrl("morpheme", "/en"));
      const round = page.locator("[data-hero] [data-round-preview]");
      const links = round.locator("a[href]");
      await expect(links).toHaveCount(1);
      const play = links.first();
      await expect(play).toHaveText(en.heroes.morpheme.round.play);
      await expect(play).toHaveAttribute("href", "/en/play#morpheme-game-heading");
      expect((await box(play)).height).toBeGreaterThanOrEqual(44);
      // Drawn as a button: the site's action colour behind its words.
      expect(await css(page, "[data-round-play]", "background-color")).not.toBe("rgba(0, 0, 0, 0)");
      // The gap is a slot to look at, not a second, nameless link.
      await expect(round.locator("[data-gap-unit] a")).toHaveCount(0);
      // The picture's middle belongs to the link: the whole card is its target.
      const picture = await box(round.locator("svg").first());
      const hit = await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest("a")?.getAttribute("href") ?? null, [picture.x + picture.width / 2, picture.y + picture.height / 2]);
      expect(hit, `${viewport.width}`).toBe("/en/play#morpheme-game-heading");
    }
    // A tap on the picture, where the card's link lies over it.
    const picture = await box(page.locator("[data-hero] [data-round-preview] svg").first());
    await page.mouse.click(picture.x + picture.width / 2, picture.y + picture.height / 2);
    await expect(page).toHaveURL(/\/en\/play#morpheme-game-heading$/);
  });

  test("the keyboard's focus rings the whole card", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(siteUrl("morpheme", "/en"));
    await page.locator("[data-round-play]").focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    expect(Number.parseFloat(await css(page, "[data-round-preview]", "outline-width"))).toBeGreaterThanOrEqual(3);
  });

  test("the colours' key is not repeated on the first screen: the categories at a glance are the start page's one legend", async ({ page }) => {
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      for (const locale of ["en", "ar"] as const) {
        await page.goto(siteUrl("morpheme", `/${locale}`));
        await expect(page.locator("[data-hero] [data-colour-key]"), locale).toHaveCount(0);
        await expect(page.locator("main [data-category]"), locale).toHaveCount(8);
      }
    }
  });

  // Round 86 replaced "a drawn scene follows the opening lines, centred under them": alone there it
  // floated in the frame and repeated the first screen's round (review r86-a). It now stands beside
  // the text of "What is a morpheme?" (design-review-r86-c); it is still far larger than the round's picture.
  test("a drawn scene of a child building a word stands in the page, far larger than the round's 112 px picture", async ({ page }) => {
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await page.goto(siteUrl("morpheme", "/en"));
      const scene = page.locator("main .article > section > [role=img]");
      await expect(scene).toHaveAttribute("aria-label", en.pictures.drawings.wordBuilding);
      const own = await box(scene);
      expect(own.width, `${viewport.width}`).toBeGreaterThanOrEqual(260);
      expect(own.height, `${viewport.width}`).toBeLessThanOrEqual(440);
      // Round 88 moved the lead into the first screen (review r88-a): the scene still follows it.
      const lead = await box(page.locator("main [data-hero] [data-hero-lead]"));
      expect(own.y, `${viewport.width}`).toBeGreaterThan(lead.y + lead.height);
    }
  });

  test("the photos page says its pictures are drawings, in every language", async ({ page }) => {
    await page.goto(siteUrl("morpheme", "/en/photos"));
    await expect(page.locator("main")).toContainText(en.content.morpheme.photos.lead);
    expect(en.content.morpheme.photos.lead).toContain("drawings");
    await page.goto(siteUrl("morpheme", "/de/photos"));
    expect(de.content.morpheme.photos.lead).toContain("Zeichnungen");
    await expect(page.locator("main")).toContainText(de.content.morpheme.photos.lead);
  });
});

test.describe("round-84: morpheme's play page on a phone", () => {
  test("the colours' fold is boxed like the teachers' fold, with a switch of the same weight", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(siteUrl("morpheme", "/en/play"));
    const legend = page.locator("main section[aria-labelledby='morpheme-legend-heading']");
    const teacher = page.locator("main details").filter({ has: page.locator("summary", { hasText: en.morphemeGame.teacher.heading }) });
    await expect(legend).toBeVisible();
    const [legendBorder, teacherBorder] = await Promise.all([legend, teacher].map((fold) => fold.evaluate((element) => getComputedStyle(element).borderTopWidth)));
    expect(legendBorder).toBe(teacherBorder);
    expect(Number.parseFloat(legendBorder!)).toBeGreaterThanOrEqual(1);
    const [legendRadius, teacherRadius] = await Promise.all([legend, teacher].map((fold) => fold.evaluate((element) => getComputedStyle(element).borderTopLeftRadius)));
    expect(legendRadius).toBe(teacherRadius);
    const legendBox = await box(legend);
    const teacherBox = await box(teacher);
    expect(Math.abs(legendBox.x - teacherBox.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(legendBox.width - teacherBox.width)).toBeLessThanOrEqual(1);
    const weights = await Promise.all(
      [page.locator("#morpheme-legend-heading h3"), teacher.locator("summary")].map((locator) => locator.evaluate((element) => Number(getComputedStyle(element).fontWeight))),
    );
    expect(weights[0]).toBe(weights[1]);
  });

  test("the chosen level's name stands under the numbers in the buttons' violet and weight, not as grey small print", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(siteUrl("morpheme", "/en/play"));
    const caption = page.locator("[data-level-caption]");
    await expect(caption).toBeVisible();
    const chosen = page.locator("main label:has(input[name='morpheme-level']:checked)");
    expect(await caption.evaluate((element) => getComputedStyle(element).color)).toBe(await chosen.evaluate((element) => getComputedStyle(element).backgroundColor));
    expect(Number(await css(page, "[data-level-caption]", "font-weight"))).toBeGreaterThanOrEqual(700);
    expect(Number.parseFloat(await css(page, "[data-level-caption]", "font-size"))).toBeGreaterThanOrEqual(16);
  });
});

test.describe("round-84: languages", () => {
  test("the sheet of scripts is the list of languages: each cell links to its section, and no list of chips repeats it", async ({ page }) => {
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await page.goto(siteUrl("languages", "/en"));
      await expect(page.locator("main [data-section-nav]")).toHaveCount(0);
      const links = page.locator("[data-hero] li[data-sheet-row] a[data-sheet-link]");
      await expect(links).toHaveCount(8);
      expect(await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")).sort())).toEqual(
        ["#section-2", "#section-3", "#section-4", "#section-5", "#section-6", "#section-7", "#section-8", "#section-9"],
      );
      await expect(page.locator('[data-hero] li[lang="de"] a')).toHaveText("Deutsch");
      // A tap on the phrase itself, not only on its small name, leads to the section.
      const phrase = await box(page.locator('[data-hero] li[lang="ru"] [data-phrase]'));
      const hit = await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest("a")?.getAttribute("href") ?? null, [phrase.x + phrase.width / 2, phrase.y + phrase.height / 2]);
      expect(hit, `${viewport.width}`).toBe("#section-5");
    }
    // A tap on the phrase, where the cell's link lies over it.
    const lithuanian = await box(page.locator('[data-hero] li[lang="lt"] [data-phrase]'));
    await page.mouse.click(lithuanian.x + lithuanian.width / 2, lithuanian.y + lithuanian.height / 2);
    await expect(page).toHaveURL(/#section-7$/);
    await expect(page.locator("#section-7 > h2")).toBeInViewport();
  });

  // Round 86 replaced "each panel closes with one quiet 44 px arrow back to the sheet": eight round
  // arrows read as noise (review r86-b). One quiet line of text leads back after the last panel
  // (design-review-r86-c checks it); no panel has an arrow of its own.
  test("no panel closes with an arrow of its own; the page has one way back to the sheet", async ({ page }) => {
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      for (const locale of ["en", "ar"] as const) {
        await page.goto(siteUrl("languages", `/${locale}`));
        const panels = page.locator("main .article > section:has(> [data-language-mark])");
        await expect(panels).toHaveCount(8);
        await expect(page.locator("main [data-section-back]"), locale).toHaveCount(0);
        const back = page.locator("main [data-languages-back] a");
        await expect(back, locale).toHaveCount(1);
        await expect(back, locale).toHaveAttribute("href", "#content");
        expect((await box(back)).height, locale).toBeGreaterThanOrEqual(44);
        await expect(back, locale).toContainText(locale === "en" ? en.heroes.languages.backToLanguages : /.+/);
      }
    }
  });

  test("on a laptop each panel stacks its own content: the loved word follows its text a paragraph's distance below, whatever its neighbour holds", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    for (const locale of ["en", "de", "ta"] as const) {
      await page.goto(siteUrl("languages", `/${locale}`));
      await page.evaluate(() => document.fonts.ready);
      const panels = page.locator("main .article > section:has(> [data-language-mark]):not(:has([data-script-sample]))");
      for (const panel of await panels.all()) {
        const text = await box(panel.locator(":scope > p").last());
        const word = await box(panel.locator("[data-loved-word]"));
        // Spanish's stood 45 px further down, level with Russian's (round 83's pairs).
        expect(word.y - (text.y + text.height), `${locale} ${await panel.locator("h2").textContent()}`).toBeLessThanOrEqual(26);
      }
      // The page's own language keeps its heading alone: no grey "the language of this page".
      await expect(page.locator("main [data-page-language]")).toHaveCount(0);
    }
  });

  test("Arabic text keeps a reading measure on a laptop: no panel's line over 65 letters", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(siteUrl("languages", "/ar"));
    await page.evaluate(() => document.fonts.ready);
    const lines = await page.locator("main .article > section > p, main .article > .lead").evaluateAll((paragraphs) =>
      paragraphs.map((paragraph) => {
        const style = getComputedStyle(paragraph);
        const lineHeight = Number.parseFloat(style.lineHeight);
        const rows = Math.max(1, Math.round(paragraph.getBoundingClientRect().height / lineHeight));
        return { text: paragraph.textContent!.slice(0, 24), perLine: paragraph.textContent!.length / rows, rows, width: paragraph.getBoundingClientRect().width, size: Number.parseFloat(style.fontSize) };
      }),
    );
    expect(lines.length).toBeGreaterThan(8);
    for (const line of lines) {
      // Full lines only: a paragraph of two rows may end in a short one.
      if (line.rows >= 3) expect(line.perLine, line.text).toBeLessThanOrEqual(65);
      expect(line.width / line.size, line.text).toBeLessThanOrEqual(23.05);
    }
  });
});

test.describe("round-84: every start page still loads three style sheets", () => {
  test("morpheme and languages", async ({ request }) => {
    for (const site of ["morpheme", "languages"] as const)
      for (const locale of locales.slice(0, 2)) {
        // The sites are told apart by the host name; the test machine resolves *.localhost to itself only in the browser.
        const html = await (await request.get(`http://127.0.0.1:${new URL(siteUrl(site)).port}/${locale}`, { headers: { host: new URL(siteUrl(site)).host } })).text();
        expect(html.match(/rel="stylesheet"/g)?.length, `${site} ${locale}`).toBe(3);
      }
  });
});
