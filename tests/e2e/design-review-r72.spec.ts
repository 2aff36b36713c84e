import { expect, test } from "@playwright/test";
import de from "../../messages/de.json" with { type: "json" };
import en from "../../messages/en.json" with { type: "json" };
import { siteUrl } from "./server-env";
import { box, DESKTOP, PHONE } from "./support/geometry";
import { fontSizeOf, lineCount } from "./support/lines";

/** What the round-72 review held against the sites, and what a visitor now sees. */

test.describe("round-72 review: the frame", () => {
  test("the word under the menu's bars reads at 14 px or more, in Latin, Arabic and Tamil", async ({ page }) => {
    await page.setViewportSize(PHONE);
    for (const [site, locale] of [
      ["syma", "en"],
      ["forum", "ar"],
      ["vault", "ta"],
      ["political", "en"],
    ] as const) {
      await page.goto(siteUrl(site, `/${locale}`));
      const word = page.locator(".menu-toggle-word");
      // It stood at 12 px, small print under the bars.
      expect(await fontSizeOf(word), `${site} ${locale}`).toBeGreaterThanOrEqual(14);
      // Still inside its button.
      const [button, words] = [await box(page.locator(".menu-toggle")), await box(word)];
      expect(words.x, `${site} ${locale}`).toBeGreaterThanOrEqual(button.x - 0.5);
      expect(words.x + words.width, `${site} ${locale}`).toBeLessThanOrEqual(button.x + button.width + 0.5);
      expect(words.y + words.height, `${site} ${locale}`).toBeLessThanOrEqual(button.y + button.height + 0.5);
    }
  });

  // Round 84 replaced the controls' band of its own (a two-tier header of 144 px) with one bar: the
  // language switch stands in the bar's row, its underline inside the bar.
  test("lobby on a laptop: the language switch stands inside the header's one bar, its underline above the bar's edge", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    for (const locale of ["en", "ta"]) {
      await page.goto(siteUrl("lobby", `/${locale}`));
      const header = await box(page.locator(".site-header"));
      const language = await box(page.locator(".language-menu summary"));
      // It ended at 58 px under a band 52 px tall: its underline lay across the band's edge.
      expect(language.y, locale).toBeGreaterThanOrEqual(header.y);
      expect(language.y + language.height, locale).toBeLessThanOrEqual(header.y + header.height);
    }
  });

  test("the footer's links keep apart when a Tamil link runs over two lines", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(siteUrl("forum", "/ta"));
    const links = page.locator("footer .footer-links a");
    await expect(links).toHaveCount(2);
    const [imprint, write] = [await box(links.nth(0)), await box(links.nth(1))];
    // One under the other they touched (0 px) and read as one link.
    if (write.y > imprint.y + 1) expect(write.y - (imprint.y + imprint.height)).toBeGreaterThanOrEqual(6);
  });

  test("a site's name inside a sentence reads as a sentence: no capital 'The' in mid-sentence, quoted where German would inflect it", async ({ page }) => {
    await page.goto(siteUrl("writing", "/en/login"));
    await expect(page.locator("main .lead").first()).toHaveText("Members of the writing group at Westerberg sign in here, in one of two ways.");
    await page.goto(siteUrl("peace", "/de/login"));
    await expect(page.locator("main .lead").first()).toHaveText(de.auth.login.intro.replace("{site}", "„Friedensausschuss St. Marien“"));
  });
});

