import { expect, test, type Locator, type Page } from "@playwright/test";
import { IntlMessageFormat } from "intl-messageformat";
import ar from "../../messages/ar.json" with { type: "json" };
import de from "../../messages/de.json" with { type: "json" };
import en from "../../messages/en.json" with { type: "json" };
import ta from "../../messages/ta.json" with { type: "json" };
import owner from "../../features/site-pages/data/syma.json" with { type: "json" };
import scriptTexts from "../../features/site-pages/hero/script-texts.json" with { type: "json" };
import { siteUrl } from "./server-env";

/** What each of these start pages puts up front: the author, the visitor's own language, the demands, the coming site. */
const screens = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
] as const;

const fontSize = (locator: Locator) => locator.evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));

/** A step of the page's type scale, resolved to pixels in the page itself. */
const stepSize = (page: Page, step: number) =>
  page.evaluate((step) => {
    const probe = document.createElement("span");
    probe.style.fontSize = `var(--step-${step})`;
    document.querySelector("main")?.append(probe);
    const size = Number.parseFloat(getComputedStyle(probe).fontSize);
    probe.remove();
    return size;
  }, step);

/**
 * How tall a text's letters stand above the line as drawn (ink, not the face's line metrics), in its
 * own face and size: what the eye compares across scripts. Below the line, phrases differ in whether
 * they have descenders at all.
 */
const inkAboveLine = (locator: Locator) =>
  locator.evaluate(async (element) => {
    await document.fonts.ready;
    const style = getComputedStyle(element);
    const context = document.createElement("canvas").getContext("2d");
    if (!context) return 0;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const metrics = context.measureText(element.textContent?.trim() ?? "");
    return metrics.actualBoundingBoxAscent;
  });

/** The author's name as the language writes it (in Arabic and Tamil script, in Latin ones as the data gives it). */
const authorNameIn = (texts: { heroes: { political: { authorName: string } } }, locale: string) =>
  String(new IntlMessageFormat(texts.heroes.political.authorName, locale).format({ firstName: owner.person.firstName, lastName: owner.person.lastName }));

/** The bottom edge of an element lies inside the first screen. */
async function expectInFirstScreen(page: Page, locator: Locator) {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(page.viewportSize()?.height ?? 0);
}

