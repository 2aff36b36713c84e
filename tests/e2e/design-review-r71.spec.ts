import { expect, test, type Locator, type Page } from "@playwright/test";
import en from "../../messages/en.json" with { type: "json" };
import { siteUrl } from "./server-env";
import { box, DESKTOP, PHONE } from "./support/geometry";
import { lineCount } from "./support/lines";
import { signInForTools } from "./support/various";

/** What the round-71 review held against the sites, and what a visitor now sees. */


/** The distinct start edges of a paragraph's lines (right in a right-to-left one). */
const startEdgesOf = (paragraphs: Locator) =>
  paragraphs.evaluateAll((nodes) =>
    nodes.map((node) => {
      const rtl = getComputedStyle(node).direction === "rtl";
      return new Set([...node.getClientRects()].map((line) => Math.round(rtl ? line.right : line.left))).size;
    }),
  );

async function addressOn(page: Page, site: string, path: string, address: string) {
  await page.goto(siteUrl(site, path));
  return page.locator("main .mail-address a").filter({ hasText: address }).first();
}

test.describe("round-71 review: e-mail addresses", () => {
  test("an address that fits its line moves to the next one whole, on a phone and a laptop, not cut at its '@'", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    // "friedensausschuss" ended one line and "@st-marien.example" began the next.
    expect(await lineCount(await addressOn(page, "peace", "/en/work", "friedensausschuss@st-marien.example"))).toBe(1);
    expect(await lineCount(await addressOn(page, "peace", "/en/imprint", "friedensausschuss@st-marien.example"))).toBe(1);
    // A person's card on the forum's imprint: "anna.becker@st-marien" stood over ".example".
    expect(await lineCount(await addressOn(page, "forum", "/en/imprint", "anna.becker@st-marien.example"))).toBe(1);
    await page.setViewportSize(PHONE);
    expect(await lineCount(await addressOn(page, "forum", "/en", "sozialforum@st-marien.example"))).toBe(1);
    expect(await lineCount(await addressOn(page, "peace", "/ta/imprint", "friedensausschuss@st-marien.example"))).toBe(1);
  });
});