test.describe("round-72 review: pages", () => {
  test("peace: the menu names the page 'Join in' as its heading does", async ({ page }) => {
    await page.goto(siteUrl("peace", "/en/work"));
    await expect(page.locator("main h1")).toHaveText(en.content.peace.work.heading);
    await expect(page.locator('.menu-row a[aria-current="page"]')).toHaveText(en.content.peace.work.heading);
  });

  // Round 84 replaced "whole on one line, a size smaller": at 15.3 px beside 18 px text the address
  // read as small print. It is set at the sentence's size and breaks between its pieces, inside the column.
  test("lobby on a phone: its 43-letter address at the sentence's size, inside the column", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(siteUrl("lobby", "/en"));
    const address = page.locator("main .mail-address a").filter({ hasText: "kontakt@lobby-psychische-gesundheit.example" }).first();
    expect(await lineCount(address)).toBeLessThanOrEqual(2);
    const sentence = await address.evaluate((node) => parseFloat(getComputedStyle(node.closest(".mail-address")!.parentElement!).fontSize));
    expect(await fontSizeOf(address)).toBe(sentence);
    const column = await box(address.locator("xpath=ancestor::p[1]"));
    const written = await box(address);
    expect(written.x + written.width).toBeLessThanOrEqual(column.x + column.width + 0.5);
  });

  test("languages and morpheme: the sign-in page's card without a drawing ends with its words", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    for (const site of ["languages", "morpheme"]) {
      await page.goto(siteUrl(site, "/en/login"));
      const offer = page.locator("main [data-members-offer]");
      const foot = await offer.evaluate((node) => {
        const last = Math.max(...Array.from(node.querySelectorAll("*"), (child) => child.getBoundingClientRect().bottom));
        return node.getBoundingClientRect().bottom - parseFloat(getComputedStyle(node).paddingBottom) - last;
      });
      // Run down to the form's end it stood 230-250 px empty.
      expect(foot, site).toBeLessThan(24);
    }
  });

  test("morpheme: the round's blocks stand on one row on a phone, the categories' colour and shape on a line under the name", async ({ page }) => {
    for (const width of [390, 360]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(siteUrl("morpheme", "/en"));
      const blocks = page.locator("[data-round-preview] ul[aria-label] > li");
      await expect(blocks).toHaveCount(3);
      const tops = await blocks.evaluateAll((items) => new Set(items.map((item) => Math.round(item.getBoundingClientRect().top))).size);
      // "lich un" stood over "glück".
      expect(tops, `${width}`).toBe(1);
      const card = await box(page.locator("[data-round-preview]"));
      const last = await box(blocks.last());
      expect(last.x + last.width, `${width}`).toBeLessThanOrEqual(card.x + card.width);
    }
    await page.setViewportSize(DESKTOP);
    await page.goto(siteUrl("morpheme", "/en"));
    const prefix = page.locator('[data-categories] > [data-category="prefix"]');
    const [name, look] = [prefix.locator("p").first(), prefix.locator("p").first().locator("span")];
    await expect(look).toHaveText("green, arrow to the right");
    // The look on a line of its own under the name, whole ("arrow to | the right" wrapped in brackets).
    expect((await box(look)).y).toBeGreaterThan((await box(name)).y + 4);
    expect(await lineCount(look)).toBe(1);
    // A circumfix's example stays whole ("ge … t" split over two lines).
    for (const example of await page.locator('[data-categories] > [data-category="circumfix"] [lang="de"]').all()) expect(await lineCount(example)).toBe(1);
  });

  test("morpheme on a laptop: the categories follow the panel's text at the panel's gap, not 47 px under it", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(siteUrl("morpheme", "/en"));
    const section = page.locator("main .article > section").filter({ has: page.locator("[data-categories]") });
    const [text, block] = [await box(section.locator(":scope > p").last()), await box(section.locator(":scope > section"))];
    // Round 86 replaced "under the text": the drawing of a word being built stands beside the text
    // (review r86-a); the categories follow the lower of the two at the panel's gap.
    const drawing = await box(section.locator(":scope > [role=img]"));
    expect(block.y - Math.max(text.y + text.height, drawing.y + drawing.height)).toBeLessThanOrEqual(26);
  });

  test("Tamil first screens on a phone: the line under the name reads at 17 px or more with an open leading", async ({ page }) => {
    await page.setViewportSize(PHONE);
    for (const site of ["morpheme", "peace", "syma"]) {
      await page.goto(siteUrl(site, "/ta"));
      const line = page.locator("[data-hero] [data-hero-tagline]").first();
      const [size, leading] = await line.evaluate((node) => [parseFloat(getComputedStyle(node).fontSize), parseFloat(getComputedStyle(node).lineHeight)]);
      // It stood at 15-16 px over 1.45-1.5, small print over an 18 px body.
      expect(size, site).toBeGreaterThanOrEqual(17);
      expect(leading / size, site).toBeGreaterThanOrEqual(1.5);
    }
  });
});