for (const screen of screens) {
  test.describe(`${screen.width} px`, () => {
    test.use({ viewport: screen });

    test("political: the author's name and the lead commentary's headline, larger, open the first screen, beside its drawing on a wide one", async ({ page }) => {
      for (const [locale, texts] of [["en", en], ["ar", ar]] as const) {
        await page.goto(siteUrl("political", `/${locale}`));
        const hero = page.locator("[data-hero]");
        const author = hero.locator("[data-author]");
        await expect(author).toContainText(texts.heroes.political.byline);
        const name = author.getByText(authorNameIn(texts, locale), { exact: true });
        // Round 87 replaced "the name in the first screen" on a phone: the review asked for the lead
        // commentary first there (its headline began at y 560 under the author's block); the author
        // signs it right after it (design-review-r87-b). A wide screen keeps both in the first screen.
        if (screen.width > 900) await expectInFirstScreen(page, name);
        else expect((await name.boundingBox())?.y ?? 0, locale).toBeGreaterThan(((await hero.locator("article h2").boundingBox())?.y ?? Infinity));
        expect(await fontSize(name)).toBeGreaterThanOrEqual(20);
        // The commentary leads: its headline in the first screen's upper three quarters on a wide
        // screen; on a phone whole in the first screen under the town hall's band (without the
        // picture the phone's first screen had none, r46). Its headline is the first screen's
        // largest type: the name at 64 px over a 41.6 px headline read as a byline (r60).
        const headline = hero.locator("article h2");
        expect(await fontSize(headline), locale).toBeGreaterThan(await fontSize(name));
        const box = await headline.boundingBox();
        expect((box?.y ?? Infinity) + (box?.height ?? 0), locale).toBeLessThanOrEqual(screen.height * (screen.width > 900 ? 0.8 : 1));
        const drawing = hero.getByRole("img", { name: texts.heroes.political.alt });
        await expect(drawing).toBeVisible();
        // On a wide screen the drawing stands beside the name, its top in the first screen.
        if (screen.width > 900) expect((await drawing.boundingBox())?.y ?? Infinity).toBeLessThan(screen.height);
      }
      // The lead commentary in editorial type: its text larger than the other commentaries'.
      // (Its last paragraph of text: the link to the next commentary follows it.)
      const paragraph = page.locator("[data-hero] article p:not(:has(a))").last();
      expect(await fontSize(paragraph)).toBeGreaterThan(await fontSize(page.locator("main .article section p").first()));
    });

    test("languages: the site's name is said once, by the header; the first screen says what the site is and sets the eight phrases as a specimen", async ({ page }) => {
      for (const locale of ["en", "ar", "ta"] as const) {
        await page.goto(siteUrl("languages", `/${locale}`));
        const own = scriptTexts.phrases.find((phrase) => phrase.lang === locale)?.text ?? "";
        // The header names the site; in the hero the visitor's phrase is one cell of the eight, in
        // the accent, not a second title above them (the page's heading is for screen readers).
        await expect(page.locator("[data-hero] [data-phrase]").filter({ hasText: own })).toHaveCount(1);
        await expect(page.locator("[data-hero] [data-lead-phrase]")).toHaveCount(0);
        await expect(page.locator("[data-hero] h1")).toHaveCSS("clip-path", "inset(50%)");
        const cell = page.locator("[data-hero] li[data-own-phrase]");
        await expect(cell).toHaveAttribute("lang", locale);
        const other = page.locator("[data-hero] li[lang]:not([data-own-phrase]) [data-phrase]").first();
        expect(await cell.locator("[data-phrase]").evaluate((element) => getComputedStyle(element).color)).not.toBe(await other.evaluate((element) => getComputedStyle(element).color));
        // What the site is opens the first screen, in the heading face and larger than the body.
        const tagline = page.locator("[data-hero-tagline]");
        await expectInFirstScreen(page, tagline);
        expect(await fontSize(tagline)).toBeGreaterThan(await fontSize(page.locator("main .article section p").first()));
        // The sheet opens with the display line, not with its caption: under it on a phone, beside it
        // (in the sheet's first row) on a wide screen, and before the other seven either way.
        const display = (await cell.boundingBox())!;
        const caption = (await tagline.boundingBox())!;
        expect(caption.y).toBeGreaterThanOrEqual(display.y);
        expect(caption.y).toBeLessThan(display.y + display.height + 24);
        const seven = (await page.locator("[data-hero] li[lang]:not([data-own-phrase])").first().boundingBox())!;
        expect(caption.y).toBeLessThan(seven.y);
        // The eight phrases stand in the first screen, each at least a step above the body.
        await expectInFirstScreen(page, page.locator("[data-hero] li[lang]").last().locator("[data-phrase]"));
        for (const phrase of await page.locator("[data-hero] li[lang] [data-phrase]").all()) expect(await fontSize(phrase)).toBeGreaterThanOrEqual(18);
        // Each cell's number (drawn before its name) on the page's start side of the name, in
        // every script: an Arabic name on an English page once put its number after it.
        for (const name of await page.locator("[data-hero] li[lang]:not([data-own-phrase]) bdi").all()) {
          // Round 84 made each name the link to its section: the label holding the number is the link's parent.
          const [label, own] = [(await name.locator("xpath=ancestor::span[1]").boundingBox())!, (await name.boundingBox())!];
          const gap = locale === "ar" ? label.x + label.width - (own.x + own.width) : own.x - label.x;
          expect(gap, `${locale}: ${await name.innerText()}`).toBeGreaterThan(10);
          // Round 87 replaced "beside the name" for Arabic's name on a left-to-right page: its number
          // stands at the cell's start edge with the others' and the name at the cell's right edge
          // (review r87-b: the whole label at the right broke the numbers' left edge); still before it.
          const arabicOnLtr = locale !== "ar" && (await name.evaluate((element) => element.closest("li")?.lang)) === "ar";
          if (!arabicOnLtr) expect(gap).toBeLessThan(60);
        }
        // On a wide screen the seven and the sheet's note in two even rows of four (three over four
        // read lopsided); on a phone each phrase on a row of its own across the sheet, as wide as the
        // note that closes it (two to a row they shrank to a small list).
        const cells = await page.locator("[data-hero] li:not([data-own-phrase])").evaluateAll((items) => items.map((item) => item.getBoundingClientRect()).map(({ y, width }) => ({ y: Math.round(y), width })));
        expect(cells).toHaveLength(8);
        if (screen.width > 900) {
          expect(new Set(cells.map((cell) => cell.y)).size, locale).toBe(2);
          expect(cells.filter((cell) => cell.y === cells[0]!.y)).toHaveLength(4);
          for (const cell of cells) expect(Math.abs(cell.width - cells[0]!.width)).toBeLessThan(2);
        } else {
          // Round 89 replaced "every cell as wide as the note": the note ran to eight lines of Tamil in a
          // half column; it and the seventh phrase (which shared its row) now run across the sheet, the
          // six others two to a row, one width (design-review-r89-c).
          for (const cell of cells.slice(0, -2)) expect(Math.abs(cell.width - cells[0]!.width), locale).toBeLessThan(2);
          expect(Math.abs(cells.at(-2)!.width - cells.at(-1)!.width), locale).toBeLessThan(2);
        }
      }
    });

    test("lobby: the demands are the statement, numbered, a step above the body on a wide screen and at its size on a phone, their text regular beside a larger bold number", async ({ page }) => {
      await page.goto(siteUrl("lobby", "/en"));
      const demands = page.locator("[data-hero]").getByRole("region", { name: en.heroes.lobby.pointsHeading }).getByRole("listitem");
      await expect(demands).toHaveCount(Object.keys(en.heroes.lobby.points).length);
      const stepOne = await stepSize(page, 1);
      const body = await stepSize(page, 0);
      const phone = screen.width < 700;
      for (const [index, text] of Object.values(en.heroes.lobby.points).entries()) {
        const demand = demands.nth(index);
        await expect(demand).toHaveText(`${index + 1}${text}`);
        const size = await fontSize(demand.getByText(text));
        // On a phone a list to read at the body's size (a step above it they read as slogans).
        if (phone) expect(size).toBeCloseTo(body, 0);
        else expect(size).toBeGreaterThanOrEqual(stepOne);
        // Five bold sentences in a row would shout: the text regular, the number bold.
        expect(await demand.getByText(text).evaluate((element) => Number(getComputedStyle(element).fontWeight))).toBeLessThanOrEqual(400);
        const number = demand.getByText(String(index + 1), { exact: true });
        expect(await number.evaluate((element) => Number(getComputedStyle(element).fontWeight))).toBeGreaterThanOrEqual(700);
        // Its number is larger still.
        expect(await fontSize(number)).toBeGreaterThan(size * 1.4);
      }
    });

    test("tax: the coming site, what it will offer and whom to write to share the first screen", async ({ page }) => {
      await page.goto(siteUrl("tax", "/de"));
      await expectInFirstScreen(page, page.locator("main h1"));
      expect(await fontSize(page.locator("main h1"))).toBeGreaterThanOrEqual(36);
      const offers = page.getByRole("region", { name: de.heroes.tax.offersLabel }).getByRole("listitem");
      await expect(offers).toHaveText(Object.values(de.heroes.tax.offers));
      const write = page.getByRole("link", { name: de.heroes.tax.contactMail });
      await expect(write).toHaveAttribute("href", `mailto:${owner.person.mail}`);
      await expectInFirstScreen(page, write);
      await expectInFirstScreen(page, page.getByRole("link", { name: de.constructionNotice.imprintLink }));
      // The picture beside the heading on a wide screen; on a phone a band between the heading and
      // the lead (an Arabic or Tamil lead of eight lines pushed it out of the first screen), in the
      // first screen with the way to write.
      const picture = page.locator("main figure svg");
      const heading = await page.locator("main h1").boundingBox();
      await expectInFirstScreen(page, picture);
      const pictureBox = await picture.boundingBox();
      if (screen.width > 900) expect(pictureBox?.x ?? 0).toBeGreaterThan((heading?.x ?? 0) + (heading?.width ?? 0) - 1);
      else {
        expect(pictureBox?.y ?? 0).toBeGreaterThan((heading?.y ?? Infinity) + (heading?.height ?? 0) - 1);
        expect((pictureBox?.y ?? Infinity) + (pictureBox?.height ?? 0)).toBeLessThanOrEqual(((await page.locator("main .lead").boundingBox())?.y ?? 0) + 1);
      }
      // Round 83 made each service a framed card; round 84 replaced the frames: boxed, with an offset
      // shadow and a square marker, the services read as checkboxes or buttons that did nothing. They
      // are a plain list again, each with a small icon (design-review-r84-d.spec.ts).
      // Round 89 replaced "no top border": from 900 px each service stands under a rule of its own (the
      // review, r89-b: bare names in equal columns read as a loose line; design-review-r89-d), a rule
      // over the cell, never a frame round it.
      for (const offer of await offers.all()) {
        for (const side of ["Right", "Bottom", "Left"] as const) expect(await offer.evaluate((element, edge) => getComputedStyle(element)[`border${edge}Style`], side)).toBe("none");
        expect(await offer.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe("rgba(0, 0, 0, 0)");
      }
    });
  });
}

/** The parts of a page a visitor reads, the language's own name included. */
const scriptsIn = (text: string) =>
  (["Latin", "Cyrillic", "Arabic", "Tamil"] as const).filter((script) => new RegExp(`\\p{Script=${script}}`, "u").test(text));

test.describe("phones, 390 × 844", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  // Morpheme's phone leads with a round of the game instead of its drawing (reading-playful-first-screens.spec.ts).
  test("peace and lobby: the site's drawing, the heading and the first action share the first screen", async ({ page }) => {
    for (const site of ["peace", "lobby"] as const) {
      const proportions: number[] = [];
      for (const locale of ["en", "ar", "ta"] as const) {
        await page.goto(siteUrl(site, `/${locale}`));
        const hero = page.locator("[data-hero]");
        const picture = hero.locator("[data-hero-visual] img");
        await expectInFirstScreen(page, picture);
        await expectInFirstScreen(page, hero.locator("h1"));
        const action = hero.locator("[data-hero-tagline] + p a").first();
        if ((await action.count()) > 0) await expectInFirstScreen(page, action);
        // A band across the column, its room reserved by the page's own rules: above the heading on
        // peace's page. Round 83 replaced "above the heading" for the lobby: its poster (the demand
        // and the mission sentence) comes first, as on a laptop, and the band follows the mission.
        const box = await picture.boundingBox();
        expect(box?.width ?? 0, site).toBeGreaterThan(300);
        if (site === "peace") expect(box?.y ?? Infinity, site).toBeLessThan((await hero.locator("h1").boundingBox())?.y ?? 0);
        else {
          const mission = await hero.locator("[data-hero-tagline]").boundingBox();
          expect(box?.y ?? 0, `${site} ${locale}`).toBeGreaterThan((mission?.y ?? Infinity) + (mission?.height ?? 0));
        }
        expect(await picture.evaluate((img) => getComputedStyle(img).aspectRatio)).not.toBe("auto");
        // Tall enough (2:1 or taller) for the subject to stand whole: the dove's raised wing, the
        // people's heads and shoulders, the house from roof to doorstep.
        proportions.push((box?.width ?? 0) / (box?.height ?? 1));
        expect(proportions.at(-1), `${site} ${locale}`).toBeLessThanOrEqual(2.01);
      }
      // The same cut in the other languages.
      for (const proportion of proportions) expect(proportion, site).toBeCloseTo(proportions[0] ?? 0, 1);
    }
  });

  test("political: the town hall's band, the name and the lead commentary's heading in the first screen, the house's notice after the commentary", async ({ page }) => {
    for (const [locale, texts] of [["en", en], ["ar", ar], ["ta", ta]] as const) {
      await page.goto(siteUrl("political", `/${locale}`));
      const hero = page.locator("[data-hero]");
      const name = hero.locator("[data-author]").getByText(authorNameIn(texts, locale), { exact: true });
      // Round 87 replaced "the name in the first screen": the review asked for the lead commentary
      // first on a phone (its headline began at y 560 under the author's block); the name signs the
      // commentary right after it, before the house's notice (design-review-r87-b).
      await expect(name).toBeVisible();
      const heading = hero.locator("article h2");
      await expectInFirstScreen(page, heading);
      expect((await name.boundingBox())?.y ?? 0, locale).toBeGreaterThan(((await hero.locator("article").boundingBox())?.y ?? Infinity));
      // A front page reads its story first: the notice of the house follows the whole commentary.
      const article = await hero.locator("article").boundingBox();
      const notice = await hero.locator('[data-card="forSale"]').boundingBox();
      expect(notice?.y ?? 0, locale).toBeGreaterThanOrEqual((article?.y ?? Infinity) + (article?.height ?? 0));
      // Across the column (not a small medallion), opening the first screen above the author's name.
      const picture = hero.getByRole("img", { name: texts.heroes.political.alt });
      const box = await picture.boundingBox();
      expect(box?.width ?? 0, locale).toBeGreaterThan(300);
      expect(box?.height ?? 0, locale).toBeGreaterThan(150);
      expect((box?.y ?? Infinity) + (box?.height ?? 0), locale).toBeLessThanOrEqual(article?.y ?? 0);
    }
  });

  // Donate and Contact stand under the line (the way to give was at the fold): the hall, the name,
  // the line, the actions and the sooner of the two dated notes share the first screen.
  test("forum: what the forum is, its picture, the way to donate and when it next meets share the first screen", async ({ page }) => {
    for (const locale of ["en", "ar"] as const) {
      await page.goto(siteUrl("forum", `/${locale}`));
      const hero = page.locator("[data-hero]");
      const picture = hero.locator("[data-hero-visual] img");
      await expectInFirstScreen(page, picture);
      expect((await picture.boundingBox())?.width ?? 0, locale).toBeGreaterThan(300);
      await expectInFirstScreen(page, hero.locator("h1"));
      // Round 89 replaced "the line in the first screen": the review asked for big dated notes and a
      // donate panel with room (design-review-r89-c); with the hall at 16:9 the name, both notes and
      // Donate fill the first screen, and the line follows the appeal as the page's opening sentence.
      const appeal = await hero.locator("[data-hero-appeal]").boundingBox();
      expect((await hero.locator("[data-hero-tagline]").boundingBox())?.y ?? 0, locale).toBeGreaterThanOrEqual((appeal?.y ?? Infinity) + (appeal?.height ?? 0));
      await expectInFirstScreen(page, hero.locator('a[href^="#donation-"]'));
      await expectInFirstScreen(page, hero.locator("[data-card]").first().locator("time:visible"));
    }
  });
});

