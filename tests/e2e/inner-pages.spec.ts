import { expect, test, type Page } from "@playwright/test";
import { siteUrl } from "./server-env";
import { columnStretch, emptyColumnStretch, largestTextGap, pieceBoxes } from "./support/side-column";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

/**
 * Inner pages with a column beside the text (a drawing, a fact box, a pull quote or a quotation with
 * its source), and what that column says. Each quote hangs in the column beside a section;
 * `top`: the page's drawing opens the column level with the title (elsewhere it stands beside a
 * later section, the quote being taken from the first).
 */
const pages: readonly { site: string; path: string; facts: readonly string[]; quote?: string; top?: true }[] = [
  {
    site: "peace",
    path: "/en/auschwitz",
    facts: ["Key dates", "Liberation of Auschwitz", "January 27, 1945", "Remembrance on 27 January", "24 since 2009", "every second year, in October"],
    quote: "For ever let this place be a cry of despair and a warning to humanity.",
    top: true,
  },
  {
    site: "writing",
    path: "/en/curriculum",
    facts: ["The training at a glance", "8, one a week, in a cycle", "3 to 10 participants", "University Medical Center Hamburg-Eppendorf"],
    // Words of others, not the page's own sentence set beside another section (round 70).
    quote: "It is not things that disturb us, but our judgements about things.",
    top: true,
  },
  {
    site: "peace",
    path: "/en/work",
    facts: ["At a glance", "second Tuesday of the month, 7:30 PM, parish hall", "first Saturday in September, about 3 km, step-free"],
    quote: "Little children, let us love, not in word or speech, but in truth and action.",
    top: true,
  },
  {
    site: "peace",
    path: "/en/peace",
    facts: ["Dates of prayer", "1 January", "Since 2015", "until Candlemas, 2 February"],
    quote: "Blessed are the peacemakers, for they will be called children of God.",
    top: true,
  },
  // A year's column holds its drawing and its event plan, no quote repeating a sentence beside it.
  {
    site: "forum",
    path: "/en/2024",
    facts: ["Event plan 2024", "Visit to the Lower Saxony state parliament in Hanover"],
    top: true,
  },
  {
    site: "writing",
    path: "/en/firstEdition",
    facts: [],
    quote: "The written word remains.",
    top: true,
  },
];

const aside = (page: Page) => page.locator("main article [data-article-aside]");

/** The column beside the text: its own pieces at its top and those beside their sections. */
const sideColumn = (page: Page) => page.locator("main article :is([data-article-aside], [data-section-beside])");

