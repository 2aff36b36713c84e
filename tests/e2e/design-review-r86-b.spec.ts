import { expect, test, type Locator } from "@playwright/test";
import sharp from "sharp";
import { box, DESKTOP, PHONE, WIDE } from "./support/geometry";
import { openSite as open } from "./support/open-site";

/** What round 86's review of peace, forum and political changed, and what a visitor now sees. */



const style = (locator: Locator, property: string) => locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

test.describe("round-86: peace", () => {
  test("a white day's ribbon marker is a white bookmark with a dark rim, not two thin gold strokes", async ({ page }) => {
    // The daily gospel's weeks hold white days in every season (feasts of saints and of the Lord).
    await open(page, "peace", "/en/daily_gospel");
    const markers = page.locator('main span[data-colour="white"][aria-hidden="true"]');
    expect(await markers.count()).toBeGreaterThan(0);
    const marker = markers.first();
    await marker.scrollIntoViewIfNeeded();
    const shape = await box(marker);
    expect(shape.width).toBeGreaterThanOrEqual(8);
    // Drawn, not clipped: the rim follows the notch.
    expect(await style(marker, "clip-path")).toBe("none");
    const png = await page.screenshot({ clip: { x: shape.x, y: shape.y, width: shape.width, height: shape.height } });
    const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => {
      const at = (Math.round(y) * info.width + Math.round(x)) * 3;
      return [data[at] ?? 0, data[at + 1] ?? 0, data[at + 2] ?? 0];
    };
    // White in the middle (round 85's middle was white too)…
    for (const channel of pixel(info.width / 2, info.height * 0.35)) expect(channel).toBeGreaterThan(235);
    // …and a dark rim at its side, where round 85 drew a gold edge (184, 144, 28).
    const edge = [0, 1].map((x) => Math.max(...pixel(x, info.height * 0.35)));
    expect(Math.min(...edge)).toBeLessThan(140);
  });

  // Round 88 replaced "beside the picture": the name, its line, this sentence and the meeting's
  // notice stood 8-12 px apart there and the cards 12 px under the picture (review r88). The sentence
  // follows the cards at the line's size, as on a phone, with no wide band of page after it.
  test("at 1366 the committee's sentence about itself follows the dated cards, in the name's column, close to the first section", async ({ page }) => {
    for (const locale of ["en", "de", "ar", "ru"]) {
      await open(page, "peace", `/${locale}`);
      const [title, lead, cards, first] = [
        await box(page.locator("[data-hero] h1")),
        // Round 89 replaced the first screen's sentence with the first line of "Who we are" (under the cards it stood alone).
        await box(page.locator("#section-1 > p[data-lead]")),
        await box(page.locator("[data-hero] .hero-cards:has(> [data-card=remembrance])")),
        await box(page.locator("main .article > section").first()),
      ];
      if (locale === "ar") expect(Math.abs(lead.x + lead.width - (title.x + title.width)), locale).toBeLessThanOrEqual(1);
      else expect(Math.abs(lead.x - title.x), locale).toBeLessThanOrEqual(1);
      expect(lead.y, locale).toBeGreaterThan(cards.y + cards.height);
      // Under the cards it once stood alone with 90 px of empty page after it.
      expect(first.y - (lead.y + lead.height), locale).toBeLessThan(60);
    }
  });

  test("at 1920 the name, its line and the meeting's notice stand centred on the picture, no band empty under them", async ({ page }) => {
    for (const locale of ["en", "ar"]) {
      await open(page, "peace", `/${locale}`, WIDE);
      const [title, meeting, picture] = [await box(page.locator("[data-hero] h1")), await box(page.locator('[data-hero] [data-card="meeting"]')), await box(page.locator("[data-hero] [data-hero-visual]"))];
      const above = title.y - picture.y;
      const below = picture.y + picture.height - (meeting.y + meeting.height);
      // Round 85 set them at the picture's top: 140 px empty under the notice (ar), none above.
      expect(Math.abs(above - below), locale).toBeLessThanOrEqual(24);
      // Round 88 replaced "under 80 px": the committee's sentence about itself follows the cards now
      // (review r88: the first screen's words stood 8-12 px apart), so the Arabic block, one line
      // under a one-line name, is 30 px shorter beside the 440 px picture; still centred, the same
      // band above and below, never the 140 px under the notice alone.
      expect(below, locale).toBeLessThan(100);
    }
  });

  // Round 87 replaced "level with the middle of its text": centred, the Psalm and the facts floated
  // in the middle of their column with an empty band over them (the review, r87-a). They start level
  // with the first paragraph now and still stay beside the text while it is read (design-review-r87-b);
  // the empty column under them that round 86 met is the sticky aside's way down.
  test("at 1366 a section's quotation or facts stand level with the top of its text and stay beside it while it is read", async ({ page }) => {
    await open(page, "peace", "/en");
    const sections = page.locator("main .article > section:has(> [data-beside])");
    expect(await sections.count()).toBeGreaterThanOrEqual(3);
    let checked = 0;
    for (const section of await sections.all()) {
      const aside = section.locator("> [data-beside]");
      expect(await style(aside, "position")).toBe("sticky");
      const paragraphs = await section.locator("> p").evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().toJSON() as DOMRect));
      const top = Math.min(...paragraphs.map((rect) => rect.top));
      const bottom = Math.max(...paragraphs.map((rect) => rect.bottom));
      const beside = await box(aside);
      if (beside.height >= bottom - top) continue;
      expect(Math.abs(beside.y - top)).toBeLessThanOrEqual(4);
      checked += 1;
    }
    // Round 89: "What we do" is one line over its pillars' cards now, its box taller than that line.
    expect(checked).toBeGreaterThanOrEqual(1);
  });
});