/** The most letters a paragraph sets on one of its lines, as the browser laid it out. */
const longestLine = (locator: Locator) =>
  locator.evaluate((element) => {
    const letters = new Map<number, number>();
    const range = document.createRange();
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (let index = 0; index < (node.textContent?.length ?? 0); index += 1) {
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const line = Math.round(range.getBoundingClientRect().top);
        letters.set(line, (letters.get(line) ?? 0) + 1);
      }
    }
    return Math.max(...letters.values());
  });

test.describe("laptops, 1366 × 768", () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  // Where the contact card stands (beside the contents, the sections across the page under it):
  // inner-pages.spec.ts.
  test("syma: the running text at a reading measure", async ({ page }) => {
    await page.goto(siteUrl("syma", "/en"));
    // Round 89: the first section's offers are cards; its running text starts with "How I work".
    const paragraph = page.getByText(en.content.syma.start.sections[1]?.paragraphs[0] ?? "", { exact: true });
    const letters = await longestLine(paragraph);
    expect(letters).toBeGreaterThanOrEqual(60);
    expect(letters).toBeLessThanOrEqual(76);
  });

  test("vault: the arched picture and the inscription as tall as each other; the lead in the text's colour at night", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto(siteUrl("vault", "/en"));
    const picture = await page.locator("[data-hero-visual] img").boundingBox();
    const inscription = await page.locator("[data-hero] figure").filter({ has: page.locator("ul[lang=de]") }).boundingBox();
    expect(Math.abs((picture?.height ?? 0) - (inscription?.height ?? Infinity))).toBeLessThanOrEqual(2);
    expect(Math.abs((picture?.y ?? 0) - (inscription?.y ?? Infinity))).toBeLessThanOrEqual(2);
    const lead = page.getByText(en.content.vault.start.lead, { exact: true });
    const colours = await lead.evaluate((element) => [getComputedStyle(element).color, getComputedStyle(document.body).color]);
    expect(colours[0]).toBe(colours[1]);
  });

  test("lobby: the open meeting under the picture beside the mission, the demands one list under both, none standing alone", async ({ page }) => {
    await page.goto(siteUrl("lobby", "/en"));
    const hero = page.locator("[data-hero]");
    const region = hero.getByRole("region", { name: en.heroes.lobby.pointsHeading });
    const demands = (await region.boundingBox())!;
    // One column: every demand starts where the first does (two columns left the fifth alone).
    const starts = await region.getByRole("listitem").evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().x)));
    expect(new Set(starts).size).toBe(1);
    const meeting = (await hero.getByRole("listitem").filter({ has: page.getByRole("heading", { name: en.heroes.lobby.cards.meeting.title }) }).boundingBox())!;
    const picture = (await hero.locator("[data-hero-visual] img").boundingBox())!;
    // The meeting's when and where in the first screen: under the picture, in its column (the
    // poster's second half), ending at its edge; the demands follow under the poster.
    expect(meeting.x).toBeGreaterThanOrEqual(picture.x - 1);
    expect(meeting.y).toBeGreaterThanOrEqual(picture.y + picture.height - 1);
    expect(meeting.y).toBeLessThan(768);
    expect(Math.abs(meeting.x + meeting.width - picture.x - picture.width)).toBeLessThan(2);
    expect(demands.y).toBeGreaterThanOrEqual(meeting.y + meeting.height - 1);
  });
});