async function boxOf(page: Page, selector: string) {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not shown`);
  return box;
}

/** The column's first quote (a long page may hold two). */
const quoteOf = (page: Page) => sideColumn(page).locator("blockquote").first();

for (const { site, path, facts, quote, top } of pages) {
  test.describe(`${site}${path}`, () => {
    test("on a wide screen the drawing, fact box and quote stand beside the text", async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await page.goto(siteUrl(site, path));
      for (const fact of facts) await expect(sideColumn(page).filter({ hasText: fact })).toHaveCount(1);
      if (quote) await expect(quoteOf(page)).toHaveText(quote);
      else await expect(sideColumn(page).locator("blockquote")).toHaveCount(0);
      await expect(sideColumn(page).locator("svg").first()).toBeVisible();
      const text = await boxOf(page, "main article #section-1 p");
      const heading = await boxOf(page, "main article h1");
      // Every piece beside the text at the inline end.
      const pieces = await pieceBoxes(page);
      expect(pieces.length).toBeGreaterThanOrEqual(2);
      for (const piece of pieces) expect(piece.x).toBeGreaterThanOrEqual(text.x + text.width);
      // Where the drawing opens the column, it starts level with the title.
      if (top) expect(Math.abs((await boxOf(page, "main article [data-article-aside]")).y - heading.y)).toBeLessThan(80);
      // The text keeps a reading measure and the two together use the width.
      expect(text.width).toBeGreaterThan(520);
      const section = await boxOf(page, "main article #section-1");
      expect(Math.max(...pieces.map((piece) => piece.x + piece.width)) - section.x).toBeGreaterThan(900);
    });

    test("on a phone the top of the column follows the lead, a section's pieces follow its text, and nothing is wider than the screen", async ({ page }) => {
      await page.setViewportSize(PHONE);
      await page.goto(siteUrl(site, path));
      await expect(sideColumn(page).locator("svg").first()).toBeVisible();
      // A pull quote would come right after the sentence it repeats: it waits for a screen with room
      // beside the text. Words of others (a verse, an inscription) follow their section's text.
      for (const quote of await sideColumn(page).locator("figure[aria-hidden=true] blockquote").all()) await expect(quote).toBeHidden();
      for (const quote of await sideColumn(page).locator("figure:not([aria-hidden]) blockquote").all()) await expect(quote).toBeVisible();
      const section = await boxOf(page, "main article #section-1");
      if (top) {
        const lead = await boxOf(page, "main article .lead");
        // The column's head: all of it, or the part over its foot (which a phone sets after the text).
        const column = await boxOf(page, "main article :is([data-article-aside]:not(:has(> [data-aside-end])), [data-article-aside] > :first-child:has(+ [data-aside-end]))");
        expect(column.y).toBeGreaterThanOrEqual(lead.y + lead.height);
        expect(section.y).toBeGreaterThanOrEqual(column.y + column.height);
      }
      for (const beside of await page.locator("main article [data-section-beside]:visible").all()) {
        const [own, text] = [(await beside.boundingBox())!, (await beside.locator("xpath=preceding-sibling::*[1]").boundingBox())!];
        expect(own.y).toBeGreaterThanOrEqual(text.y + text.height);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      // The drawing keeps its 4:3 box at the column's width; on syma's engineer's sheet a landscape
      // strip (2:1) with the drawing whole in it, as at 4:3 the sheet filled the CV's first screen.
      const picture = (await sideColumn(page).locator("svg").first().boundingBox())!;
      const ratio = site === "syma" ? 1 / 2 : 3 / 4;
      expect(Math.abs(picture.width * ratio - picture.height)).toBeLessThan(2);
      expect(picture.x + picture.width).toBeLessThanOrEqual(PHONE.width);
    });
  });
}

/**
 * Inner pages whose column beside the text held all its pieces at its top: at 1366 px the right
 * 40 % of the page stood empty for 2,000 px and more below them. Each piece now stands beside the
 * section it belongs to, so no long stretch of the article has an empty column beside it.
 */
const longPages: readonly (readonly [string, string])[] = [
  ["peace", "/en/peace"],
  ["peace", "/en/work"],
  ["peace", "/ar/work"],
  ["peace", "/ta/peace"],
  ...["2025", "2024", "2023", "2022", "2021", "2020"].map((year) => ["forum", `/en/${year}`] as const),
  ["forum", "/ar/2025"],
  ...["concept", "contentWriting", "authorship", "firstEdition", "sheetsMkt", "exin1"].map((page) => ["writing", `/en/${page}`] as const),
  ["writing", "/ta/concept"],
  ["writing", "/en/curriculum"],
  ["peace", "/en/auschwitz"],
  ["syma", "/en/cv"],
  ["syma", "/ar/cv"],
  ["syma", "/ta/cv"],
];

test.describe("at 1366 px the column beside the text carries something all the way down the page", () => {
  for (const [site, path] of longPages) {
    test(`${site}${path}`, async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await page.goto(siteUrl(site, path));
      const { longest, lastEnd, middle } = await emptyColumnStretch(page);
      expect(lastEnd, "the column's last piece ends in the article's lower half").toBeGreaterThan(middle);
      expect(longest, "no stretch of running text with no picture, quote or box beside it or in it").toBeLessThan(900);
      // Nor with an empty column beside it, whatever the text holds; and no piece runs into another.
      const column = await columnStretch(page);
      expect(column.longest, "no stretch of running text with the column beside it empty").toBeLessThan(800);
      expect(column.overlap, "two pieces of the column cover each other").toBe(false);
      // Nor a hole in the text: a piece taller than its section's text (writing's session box under
      // its quote) left 600 px between the section's last line and the next heading.
      expect(await largestTextGap(page), "the gap between a section's text and the next heading").toBeLessThan(120);
    });
  }
});

test("in Arabic the side column stands to the left of the text, with the memorial's inscription quoted", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto(siteUrl("peace", "/ar/auschwitz"));
  await expect(aside(page)).toContainText("تواريخ أساسية");
  await expect(quoteOf(page)).toContainText("صرخةَ يأسٍ وتحذيرًا للبشرية");
  const column = await boxOf(page, "main article [data-article-aside]");
  const section = await boxOf(page, "main article #section-1");
  expect(column.x + column.width).toBeLessThanOrEqual(section.x);
});

test("the imprint sums up its data protection in five points between the card and the switch of the browser's remembering, in the page's language", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto(siteUrl("writing", "/en/imprint"));
  const pieces = aside(page).locator(":scope > *");
  await expect(pieces).toHaveCount(3);
  await expect(pieces.nth(0)).toHaveAttribute("data-responsible", "");
  await expect(pieces.nth(1)).toHaveAttribute("data-imprint-glance", "");
  await expect(pieces.nth(2)).toHaveAttribute("id", "remembering");
  const glance = aside(page).locator("[data-imprint-glance]");
  await expect(glance.locator("h2")).toHaveText("Your data at a glance");
  await expect(glance.locator("dt")).toHaveText(["Cookies", "Tracking", "Server logs", "Your settings", "Your rights"]);
  await expect(glance.locator("dd").nth(2)).toHaveText("Kept seven days to keep the site secure, then deleted.");
  await expect(glance.locator("dd").first()).toHaveText("None for visitors; signing in sets one, signing out removes it.");
  // The switch is on the page wherever the boxes stand, beside the glance or under it on a phone.
  await expect(glance.locator("dd").nth(3)).toHaveText("Stay in this browser; the switch on this page deletes them.");
  // Their headings at one step, the card's, not the article's larger one.
  const size = async (selector: string) => parseFloat(await aside(page).locator(selector).first().evaluate((node) => getComputedStyle(node).fontSize));
  expect(await size("[data-imprint-glance] h2")).toBe(await size("[data-responsible] h2"));
  expect(await size("#remembering h2")).toBe(await size("[data-responsible] h2"));
  await page.goto(siteUrl("writing", "/de/imprint"));
  await expect(aside(page).locator("[data-imprint-glance] h2")).toHaveText("Datenschutz auf einen Blick");
  await expect(aside(page).locator("[data-imprint-glance] dt").first()).toHaveText("Cookies");
  // A site with no sign-in of its own sets no cookie at all, and its box says so.
  await page.goto(siteUrl("tax", "/en/imprint"));
  await expect(aside(page).locator("[data-imprint-glance] dd").first()).toHaveText("None: this site has no sign-in.");
});

// Round 72 replaced the row of three boxes of one height: the card of who answers, the shortest,
// stood 221-259 px empty at its foot. It now runs across the page as a letterhead, the other two
// side by side under it, still of one height. Round 75 set the memorial sites' letterhead as a
// centred plate (design-review-r75.spec.ts): the writing group stands in for the peace committee.
// Round 77 gave the practical and the public service's imprints (forum, tax, lobby) a side panel
// instead (design-review-r77.spec.ts): syma and languages stand in for the lobby and the forum.
test("the imprint sets who answers across the page as a letterhead, the glance and the remembering side by side of one height under it, then its clauses", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  for (const [site, locale] of [["writing", "en"], ["syma", "en"], ["political", "en"], ["languages", "ar"], ["morpheme", "ta"]] as const) {
    const where = `${site}/${locale}`;
    await page.goto(siteUrl(site, `/${locale}/imprint`));
    const card = aside(page).locator("[data-responsible]");
    if (locale === "en") await expect(card.locator("h2")).toHaveText("Responsible for this site");
    await expect(card.locator("address")).toContainText("Lindenweg 12");
    // A legal page, not a picture page: the site's drawing is left out.
    await expect(page.locator("main [data-site-picture]")).toHaveCount(0);
    const boxes = await aside(page)
      .locator(":scope > *")
      .evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect()).map(({ x, y, width, height }) => ({ x: Math.round(x), y: Math.round(y), width: Math.round(width), height: Math.round(height) })));
    expect(boxes, where).toHaveLength(3);
    const [letterhead, glance, remembering] = boxes as [(typeof boxes)[0], (typeof boxes)[0], (typeof boxes)[0]];
    // The letterhead spans the two boxes under it.
    expect(Math.abs(letterhead.x - Math.min(glance.x, remembering.x)), where).toBeLessThanOrEqual(1);
    expect(Math.abs(letterhead.x + letterhead.width - Math.max(glance.x + glance.width, remembering.x + remembering.width)), where).toBeLessThanOrEqual(1);
    expect(glance.y, where).toBeGreaterThan(letterhead.y + letterhead.height);
    // The two under it level and of one height, the glance first in reading order.
    expect(Math.abs(glance.y - remembering.y), where).toBeLessThanOrEqual(1);
    expect(Math.abs(glance.height - remembering.height), where).toBeLessThanOrEqual(1);
    if (locale === "ar") expect(glance.x, where).toBeGreaterThan(remembering.x);
    else expect(glance.x, where).toBeLessThan(remembering.x);
    // No box stands empty under its content for more than a few lines (the card of who answers stood
    // 221-259 px empty). Measured once the switch of the remembering is on the page.
    await expect(aside(page).locator("#remembering [role=switch]")).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    const feet = await aside(page)
      .locator(":scope > *")
      .evaluateAll((nodes) =>
        nodes.map((node) => {
          const last = Math.max(...Array.from(node.children, (child) => child.getBoundingClientRect().bottom));
          return Math.round(node.getBoundingClientRect().bottom - parseFloat(getComputedStyle(node).paddingBottom) - last);
        }),
      );
    for (const foot of feet) expect(foot, `${where}: ${JSON.stringify(feet)}`).toBeLessThan(140);
    // The address as a letter's: mail and web in a column of their own beside the postal lines.
    const [postal, mail] = [await boxOf(page, "main [data-responsible] address > :first-child"), await boxOf(page, "main [data-responsible] address > :has(.u-email)")];
    if (locale === "ar") expect(mail.x + mail.width, where).toBeLessThan(postal.x);
    else expect(mail.x, where).toBeGreaterThan(postal.x + postal.width);
    expect(mail.y, where).toBeLessThan(postal.y + 2 * postal.height);
    // The clauses follow under the boxes.
    const section = await boxOf(page, "main article #section-1");
    expect(section.y, where).toBeGreaterThan(glance.y + glance.height);
  }
  await page.goto(siteUrl("peace", "/en/imprint"));
  const card = aside(page).locator("[data-responsible]");
  // The address already shows mail and web; the switch opens only the numbers, and says so.
  await expect(card.getByText("Show phone numbers")).toBeVisible();
  await expect(card.locator("summary + ul a[href^='mailto:']")).toHaveCount(0);
  // The owner's nickname names his own site; a parish's visitors are not told it.
  await expect(card).not.toContainText("SyMa");
});

// Replaced on purpose in round 74: the columns ended level as whole paragraphs allowed, and the
// second column opened on a clause's later paragraphs, their heading at the first column's foot (two
// reviewers read it as text out of order). Clauses now stand whole; the columns end apart by at most
// the clause that would have been cut. Round 77 set the clauses of the practical, the public
// service's and the memorials' imprints (forum, tax, lobby, vault, peace) in one column
// (design-review-r77.spec.ts): writing and languages stand in for them here.
test("the imprint's clauses run in two columns of whole clauses that end as level as whole clauses allow, in every script", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  // Beside a column of boxes the text ended 340-610 px after them (syma, tax) or 300-890 px before them (lobby).
  // Round 71: balanced to the line, a paragraph was cut between one column's foot and the next one's
  // head ("… language on your | device;").
  for (const [site, locale] of [
    ["syma", "en"],
    ["writing", "en"],
    ["languages", "de"],
    ["writing", "ta"],
    ["morpheme", "ar"],
    ["political", "ta"],
  ] as const) {
    await page.goto(siteUrl(site, `/${locale}/imprint`));
    const ends = await page.locator("main [data-article-body]").evaluate((body) => {
      const frame = body.getBoundingClientRect();
      const middle = frame.left + frame.width / 2;
      const paragraphs = [...body.querySelectorAll("p")];
      const lines = [...body.querySelectorAll("h2, p")].flatMap((element) => [...element.getClientRects()]);
      return {
        left: Math.max(...lines.filter((line) => line.right <= middle).map((line) => line.bottom)),
        right: Math.max(...lines.filter((line) => line.left >= middle).map((line) => line.bottom)),
        split: paragraphs.filter((paragraph) => new Set([...paragraph.getClientRects()].map((line) => Math.round(line.left))).size > 1).length,
        // What the columns may not cut: a clause.
        tallest: Math.max(...[...body.querySelectorAll(":scope > section")].map((section) => section.getBoundingClientRect().height)),
      };
    });
    expect(Number.isFinite(ends.left) && Number.isFinite(ends.right), `${site} ${locale}: two columns`).toBe(true);
    expect(ends.split, `${site} ${locale}: paragraphs cut between the columns`).toBe(0);
    expect(Math.abs(ends.left - ends.right), `${site} ${locale}: ${JSON.stringify(ends)}`).toBeLessThanOrEqual(ends.tallest + 40);
  }
});

test("the imprint numbers its legal clauses in the site's manner, the text at 16 px or more", async ({ page }) => {
  for (const [site, locale, counter] of [
    ["vault", "en", "upper-roman"],
    ["political", "ar", "decimal-leading-zero"],
    ["morpheme", "ta", "counter(clause)"],
  ] as const) {
    await page.goto(siteUrl(site, `/${locale}/imprint`));
    const heading = page.locator("main [data-imprint] #section-1 > h2");
    const number = await heading.evaluate((element) => getComputedStyle(element, "::before").content);
    expect(number, site).toContain(counter);
    const sizes = await page.locator("main [data-imprint] section[id^=section-] p").evaluateAll((paragraphs) => paragraphs.map((paragraph) => parseFloat(getComputedStyle(paragraph).fontSize)));
    expect(sizes.length, site).toBeGreaterThan(2);
    expect(Math.min(...sizes), site).toBeGreaterThanOrEqual(16);
  }
});

test("a ruled index's chapters count up over their headings (01, 02, …): syma's start page and CV, political's start page (whose first section is its lead article)", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  for (const [site, path] of [["syma", "/en"], ["syma", "/en/cv"], ["political", "/en"]] as const) {
    await page.goto(siteUrl(site, path));
    // The number is drawn by a CSS counter above each heading: what the visitor sees is its picture.
    const numbers: Buffer[] = [];
    for (const heading of await page.locator("main section[id^=section-] > h2").all()) {
      await heading.scrollIntoViewIfNeeded();
      const box = (await heading.boundingBox())!;
      const line = await heading.evaluate((element) => {
        const before = getComputedStyle(element, "::before");
        return { top: parseFloat(getComputedStyle(element).paddingTop), height: parseFloat(before.lineHeight) || parseFloat(before.fontSize) * 1.5 };
      });
      numbers.push(await page.screenshot({ clip: { x: box.x, y: box.y + line.top, width: 40, height: line.height } }));
    }
    expect(numbers.length, path).toBeGreaterThanOrEqual(3);
    for (let index = 1; index < numbers.length; index++) expect(numbers[index]!.equals(numbers[index - 1]!), `${path}: heading ${index + 1} repeats its number`).toBe(false);
  }
});

test("in Arabic the imprint's card keeps the postcode before the town, as a German address is written", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto(siteUrl("vault", "/ar/imprint"));
  const address = page.locator("main [data-responsible] address");
  const postcode = await address.locator(".p-postal-code").boundingBox();
  const town = await address.locator(".p-locality").boundingBox();
  if (!postcode || !town) throw new Error("the card shows no postcode and town");
  expect(postcode.y).toBe(town.y);
  // Read left to right like the rest of the address: "49074 Osnabrück", not "Osnabrück 49074".
  expect(postcode.x + postcode.width).toBeLessThan(town.x);
});

test("on a phone the imprint's card follows the lead, before the text it is referred to in", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto(siteUrl("vault", "/ta/imprint"));
  const lead = await boxOf(page, "main article .lead");
  const card = await boxOf(page, "main article [data-responsible]");
  const section = await boxOf(page, "main article #section-1");
  expect(card.y).toBeGreaterThanOrEqual(lead.y + lead.height);
  expect(section.y).toBeGreaterThanOrEqual(card.y + card.height);
  await expect(page.locator("main [data-site-picture]")).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
});

for (const year of ["2025", "2020"]) {
  test(`forum /${year}: the year's event plan stands in the column under its drawing, after the story on a phone`, async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(siteUrl("forum", `/en/${year}`));
    const plan = page.locator("main table");
    await expect(plan.locator("thead th")).toHaveText(["Date", "Time", "Event", "Place"]);
    const [table, column, drawing] = [await boxOf(page, "main table"), await boxOf(page, "main article [data-article-aside]"), await boxOf(page, "main article [data-article-aside] svg")];
    // In the column beside the story, under the year's drawing: across the page under the text it
    // left the column beside the story empty for 300 to 580 px.
    expect(table.x).toBeGreaterThanOrEqual(column.x - 1);
    expect(table.x + table.width).toBeLessThanOrEqual(column.x + column.width + 1);
    expect(table.y).toBeGreaterThan(drawing.y + drawing.height);
    // Two lines an event in the column's width: the date with its time on one line.
    const first = plan.locator("tbody tr").first();
    const [date, time] = [await boxOf(page, "main table tbody tr:first-child th"), await boxOf(page, "main table tbody tr:first-child td:nth-child(2)")];
    expect(Math.abs(date.y - time.y)).toBeLessThanOrEqual(4);
    expect((await first.boundingBox())!.height).toBeLessThan(100);
    await page.setViewportSize(PHONE);
    const rows = plan.locator("tbody tr");
    const [one, two] = [await rows.first().boundingBox(), await rows.nth(1).boundingBox()];
    if (!one || !two) throw new Error("the plan's rows are not shown");
    // After the story, one event under the other, each as wide as the screen allows.
    const storyEnd = await page.evaluate(() => {
      const sections = document.querySelectorAll("main article section[id^='section-']");
      return sections[sections.length - 1]!.getBoundingClientRect().bottom;
    });
    expect(one.y).toBeGreaterThan(storyEnd);
    expect(two.y).toBeGreaterThanOrEqual(one.y + one.height);
    expect(one.x + one.width).toBeLessThanOrEqual(PHONE.width);
    await expect(rows.first().locator("th time")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });
}