test.describe("round-86: forum", () => {
  test("at 1366 the board and the appeal end the right column with the line, the hall filling the left: no empty tinted band", async ({ page }) => {
    for (const locale of ["en", "de", "ar", "ta"]) {
      await open(page, "forum", `/${locale}`);
      const [board, notes, title, tagline, appeal, hall] = [
        await box(page.locator("[data-hero] > :has(> .hero-cards)")),
        await box(page.locator("[data-hero] .hero-cards")),
        await box(page.locator("[data-hero] h1")),
        await box(page.locator("[data-hero] [data-hero-tagline]")),
        await box(page.locator("[data-hero] [data-hero-appeal]")),
        await box(page.locator("[data-hero] [data-hero-visual]")),
      ];
      // The board ends with the name (it ended 154 px above the appeal beside the hall), its notes
      // filling it.
      expect(Math.abs(board.y + board.height - (title.y + title.height)), locale).toBeLessThanOrEqual(2);
      expect(board.y + board.height - (notes.y + notes.height), locale).toBeLessThan(30);
      // The appeal under the board, level with the line beside it.
      expect(Math.abs(appeal.y - tagline.y), locale).toBeLessThanOrEqual(2);
      expect(appeal.y, locale).toBeGreaterThan(board.y + board.height);
      // The hall from the board's top down to the name.
      expect(Math.abs(hall.y - board.y), locale).toBeLessThanOrEqual(2);
      expect(Math.abs(hall.y + hall.height + 12 - title.y), locale).toBeLessThanOrEqual(2);
      // Everything in the laptop's first screen.
      expect(appeal.y + appeal.height, locale).toBeLessThanOrEqual(DESKTOP.height);
    }
  });

  test("at 1366 Donate is a button as wide as its word with the appeal's line beside it, not a pill across the panel", async ({ page }) => {
    for (const locale of ["en", "ar"]) {
      await open(page, "forum", `/${locale}`);
      const appeal = page.locator("[data-hero] [data-hero-appeal]");
      const [button, line, panel] = [await box(appeal.locator("a")), await box(appeal.locator("p")), await box(appeal)];
      // 505 x 52 px before, heavier than the name above it.
      expect(button.width, locale).toBeGreaterThanOrEqual(150);
      expect(button.width, locale).toBeLessThanOrEqual(280);
      expect(button.width, locale).toBeLessThan(panel.width / 2);
      // Side by side: the line starts where the button does not.
      if (locale === "ar") expect(line.x, locale).toBeGreaterThanOrEqual(button.x + button.width);
      else expect(line.x + line.width, locale).toBeLessThanOrEqual(button.x);
      expect(line.y, locale).toBeLessThan(button.y + button.height);
    }
  });

  test("at night Donate is one filled shape as in the day: no ring of another colour round it", async ({ page }) => {
    for (const scheme of ["dark", "light"] as const) {
      await open(page, "forum", "/ar", DESKTOP, scheme);
      const button = page.locator("[data-hero] [data-hero-appeal] a");
      const [border, fill] = [await style(button, "border-top-color"), await style(button, "background-color")];
      // A 2 px light-orange (251, 154, 82) border round the dark-orange fill read as a focus ring.
      expect(border === fill || border === "rgba(0, 0, 0, 0)", `${scheme}: ${border} round ${fill}`).toBe(true);
    }
  });

  test("at 1366 Media's two films are a row across the page, the articles and the radio side by side under them", async ({ page }) => {
    for (const locale of ["en", "ar"]) {
      await open(page, "forum", `/${locale}`);
      const section = page.locator("main .article > section:has([id^='videos-'])");
      const films = await section.locator("[id^='videos-'] ~ ul > li, [data-fold] ul:has(video, figure) > li").evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect));
      const cards = films.filter((film) => film.width > 0);
      expect(cards.length, locale).toBe(2);
      // 257 px each before, squeezed into the left half.
      for (const card of cards) expect(card.width, locale).toBeGreaterThanOrEqual(500);
      expect(Math.abs((cards[0]?.y ?? 0) - (cards[1]?.y ?? 1)), locale).toBeLessThan(1);
      const [articles, radio] = [await box(section.locator("[id^='press-']")), await box(section.locator("[id^='audio-']"))];
      expect(Math.abs(articles.y - radio.y), locale).toBeLessThanOrEqual(2);
      expect(articles.y, locale).toBeGreaterThan(Math.max(...cards.map((card) => card.bottom)));
    }
  });

  test("on a phone the contact tiles stand on the page's ground across the column, not in a card inside the column", async ({ page }) => {
    await open(page, "forum", "/en", PHONE);
    const card = page.locator("main section[data-block]:has(> h3 + [data-contact])");
    const tiles = card.locator("[data-contact] li");
    await tiles.first().scrollIntoViewIfNeeded();
    // 308 px before: 16 + 24 + 14 px of inset on each side.
    expect((await box(tiles.first())).width).toBeGreaterThanOrEqual(350);
    expect(await style(card, "box-shadow")).toBe("none");
  });

  test("on a phone every event's time stands on its own line under its date, at the line's start", async ({ page }) => {
    await open(page, "forum", "/en/2024", PHONE);
    const rows = page.locator("main table tr:has(> th[scope=row])");
    expect(await rows.count()).toBeGreaterThan(5);
    const placed = await rows.evaluateAll((trs) =>
      trs.map((tr) => {
        const [date, time] = [tr.children[0]!.getBoundingClientRect(), tr.children[1]!.getBoundingClientRect()];
        const text = tr.children[1]!.firstElementChild ?? tr.children[1]!;
        const range = document.createRange();
        range.selectNodeContents(text);
        return { dateX: date.left, dateBottom: date.bottom, timeX: range.getBoundingClientRect().left, timeTop: time.top };
      }),
    );
    for (const row of placed) {
      // "7:30 AM – 6:30 PM" stood alone at the end of a line of its own on Sept 18.
      expect(Math.abs(row.timeX - row.dateX)).toBeLessThanOrEqual(1);
      expect(row.timeTop).toBeGreaterThanOrEqual(row.dateBottom - 1);
    }
  });
});