test("lobby: the picture it preloads is in the first screen, on a phone and on a laptop (whole on the laptop)", async ({ page }) => {
  for (const viewport of [{ width: 390, height: 844 }, { width: 1366, height: 768 }]) {
    await page.setViewportSize(viewport);
    await page.goto(siteUrl("lobby", "/en"));
    await expect(page.locator('head link[rel="preload"][as="image"][imagesrcset*="/heroes/lobby-"]')).toHaveCount(2);
    const picture = page.locator("[data-hero-visual] img");
    await expect(picture).toBeVisible();
    await expect(picture).toHaveAttribute("loading", "eager");
    // At least a third of the picture shows before the visitor scrolls.
    const box = await picture.boundingBox();
    expect(viewport.height - (box?.y ?? Infinity), `${viewport.width} px`).toBeGreaterThan((box?.height ?? 0) / 3);
    // Beside the mission on a wide screen, the whole picture before any scrolling.
    if (viewport.width > 900) expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(viewport.height);
  }
});

test.describe("languages", () => {
  for (const viewport of [{ width: 390, height: 844 }, { width: 1366, height: 768 }])
    test(`${viewport.width} px: a specimen sheet, the visitor's phrase large and the other seven stepping down on a wide screen, every phrase from its own start edge, the line of text in the sheet, each row's labels level (13 px at least), and the sections in their scripts`, async ({ page }) => {
      await page.setViewportSize(viewport);
      for (const locale of ["en", "ar", "ta"] as const) {
        await page.goto(siteUrl("languages", `/${locale}`));
        const hero = page.locator("[data-hero]");
        const tagline = hero.locator("[data-hero-tagline]");
        const rtl = locale === "ar";
        // Where the text itself starts (its first line's edge on the page's starting side).
        const start = (locator: Locator) =>
          locator.evaluate((element, rtl) => {
            const range = document.createRange();
            range.selectNodeContents(element);
            const box = range.getClientRects()[0];
            return rtl ? (box?.right ?? 0) : (box?.left ?? 0);
          }, rtl);
        const cells = hero.locator("li[lang]");
        await expect(cells).toHaveCount(8);
        const boxes = await cells.evaluateAll((all) => all.map((cell) => cell.getBoundingClientRect().toJSON() as DOMRect));
        // A specimen sheet, not a list: the visitor's own phrase opens it, then the other seven
        // (on a wide screen three and four to a row; on a phone one to a row), each cell under
        // a hairline. On a phone the display line runs across the sheet under the line of text; on
        // a wide screen it shares the first row with the line of text, set as the sheet's title
        // cell under the same hairline (the right half of the first screen stood empty).
        const own = hero.locator("li[data-own-phrase]");
        const ownBox = (await own.boundingBox())!;
        expect(Math.round(ownBox.y), locale).toBe(Math.min(...boxes.map((box) => Math.round(box.y))));
        const sheetLeft = Math.min(...boxes.map((box) => box.x));
        const sheetRight = Math.max(...boxes.map((box) => box.x + box.width));
        if (viewport.width > 900) {
          const titleCell = (await tagline.locator("..").boundingBox())!;
          expect(Math.abs(titleCell.y - ownBox.y), locale).toBeLessThan(1);
          expect(await tagline.locator("..").evaluate((element) => getComputedStyle(element).borderTopStyle), locale).toBe("solid");
          // Across from the display line, at the sheet's inline end.
          if (rtl) expect(Math.abs(titleCell.x - sheetLeft), locale).toBeLessThan(1);
          else expect(Math.abs(titleCell.x + titleCell.width - sheetRight), locale).toBeLessThan(1);
        } else expect(Math.abs(ownBox.width - (sheetRight - sheetLeft)), locale).toBeLessThan(1);
        const rows = [...new Set(boxes.map((box) => Math.round(box.y)))].sort((a, b) => a - b);
        const perRow = rows.map((y) => boxes.filter((box) => Math.round(box.y) === y).length);
        // Wide: four over three phrases, the sheet's note (not a phrase) closing the second row.
        // Phone: the display line, then the other seven one to a row. Round 86 replaced one to a row
        // (seven rows of 28 px text read as a list, not a specimen): two to a row at 32 px, the last
        // phrase beside the sheet's note (design-review-r86-c.spec.ts).
        expect(perRow, locale).toEqual(viewport.width > 900 ? [1, 4, 3] : [1, 2, 2, 2, 1]);
        const rowSizes: number[] = [];
        for (const y of rows) {
          const sizes = await cells.evaluateAll(
            (all, y) => all.filter((cell) => Math.round(cell.getBoundingClientRect().y) === y).map((cell) => parseFloat(getComputedStyle(cell).fontSize)),
            y,
          );
          rowSizes.push(Math.max(...sizes));
        }
        // The visitor's own largest, the focal point; the other seven at one size under it, on a
        // wide screen too (a second row a size smaller made the four languages in it look second:
        // es, lt and it stood at 26 px under the others' 44). The cells' own size; each script
        // scales from it.
        expect(rowSizes[0]!, locale).toBeGreaterThan(rowSizes[1]!);
        expect(new Set(rowSizes.slice(1)).size, locale).toBe(1);
        // The seven in one weight and one colour: the sizes rank the sheet, not the languages.
        const looks = await cells.evaluateAll((all) =>
          all.filter((cell) => !cell.hasAttribute("data-own-phrase")).map((cell) => {
            const phrase = getComputedStyle(cell.querySelector("[data-phrase]")!);
            return `${phrase.fontWeight} ${phrase.color}`;
          }),
        );
        expect(new Set(looks).size, `${locale}: ${looks.join(", ")}`).toBe(1);
        // The display line is the visitor's own, outside the numbering of the other seven.
        expect(await own.locator("span").first().evaluate((element) => getComputedStyle(element, "::before").content), locale).toBe("none");
        for (const cell of await cells.all()) expect(await cell.evaluate((element) => getComputedStyle(element).borderTopStyle), locale).toBe("solid");
        // Every phrase from its own start edge, in its own script's direction (round 82): Arabic's
        // flush right in its cell on a left-to-right page (flush left, its start floated mid-cell),
        // a Latin, Cyrillic or Tamil phrase flush left on the Arabic page
        // (design-review-r82-public.spec.ts). Round 77 set every phrase at the page's edge.
        for (const cell of await cells.all()) {
          const [cellBox, phraseBox, own] = await cell.evaluate((element) => {
            const phrase = element.querySelector("[data-phrase]")!;
            const range = document.createRange();
            range.selectNodeContents(phrase);
            return [element.getBoundingClientRect().toJSON(), range.getBoundingClientRect().toJSON(), element.getAttribute("lang")] as const;
          });
          if (own === "ar") expect(Math.abs(cellBox.right - phraseBox.right), `${locale}: cell ${own}`).toBeLessThan(2);
          else expect(Math.abs(cellBox.left - phraseBox.left), `${locale}: cell ${own}`).toBeLessThan(2);
        }
        // On a phone the line of text starts where the sheet's first column starts.
        if (viewport.width < 900) expect(Math.abs((await start(tagline)) - (rtl ? sheetRight : sheetLeft)), locale).toBeLessThan(2);
        // Each row's labels stand level, whatever the height of the scripts beside them (the
        // phrases flowed side by side at their own heights put them at different heights).
        const labels = await cells.evaluateAll((all) =>
          all.map((cell) => ({ row: Math.round(cell.getBoundingClientRect().y), top: Math.round(cell.querySelector("span")!.getBoundingClientRect().top) })),
        );
        for (const y of rows) expect(new Set(labels.filter((label) => label.row === y).map((label) => label.top)).size, `${locale} row at ${y}`).toBe(1);
        // Naskh's name at its optical size: larger than a Latin name's, to stand as tall.
        const labelSize = (lang: string) => hero.locator(`li[lang="${lang}"] > span`).first().evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
        if (locale !== "ar") expect(await labelSize("ar"), locale).toBeGreaterThanOrEqual((await labelSize("de")) * 1.3);
        // On a wide screen each phrase on one line or two.
        if (viewport.width > 900)
          for (const phrase of await cells.locator("[data-phrase]").all()) {
            const lines = await phrase.evaluate((element) => Math.round(element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight)));
            expect(lines, `${locale}: ${await phrase.innerText()}`).toBeLessThanOrEqual(2);
          }
        for (const name of scriptTexts.names) {
          const label = cells.and(hero.locator(`[lang="${name.lang}"]`)).locator("span").first();
          await expect(label).toHaveText(name.text);
          expect(await fontSize(label), `${locale}: ${name.text}`).toBeGreaterThanOrEqual(13);
          // One label style in every script: no capitals or letter spacing, which Arabic and Tamil lack.
          expect(await label.evaluate((element) => [getComputedStyle(element).textTransform, getComputedStyle(element).fontVariantCaps, getComputedStyle(element).letterSpacing]), name.text).toEqual(["none", "normal", "normal"]);
        }
        // The article below speaks in more than the page's script.
        const sections = page.locator("main .article section");
        const used = scriptsIn((await sections.allInnerTexts()).join(" "));
        expect(used.length, `${locale}: ${used.join(", ")}`).toBeGreaterThanOrEqual(3);
        await expect(page.locator('main .article [data-language-mark="ar"] span[lang="ar"]')).toBeVisible();
      }
    });

  for (const viewport of [{ width: 390, height: 844 }, { width: 1366, height: 768 }])
    test(`${viewport.width} px: the eight phrases as display type, each script as tall as the others, and the article along the hero's start edge`, async ({ page }) => {
      await page.setViewportSize(viewport);
      for (const locale of ["en", "ar", "ta"] as const) {
        await page.goto(siteUrl("languages", `/${locale}`));
        const hero = page.locator("[data-hero]");
        const phrases = hero.locator("li[lang] [data-phrase]");
        await expect(phrases).toHaveCount(8);
        // A step above the body at least (the sheet's sizes step down from the display line).
        const least = await stepSize(page, 1);
        for (const phrase of await phrases.all()) expect(await fontSize(phrase), await phrase.innerText()).toBeGreaterThanOrEqual(least - 0.01);
        if (locale !== "ar") {
          // Naskh matched to the Cyrillic by eye: its alifs and lams a little taller than the Cyrillic
          // capitals, since its letters' bodies are small (with the tallest letters matched, the
          // Arabic phrase still read a size smaller); at one font size they stand 14 % lower.
          // Per size of its cell: the sheet sets the cells at stepped sizes, each script scaled from its cell's.
          const cellSize = (lang: string) => hero.locator(`li[lang="${lang}"]`).evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
          const arabic = (await inkAboveLine(hero.locator('li[lang="ar"] [data-phrase]'))) / (await cellSize("ar"));
          const russian = (await inkAboveLine(hero.locator('li[lang="ru"] [data-phrase]'))) / (await cellSize("ru"));
          // Round 89 replaced "8 % taller" on a phone with "5 %": the review found Arabic's phrase there
          // (45.5 px) a fifth larger than its neighbours and its row 32 px taller, and asked for 38-40 px;
          // at 41 px its alifs stand 2 px (7.7 %) over the Cyrillic capitals (design-review-r89-c).
          expect((arabic - russian) / russian, `${locale}: ${arabic} / ${russian}`).toBeGreaterThanOrEqual(viewport.width < 900 ? 0.05 : 0.08);
          expect((arabic - russian) / russian, `${locale}: ${arabic} / ${russian}`).toBeLessThanOrEqual(0.3);
        }
        // No line of a phrase ends in a lone one-letter word: the Russian "к" stays with "языкам".
        const [preposition, noun] = await hero.locator('li[lang="ru"] [data-phrase]').evaluate((element) => {
          // The text node that holds "к" (a wide screen's phrase stands in two halves, round 82).
          const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
          let text = walker.nextNode() as Text;
          while (!/к\s/u.test(text.data)) text = walker.nextNode() as Text;
          const top = (start: number) => {
            const range = document.createRange();
            range.setStart(text, start);
            range.setEnd(text, start + 1);
            return Math.round(range.getBoundingClientRect().top);
          };
          const at = text.data.search(/к\s/u);
          return [top(at), top(at + 2)];
        });
        expect(preposition, locale).toBe(noun);
        // The article below starts where the hero starts (its right edge in Arabic) ...
        const rtl = locale === "ar";
        const edge = async (locator: Locator) => {
          const box = await locator.boundingBox();
          return rtl ? (box?.x ?? 0) + (box?.width ?? 0) : (box?.x ?? 0);
        };
        const article = page.locator("main .article");
        expect(Math.abs((await edge(article)) - (await edge(hero))), locale).toBeLessThan(1);
        // ... and ends where it ends, its sections set as panels, their text at a reading measure.
        expect(Math.abs(((await article.boundingBox())?.width ?? 0) - ((await hero.boundingBox())?.width ?? 0)), locale).toBeLessThan(1);
        for (const width of await page.locator("main .article section > p").evaluateAll((paragraphs) => paragraphs.map((p) => p.getBoundingClientRect().width)))
          expect(width, locale).toBeLessThanOrEqual(760);
        // A word it loves spans the panel's text column, not the part beside the language's own name;
        // on a wide screen the two panels across the sheet set it large beside the text
        // (media-contents-r55.spec.ts); on a phone every panel is one column.
        const sections = page.locator("main .article section:has(> [data-language-mark])");
        await expect(sections).toHaveCount(8);
        const widths = await sections.evaluateAll((all) => all.map((section) => section.getBoundingClientRect().width));
        const paired = (await sections.all()).filter((_, index) => (widths[index] ?? 0) < Math.min(...widths) * 1.6);
        expect(paired, locale).toHaveLength(viewport.width > 900 ? 6 : 8);
        for (const section of paired) {
          const pullOut = section.locator("[data-language-mark] > p").last();
          const column = await section.evaluate((element) => {
            const style = getComputedStyle(element);
            return element.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
          });
          expect(Math.abs(((await pullOut.boundingBox())?.width ?? 0) - column), locale).toBeLessThan(1);
        }
        // Naskh reads a size smaller than Latin at one size: the Arabic panels' text a step larger.
        if (rtl)
          for (const size of await page.locator("main .article section p:not([lang])").evaluateAll((paragraphs) => paragraphs.map((p) => parseFloat(getComputedStyle(p).fontSize))))
            expect(size, locale).toBeGreaterThanOrEqual(19);
      }
    });
});

test("political in Arabic: an area reads number then unit, as one isolate inside the sentence", async ({ page }) => {
  await page.goto(siteUrl("political", "/ar"));
  const note = page.locator('[data-hero] [data-card="forSale"] p').filter({ hasText: "m²" });
  await expect(note).toContainText("\u20681,094\u00a0m²\u2069");
  // Laid out, the figure stands left of its unit, as "1,094 m²" is read.
  const [figure, unit] = await note.evaluate((element) => {
    const text = element.firstChild as Text;
    const at = (start: number, length: number) => {
      const range = document.createRange();
      range.setStart(text, start);
      range.setEnd(text, start + length);
      return range.getBoundingClientRect().x;
    };
    const start = text.data.indexOf("1,094");
    return [at(start, 5), at(text.data.indexOf("m²", start), 2)];
  });
  expect(figure).toBeLessThan(unit ?? 0);
  // The listing's own figures keep the same order.
  await expect(page.locator('main dd data[value="1094"]')).toHaveAttribute("dir", "ltr");
});