test("forum's year pages: the story and the column with the year's plan end within 360 px of each other in every language", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  for (const locale of ["en", "ar", "ta"]) {
    for (const year of ["2025", "2024", "2022", "2021"]) {
      await page.goto(siteUrl("forum", `/${locale}/${year}`));
      const ends = await page.evaluate(() => {
        const sections = document.querySelectorAll("main article section[id^='section-']");
        return { text: sections[sections.length - 1]!.getBoundingClientRect().bottom, column: document.querySelector("main article [data-aside-end]")!.getBoundingClientRect().bottom };
      });
      expect(Math.abs(ends.column - ends.text), `${locale}/${year}`).toBeLessThan(360);
    }
  }
});

test("forum's year reports read larger and more open on a wide screen than syma's text in the same body size", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  const reading = async (site: string, path: string) => {
    await page.goto(siteUrl(site, path));
    return page.locator("main .article section > p").first().evaluate((element) => {
      const style = getComputedStyle(element);
      return { size: Number.parseFloat(style.fontSize), leading: Number.parseFloat(style.lineHeight) / Number.parseFloat(style.fontSize) };
    });
  };
  const forum = await reading("forum", "/en/2025");
  const syma = await reading("syma", "/en/cv");
  expect(forum.size).toBeGreaterThanOrEqual(19);
  expect(forum.leading).toBeGreaterThanOrEqual(1.65);
  // Both sites' body size is the same: only forum's theme asks for reading text.
  // Round 87 replaced "syma's text smaller than forum's": a reviewer found syma's CV at 17 px beside
  // its start page's 19 and asked for 19 px on every page of that site; forum's reports still read
  // more open, never smaller.
  expect(syma.size).toBeLessThanOrEqual(forum.size);
  expect(forum.leading).toBeGreaterThan(syma.leading);
  await page.setViewportSize(PHONE);
  expect((await reading("forum", "/en/2025")).size).toBeLessThan(forum.size);
});