test.describe("round-71 review: the members' area", () => {
  test("the overview's chat card, not open to a shared access, carries a lock before its note and no arrow at its title", async ({ page }) => {
    await signInForTools(page, "forum");
    await page.goto(siteUrl("forum", "/en/dashboard"));
    const chat = page.locator("main [data-link-cards] > li").filter({ hasText: en.members.overview.closedShared });
    await expect(chat.locator("p svg")).toHaveCount(1);
    expect(await chat.locator("h3").evaluate((heading) => getComputedStyle(heading, "::after").content)).toBe("none");
    // An open card keeps its arrow.
    const tools = page.locator("main [data-link-cards] > li").filter({ has: page.getByRole("link", { name: en.paths.various, exact: true }) });
    expect(await tools.locator("h3").evaluate((heading) => getComputedStyle(heading, "::after").content)).toContain("→");
  });

  test("the tools hub's settings card leads straight to each of its groups, and the other sites' tools are named one a line", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await signInForTools(page, "forum");
    await page.goto(siteUrl("forum", "/en/various"));
    const parts = page.getByRole("list", { name: en.members.hub.settingsParts }).getByRole("link");
    const headings = en.storage.settings.headings;
    // Round 85 replaced the one list of seven: the four parts every member uses, then the
    // administrator's three in a quieter "Advanced" list; each still leads straight to its group.
    await expect(parts).toHaveText([headings.browserData, headings.statistics, headings.tidyUp, headings.info]);
    const advanced = page.getByRole("list", { name: en.members.hub.settingsAdvanced }).getByRole("link");
    await expect(advanced).toHaveText([headings.transfer, headings.log, headings.reset]);
    // The card beside it names its four tools down the card (a sentence of names left it two thirds empty).
    // Round 89 replaced "inside the closed fold's switch" (round 82): the fold went, the names are its links.
    const names = page.locator("main [data-other-tools] [data-other-names] a");
    await expect(names).toHaveCount(4);
    const tops = await names.evaluateAll((nodes) => nodes.map((node) => Math.round(node.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(4);
    await advanced.filter({ hasText: headings.reset }).click();
    await expect(page).toHaveURL(siteUrl("forum", "/en/various/settings#settings-reset"));
    await expect(page.getByRole("heading", { name: headings.reset })).toBeInViewport();
  });
});

test.describe("round-71 review: text that stays whole", () => {
  test("imprints at 1366: no paragraph is cut between the two columns, and the opening line keeps a reading measure", async ({ page }) => {
    test.slow();
    await page.setViewportSize(DESKTOP);
    for (const site of ["syma", "vault", "peace", "writing", "morpheme", "forum", "political", "languages", "lobby", "tax"]) {
      for (const locale of ["en", "ta"]) {
        await page.goto(siteUrl(site, `/${locale}/imprint`));
        // "… language on your | device; you can switch this off" ran from one column's foot to the next one's head.
        const edges = await startEdgesOf(page.locator("main [data-article-body] > section > p"));
        expect(edges.length, `${site} ${locale}`).toBeGreaterThan(2);
        for (const count of edges) expect(count, `${site} ${locale}`).toBe(1);
        if (locale !== "en") continue;
        // The lead ran 96–124 letters a line across the frame.
        const letters = await page.locator("main .article-wide .lead").first().evaluate((node) => {
          const range = document.createRange();
          range.selectNodeContents(node);
          return (node.textContent ?? "").length / new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        });
        expect(letters, site).toBeLessThanOrEqual(80);
      }
    }
  });
});

test.describe("round-71 review: first screens", () => {
  test("political on a phone: the Arabic nameplate as large as the English one", async ({ page }) => {
    await page.setViewportSize(PHONE);
    const size = async (locale: string) => {
      await page.goto(siteUrl("political", `/${locale}`));
      return page.locator(".site-title").evaluate((title) => parseFloat(getComputedStyle(title).fontSize));
    };
    const english = await size("en");
    // It stood at 18 px beside the English 22.
    expect(await size("ar")).toBeGreaterThanOrEqual(english);
  });

  test("political at 1366 in Tamil: the lead commentary's headline in at most three lines, the sale notice without a hole under its house", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(siteUrl("political", "/ta"));
    const headline = page.locator("[data-lead-title]");
    const lineHeight = await headline.evaluate((node) => parseFloat(getComputedStyle(node).lineHeight));
    // Four lines, "திறந்த" alone on one.
    expect((await box(headline)).height).toBeLessThanOrEqual(3 * lineHeight + 2);
    const frame = page.locator("[data-hero] li:has(img) picture");
    const [picture, house] = [await box(frame), await box(frame.locator("img"))];
    // The house stood 301 px tall in a 569 px box.
    expect(picture.height - house.height).toBeLessThan(120);
  });

  test("languages: the page's own language shows no name in its script across from its heading", async ({ page }) => {
    for (const [locale, lang] of [
      ["de", "de"],
      ["ta", "ta"],
    ] as const) {
      await page.goto(siteUrl("languages", `/${locale}`));
      // Round 84 replaced the label "the language of this page" (it read as metadata): the slot is empty.
      await expect(page.locator(`main [data-language-mark="${lang}"] [data-own-name-slot]`)).toHaveText("\u200b");
      await expect(page.locator(`main [data-language-mark="en"] [data-own-name-slot]`)).toHaveCount(0);
    }
  });

  test("morpheme at night: the header band in the day violet's deep shade, not the day's bright slab", async ({ browser }) => {
    const colours: string[] = [];
    for (const colorScheme of ["light", "dark"] as const) {
      const context = await browser.newContext({ colorScheme });
      const page = await context.newPage();
      await page.goto(siteUrl("morpheme", "/en"));
      colours.push(await page.locator(".site-header").evaluate((header) => getComputedStyle(header).backgroundColor));
      await context.close();
    }
    expect(colours[1]).not.toBe(colours[0]);
    const sum = (colour: string) => (colour.match(/\d+/g) ?? []).slice(0, 3).reduce((total, part) => total + Number(part), 0);
    expect(sum(colours[1]!)).toBeLessThan(sum(colours[0]!));
  });
});

test.describe("round-71 review: the forum's slips and two sign-in pages", () => {
  test("forum on a phone: the dated slips one under the other across the column, their notes readable, Donate still in the first screen", async ({ page }) => {
    await page.setViewportSize(PHONE);
    for (const locale of ["en", "ar", "ta"]) {
      await page.goto(siteUrl("forum", `/${locale}`));
      const slips = page.locator("[data-hero] .hero-cards > li");
      await expect(slips).toHaveCount(2);
      const [first, second] = [await box(slips.nth(0)), await box(slips.nth(1))];
      // Side by side each note stood in 148 px, 19 letters a line in English and 14 in Tamil.
      expect(second.y, locale).toBeGreaterThanOrEqual(first.y + first.height);
      expect(first.width, locale).toBeGreaterThan(PHONE.width * 0.85);
      for (const slip of await slips.all()) {
        const day = slip.locator(".hero-card-text");
        expect(await lineCount(day), `${locale}: ${await day.innerText()}`).toBe(1);
      }
      await expect(page.locator("[data-hero] [data-hero-appeal]"), locale).toBeInViewport({ ratio: 1 });
    }
  });

  test("tax's sign-in page: the building site beside its notice on a laptop, not a page empty beside it", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(siteUrl("tax", "/en/login"));
    const [notice, picture] = [await box(page.locator("main [data-members-elsewhere]")), await box(page.locator("main [data-site-picture] figure"))];
    expect(picture.x).toBeGreaterThan(notice.x + notice.width);
    expect(picture.y).toBeLessThan(notice.y + notice.height);
    await page.setViewportSize(PHONE);
    await expect(page.locator("main [data-site-picture]")).toBeHidden();
  });

  test("political's sign-in page: what members find stands a column's gap from the form, as on the other sites", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(siteUrl("political", "/en/login"));
    const [desk, offer] = [await box(page.locator("main [data-sign-in-desk]")), await box(page.locator("main [data-article-aside]"))];
    // 188 px of gutter stood between them.
    expect(offer.x - (desk.x + desk.width)).toBeLessThanOrEqual(90);
  });
});