test.describe("round-86: political", () => {
  test("at 1366 sections 03 and 04 keep their headline and text on the commentaries' column", async ({ page }) => {
    for (const locale of ["en", "ar"]) {
      await open(page, "political", `/${locale}`);
      const column = await box(page.locator("main .article > section#section-2 > p").first());
      for (const id of ["section-4", "section-5"]) {
        for (const part of [page.locator(`main #${id} > h2`), page.locator(`main #${id} > p`).first()]) {
          const shape = await box(part);
          // They jumped 295 px to the page's start edge and ran 612 px wide.
          if (locale === "ar") expect(Math.abs(shape.x + shape.width - (column.x + column.width)), `${locale} ${id}`).toBeLessThanOrEqual(1);
          else expect(Math.abs(shape.x - column.x), `${locale} ${id}`).toBeLessThanOrEqual(1);
          // The house's headline runs over its listing, as wide as it, on one line (round 64).
          if (id === "section-5" && (await part.evaluate((node) => node.tagName)) === "H2") {
            const listing = await box(page.locator('main #section-5 > section[aria-labelledby="property-heading"]'));
            expect(Math.abs(shape.width - listing.width), `${locale} ${id}`).toBeLessThanOrEqual(2);
          } else expect(shape.width, `${locale} ${id}`).toBeLessThanOrEqual(column.width + 1);
        }
      }
      // The films and the listing still run wider than the text. Round 87 replaced "1.5 times the
      // text's width": the films run from the text's edge to the page's end edge now (the review
      // found "Videos" 295 px before its headline), past the text's wider measure by the column after it.
      const films = await box(page.locator("main #section-4 > section[data-block]"));
      const article = await box(page.locator("main .article").first());
      expect(films.width, locale).toBeGreaterThan(column.width + 100);
      if (locale === "ar") expect(Math.abs(films.x - article.x), locale).toBeLessThanOrEqual(2);
      else expect(Math.abs(films.x + films.width - (article.x + article.width)), locale).toBeLessThanOrEqual(2);
    }
  });

  // Round 88 replaced "one illustration: a compact classified with a thumbnail": the reviewer found the
  // 150 x 58 px thumbnail too small to sell a house; the house runs across the notice under its words,
  // the town hall above it a lower 2:1 plate, so the columns still end together.
  test("at 1366 the sale notice shows the house across its width under its words, the columns ending together", async ({ page }) => {
    for (const locale of ["en", "de", "ar", "ta"]) {
      await open(page, "political", `/${locale}`);
      const notice = page.locator('[data-hero] [data-card="forSale"]');
      const [picture, card, line, hall] = [await box(notice.locator("img")), await box(notice), await box(page.locator("[data-hero] [data-hero-tagline]")), await box(page.locator("[data-hero] [data-hero-visual]"))];
      expect(picture.width, locale).toBeGreaterThanOrEqual(card.width - 2);
      // Round 89 replaced "under the notice's words and its way to the listing": the review found the
      // house hanging under the words with no link or caption; it is the notice's picture at its top,
      // the whole notice the link (design-review-r89-c). Still inside the notice.
      expect(picture.y, locale).toBeGreaterThanOrEqual(card.y);
      expect(picture.y + picture.height, locale).toBeLessThanOrEqual(card.y + card.height + 1);
      // The price and the way to the listing stay.
      await expect(notice.locator("a"), locale).toBeVisible();
      // Both columns end together, the town hall's plate reaching down to the notice. Round 89
      // replaced "with the lead commentary": the lead now opens the left column and the line about
      // the site follows it (design-review-r89-c), so that line closes the column.
      expect(Math.abs(card.y + card.height - (line.y + line.height)), locale).toBeLessThanOrEqual(2);
      expect(card.y - (hall.y + hall.height), locale).toBeLessThanOrEqual(32);
      expect(card.y, locale).toBeGreaterThanOrEqual(hall.y + hall.height);
    }
  });

  test("at 1366 'On this page' is a quiet list: the entries in the text's ink, underlined only under the pointer", async ({ page }) => {
    await open(page, "political", "/en");
    const links = page.locator("main nav[data-section-nav] a");
    expect(await links.count()).toBe(4);
    const body = await style(page.locator("main #section-2 > p").first(), "color");
    for (const link of await links.all()) {
      expect(await style(link, "text-decoration-line")).toBe("none");
      expect(await style(link, "color")).toBe(body);
    }
    // Three of four took two lines at 18 px; at the list's size two do at most.
    // Counted on the words' own box: the entries are a 44 px touch target high (round 86's padding).
    const lines = await links.evaluateAll((nodes) =>
      nodes.filter((node) => {
        const style = getComputedStyle(node);
        const words = node.getBoundingClientRect().height - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
        return node.getClientRects().length > 1 || words > 1.5 * parseFloat(style.lineHeight);
      }).length,
    );
    expect(lines).toBeLessThanOrEqual(2);
    await links.first().hover();
    expect(await style(links.first(), "text-decoration-line")).toBe("underline");
  });

  test("on a phone the Tamil line under the name fills its lines instead of balancing them", async ({ page }) => {
    await open(page, "political", "/ta", PHONE);
    const line = page.locator("[data-hero] [data-hero-tagline]");
    // text-wrap: pretty at 16.8 px broke its lines at 60 to 70 % of the column.
    expect(await style(line, "text-wrap-style")).not.toBe("pretty");
  });

  test("Tamil headlines in a heavy sans, as the Arabic ones: not the serif's plain 700 beside Playfair's 800", async ({ page }) => {
    await open(page, "political", "/ta");
    for (const selector of ["[data-hero] [data-lead-title]", "main #section-2 > h2"]) {
      const family = await style(page.locator(selector), "font-family");
      // The Tamil face leads the stack after the Arabic one (each covers only its own script).
      expect(family.split(",")[1]?.trim(), selector).toMatch(/^notoSansTamil/);
      expect(Number(await style(page.locator(selector), "font-weight")), selector).toBeGreaterThanOrEqual(800);
    }
    // The text stays in the serif.
    expect((await style(page.locator("main #section-2 > p").first(), "font-family")).split(",")[1]?.trim()).toMatch(/^notoSerifTamil/);
  });
});