// Round 83 replaced the folded long sections ("How I work" showed one of its three short paragraphs
// behind "Read more"): every section reads whole, 120 words a one-page site need not hide.
test("syma's start page on a phone reads as a CV: what he does, the skills, every section whole, then the contact card", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto(siteUrl("syma", "/en"));
  const skills = await boxOf(page, "main [data-hero] section[data-block]");
  const lastSection = await boxOf(page, "main article #section-4");
  const card = await boxOf(page, "main article [data-article-aside]");
  expect(lastSection.y).toBeGreaterThan(skills.y + skills.height);
  expect(card.y).toBeGreaterThanOrEqual(lastSection.y + lastSection.height);
  // Every section reads whole, no switch for the rest.
  await expect(page.locator("main article section[id^='section-'] details")).toHaveCount(0);
  for (const paragraph of await page.locator("main article #section-2 > p").all()) await expect(paragraph).toBeVisible();
  // 4,786 px with "How I work" folded; whole it adds its two paragraphs, no more.
  // Round 89 replaced the bound of 5,300 px: the same words now stand as the offers' three cards (each
  // label on its own line over its text, 54 px of frame and padding a card, 318 px lines: 807 px for
  // the three paragraphs' 551), the terms as a pull-out (247 px for the sentence's 136) and his
  // number and address under the actions (47 px): 5,585 px with no band of empty page. 5,700 px keeps
  // the check on anything hidden or folded open beyond those parts.
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(5700);
});

test("syma's and vault's inner pages set each section's heading in a margin beside its text on a wide screen, above it on a phone", async ({ page }) => {
  for (const [site, path] of [["syma", "/en/cv"]] as const) {
    await page.setViewportSize(DESKTOP);
    await page.goto(siteUrl(site, path));
    const heading = await boxOf(page, "main article #section-1 > h2");
    const text = await boxOf(page, "main article #section-1 > p");
    expect(text.x + text.width <= heading.x || heading.x + heading.width <= text.x, `${site}${path}`).toBe(true);
    expect(Math.abs(text.y - heading.y), `${site}${path}`).toBeLessThan(40);
    await page.setViewportSize(PHONE);
    const narrowHeading = await boxOf(page, "main article #section-1 > h2");
    const narrowText = await boxOf(page, "main article #section-1 > p");
    expect(narrowText.y).toBeGreaterThanOrEqual(narrowHeading.y + narrowHeading.height);
  }
});

test("syma's and vault's imprints set each heading above its text on a wide screen too, on at most two lines", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  for (const [site, path] of [["syma", "/en/imprint"], ["vault", "/en/imprint"], ["vault", "/ta/imprint"], ["syma", "/ta/imprint"]] as const) {
    await page.goto(siteUrl(site, path));
    const headings = page.locator("main article section[id^='section-'] > h2");
    const count = await headings.count();
    expect(count, `${site}${path}`).toBeGreaterThan(1);
    for (let index = 0; index < count; index += 1) {
      const heading = headings.nth(index);
      const text = heading.locator("xpath=following-sibling::p[1]");
      const [headingBox, textBox] = [await heading.boundingBox(), await text.boundingBox()];
      expect(textBox!.y, `${site}${path} #${index}`).toBeGreaterThanOrEqual(headingBox!.y + headingBox!.height - 1);
      const lines = await heading.evaluate((element) => Math.round(element.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(element).lineHeight)));
      expect(lines, `${site}${path} #${index}`).toBeLessThanOrEqual(2);
    }
  }
});

test.describe("syma's start page below the first screen", () => {
  const hero = "main [data-hero]";
  for (const viewport of [DESKTOP, PHONE]) {
    test(`at ${viewport.width} px the sections start where the first screen starts`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(siteUrl("syma", "/en"));
      const first = await boxOf(page, hero);
      const sections = page.locator("main article section[id^='section-']");
      await expect(sections).toHaveCount(4);
      for (const x of await sections.evaluateAll((all) => all.map((section) => section.getBoundingClientRect().x))) {
        expect(Math.abs(x - first.x)).toBeLessThan(1);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    });
  }

  test("at 1366 px the contents span the first screen's frame, the sections below it, and the contact card closes the page across the frame, in Arabic too", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    for (const locale of ["en", "ar"]) {
      await page.goto(siteUrl("syma", `/${locale}`));
      const first = await boxOf(page, hero);
      const card = await boxOf(page, "main article [data-article-aside] section");
      // Round 85 replaced the contents under the first screen: they stand in it, right under the
      // drawing (on a phone they stood some 1,900 px down; design-review-r85-a), still above the sections.
      const contents = await boxOf(page, "main [data-hero] > [data-section-nav]");
      const section = await boxOf(page, "main article #section-1");
      const last = await boxOf(page, "main article #section-4");
      // Everything on the first screen's frame: beside the contact card's six rows the contents had left 280 px empty.
      for (const [name, found] of [["section", section], ["card", card]] as const) {
        expect(Math.abs(found.x - first.x), `${locale} ${name}`).toBeLessThan(1);
        expect(Math.abs(found.width - first.width), `${locale} ${name}`).toBeLessThan(1);
      }
      expect(section.y, locale).toBeGreaterThan(contents.y + contents.height);
      expect(card.y, locale).toBeGreaterThan(last.y + last.height - 1);
    }
  });

  test("the contact is an open card: its buttons show without a click and the visitor can still close them", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(siteUrl("syma", "/en"));
    const card = page.locator("main section.card", { has: page.getByRole("heading", { name: "Contact" }) });
    const phone = card.locator("a[href='tel:+495416002140']");
    await expect(phone).toBeVisible();
    for (const href of ["tel:+491705550142", "https://signal.me/#p/+491705550142", "mailto:kontakt@syma.example"]) {
      await expect(card.locator(`a[href='${href}']`)).toBeVisible();
    }
    await expect(card.locator("a[href^='https://syma.example']")).toBeVisible();
    // The messenger row names the service and the number, not the link's raw address.
    await expect(card.locator("a[href='https://signal.me/#p/+491705550142']")).toContainText("Signal: +49 170 5550142");
    // Every row ends with what it does, so the fax's "Copy" reads as one of a set, not the odd one out.
    await expect(phone).toContainText("Call");
    await expect(card.locator("a[href='mailto:kontakt@syma.example']")).toContainText("Write");
    await expect(card.getByRole("button", { name: /^Fax/ })).toContainText("Copy");
    // Every button inside the card, a long messenger address wrapping inside its own.
    const cardBox = await card.boundingBox();
    if (!cardBox) throw new Error("the contact card is not shown");
    for (const box of await card.locator("a").evaluateAll((links) => links.map((link) => link.getBoundingClientRect().toJSON() as DOMRect))) {
      expect(box.x + box.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
    }
    // The first screen's "Get in touch" leads to the card.
    await expect(page.getByRole("link", { name: "Get in touch" })).toHaveAttribute("href", /^#contact-\d+-heading$/);
    await card.getByText("Hide contact details").click();
    await expect(phone).toBeHidden();
    await card.getByText("Show contact details").click();
    await expect(phone).toBeVisible();
  });
});

test.describe("peace's fact cards on the first screen", () => {
  for (const locale of ["en", "ar", "ta"]) {
    test(`(${locale}) at 1366 px each card has room: at least 220 px wide, its text inside it, its label above a larger value`, async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await page.goto(siteUrl("peace", `/${locale}`));
      await expect(page.locator("main [data-hero] [data-card]")).toHaveCount(3);
      const cards = page.locator("main [data-hero] [data-card]:not([data-card=meeting])");
      await expect(cards).toHaveCount(2);
      for (const card of await cards.all()) {
        const box = await card.boundingBox();
        if (!box) throw new Error("a fact card is not shown");
        expect(box.width).toBeGreaterThanOrEqual(220);
        const fits = await card.evaluate((element) => [...element.querySelectorAll("*")].every((child) => child.scrollWidth <= child.clientWidth + 1 || child.clientWidth === 0));
        expect(fits).toBe(true);
        const [label, value] = await card.evaluate((element) =>
          [element.querySelector("h2"), element.querySelector("h2 + p")].map((node) => (node ? parseFloat(getComputedStyle(node).fontSize) : 0)),
        );
        expect(value).toBeGreaterThan((label ?? 0) * 1.3);
      }
      // Two cards, side by side in a row of their own under the picture.
      const [first, second] = await cards.evaluateAll((all) => all.map((card) => card.getBoundingClientRect().toJSON() as DOMRect));
      const picture = await boxOf(page, "main [data-hero-visual]");
      expect(first?.y).toBeGreaterThan(picture.y + picture.height);
      // Every language shares the row (Tamil once stacked its cards, which read as another layout).
      expect(Math.abs((first?.y ?? 0) - (second?.y ?? 1))).toBeLessThan(1);
    });
  }

  for (const [width, height] of [
    [1366, 768],
    [390, 844],
  ] as const) {
    test(`at ${width} px the committee's meeting, when and where, stands in the first screen under the name, not in the article's prose`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.goto(siteUrl("peace", "/en"));
      const meeting = page.locator("main [data-hero] [data-card=meeting]");
      await expect(meeting).toContainText("Second Tuesday of the month, 7:30 PM");
      await expect(meeting).toContainText("Kirchplatz 4");
      const box = await boxOf(page, "main [data-hero] [data-card=meeting]");
      const title = await boxOf(page, "main [data-hero] h1");
      expect(box.y).toBeGreaterThan(title.y + title.height);
      expect(box.y + box.height).toBeLessThanOrEqual(height);
      // Under the name and its line, above the day's gospel.
      // Round 89 made the day's gospel the band's first card: its part index is 0 now, so the
      // heading's id is matched by its start.
      const gospel = await boxOf(page, '[data-hero] section[aria-labelledby^="hero-gospelToday-"]');
      expect(box.y + box.height).toBeLessThan(gospel.y);
    });
  }
});

test("forum's imprint shows the card of the parish responsible, with its address and contact buttons from the forum's data", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto(siteUrl("forum", "/en/imprint"));
  const card = aside(page).locator("[data-responsible]");
  await expect(card.locator("h2")).toHaveText("Responsible for this site");
  const address = card.locator("address.h-card");
  for (const text of ["Katholische Kirchengemeinde St. Marien Hollmünde", "Sozialforum St. Marien Hollmünde", "Kirchplatz 4", "49599 Hollmünde", "Germany", "sozialforum@st-marien.example", "st-marien.example/sozialforum"]) {
    await expect(address).toContainText(text);
  }
  await expect(address.locator(".p-org")).toHaveText("Katholische Kirchengemeinde St. Marien Hollmünde");
  await card.getByText("Show phone numbers").click();
  await expect(card.locator("a[href='tel:+495461704010']")).toBeVisible();
  await expect(card.locator("a[href='https://wa.me/491515550199']")).toBeVisible();
  await page.goto(siteUrl("forum", "/ar/imprint"));
  await expect(aside(page).locator("[data-responsible] h2")).toHaveText("المسؤول عن هذا الموقع");
  await expect(aside(page).locator("[data-responsible] address")).toContainText("ألمانيا");
});

test("political's imprint is a newspaper's inside page on a wide screen: the headline and standfirst across, the fact boxes under them, the text in two columns", async ({ page }) => {
  for (const [width, locale] of [[1366, "en"], [1920, "en"], [1366, "ar"], [1920, "ta"]] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(siteUrl("political", `/${locale}/imprint`));
    const where = `${locale} at ${width}`;
    const [head, article, lead, card, first] = [
      await boxOf(page, "main article > :first-child"),
      await boxOf(page, "main article"),
      await boxOf(page, "main article .lead"),
      await boxOf(page, "main article [data-responsible]"),
      await boxOf(page, "main article #section-1"),
    ];
    // The headline's row runs across the page, over the fact boxes and the text, not beside a column.
    expect(card.y, where).toBeGreaterThan(lead.y + lead.height);
    expect(first.y, where).toBeGreaterThan(card.y + card.height);
    expect(head.width + 2, where).toBeGreaterThanOrEqual(article.width);
    // The standfirst in italics where the script has them (Arabic and Tamil letters are not slanted).
    expect(await page.locator("main article .lead").evaluate((element) => getComputedStyle(element).fontStyle), where).toBe(locale === "en" ? "italic" : "normal");
    // Two columns of text, each at a newspaper's measure: 40 to 75 letters a line (counted on the
    // long paragraphs). A clause stands whole in one column, so the columns are those of the sections.
    const columns = await page.locator("main article [data-article-body] > section > :is(p, div > p)").evaluateAll((paragraphs) =>
      paragraphs.map((paragraph) => {
        const range = document.createRange();
        range.selectNodeContents(paragraph);
        const rects = [...range.getClientRects()].filter((rect) => rect.width > 2);
        const lines = new Set(rects.map((rect) => Math.round(rect.top))).size;
        const length = (paragraph.textContent ?? "").length;
        return { long: length > 160, letters: length / lines, column: Math.round(paragraph.getBoundingClientRect().left / 100) };
      }),
    );
    expect(new Set(columns.map((found) => found.column)).size, where).toBe(2);
    for (const { letters } of columns.filter((found) => found.long)) {
      expect(letters, where).toBeLessThanOrEqual(75);
      expect(letters, where).toBeGreaterThanOrEqual(locale === "ta" ? 30 : 40);
    }
  }
});

test.describe("the writing course reads as a course", () => {
  test("its titles take the section face; the handwriting stays on the start page's title", async ({ page }) => {
    const faceOf = (selector: string) => page.locator(selector).first().evaluate((element) => getComputedStyle(element).fontFamily);
    await page.goto(siteUrl("writing", "/en"));
    const hand = await faceOf("#hero-title");
    await page.goto(siteUrl("writing", "/en/concept"));
    const title = await faceOf("main .article h1");
    expect(title).not.toBe(hand);
    expect(title).toBe(await faceOf("main .article h2"));
    // No Tamil pen stroke under an inner title (it stood in for the handwriting).
    await page.goto(siteUrl("writing", "/ta/concept"));
    expect(await page.locator("main .article h1").evaluate((element) => getComputedStyle(element, "::after").display)).toBe("none");
  });

  for (const locale of ["en", "ar"] as const) {
    test(`a course page (${locale}) says its place over its title and leads on to the parts before and after it`, async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await page.goto(siteUrl("writing", `/${locale}/curriculum`));
      const place = page.locator("main [data-group-place]");
      await expect(place).toContainText(locale === "en" ? "Part 2 of 6" : "الجزء 2 من 6");
      expect((await place.boundingBox())!.y).toBeLessThan((await page.locator("main h1").boundingBox())!.y);
      const steps = page.locator("main nav[data-group-nav] a");
      await expect(steps).toHaveCount(2);
      await expect(steps.first()).toHaveAttribute("href", `/${locale}/concept`);
      await expect(steps.first()).toHaveAttribute("rel", "prev");
      await expect(steps.last()).toHaveAttribute("href", `/${locale}/authorship`);
      await expect(steps.last()).toHaveAttribute("rel", "next");
      // The first part has no part before it; a page outside the course says no place.
      await page.goto(siteUrl("writing", `/${locale}/concept`));
      await expect(page.locator("main nav[data-group-nav] a")).toHaveCount(1);
      await page.goto(siteUrl("writing", `/${locale}/contentWriting`));
      await expect(page.locator("main [data-group-place]")).toHaveCount(0);
    });
  }

  test("its drawings are taped in as prints, like the start page's picture, and a session's steps stand in a box", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(siteUrl("writing", "/en/concept"));
    // The page's drawing beside its title, and the session's clock beside the section that tells it,
    // smaller and askew the other way, as prints pinned by hand.
    const prints = page.locator("main [data-picture-frame=print]");
    await expect(prints).toHaveCount(2);
    const [top, clock] = [prints.first(), page.locator("main #section-2 [data-section-beside] [data-picture-frame=print]")];
    await expect(clock).toHaveAttribute("aria-label", /clock/);
    const turns = await Promise.all([top, clock].map((print) => print.evaluate((element) => parseFloat(getComputedStyle(element).rotate))));
    expect(turns[0]! * turns[1]!, "the two prints lean opposite ways").toBeLessThan(0);
    expect((await clock.boundingBox())!.width).toBeLessThan((await top.boundingBox())!.width);
    const box = page.locator("main #section-2 dl");
    await expect(box).toContainText("five minutes of writing");
    await expect(page.locator("main #section-2")).toContainText("A session at a glance");
  });
});
