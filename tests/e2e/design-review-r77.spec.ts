import { expect, test, type Locator, type Page } from "@playwright/test";
import { siteUrl } from "./server-env";
import { box, PHONE } from "./support/geometry";
import en from "../../messages/en.json" with { type: "json" };
import de from "../../messages/de.json" with { type: "json" };

/** What the round-77 pass changed, and what a visitor now sees. */

const DESKTOP = { width: 1366, height: 900 };

const fontSize = (locator: Locator) => locator.first().evaluate((node) => Number.parseFloat(getComputedStyle(node).fontSize));
const style = (locator: Locator, property: string) => locator.first().evaluate((node, name) => getComputedStyle(node).getPropertyValue(name), property);

test.describe("round-77: the sign-in page in each site's manner", () => {
  test("the engineer's card is a data sheet: each page's name in a column beside its line, between rules", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(siteUrl("syma", "/en/login"));
    const rows = page.locator("main [data-members-offer] ul > li");
    await expect(rows).toHaveCount(3);
    for (let index = 0; index < 3; index += 1) {
      const [name, line] = [await box(rows.nth(index).locator("> strong")), await box(rows.nth(index).locator("> span"))];
      expect(line.x).toBeGreaterThanOrEqual(name.x + name.width);
      expect(Math.abs(line.y - name.y)).toBeLessThanOrEqual(6);
    }
    expect(await style(rows.first().locator("> strong"), "text-transform")).toBe("uppercase");
    expect(await style(page.locator("main [data-members-offer] ul").first(), "border-top-width")).toBe("2px");
  });

  test("the family's card is a register: each name centred over its line, in every script", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    for (const locale of ["en", "ar"] as const) {
      await page.goto(siteUrl("vault", `/${locale}/login`));
      const item = page.locator("main [data-members-offer] ul > li").first();
      const [whole, name, line] = [await box(item), await box(item.locator("> strong")), await box(item.locator("> span"))];
      expect(line.y, locale).toBeGreaterThanOrEqual(name.y + name.height - 1);
      for (const part of [name, line]) expect(Math.abs(part.x + part.width / 2 - (whole.x + whole.width / 2)), locale).toBeLessThanOrEqual(3);
    }
  });

  test("the game's card sets each page on a block of its own colour", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(siteUrl("morpheme", "/en/login"));
    const grounds = await page.locator("main [data-members-offer] ul > li").evaluateAll((items) => items.map((item) => getComputedStyle(item).backgroundColor));
    expect(grounds).toHaveLength(3);
    expect(new Set(grounds).size).toBe(3);
    for (const ground of grounds) expect(ground).not.toBe("rgba(0, 0, 0, 0)");
  });
});

test.describe("round-77: the imprint's glance in the site's manner", () => {
  test("syma: a data sheet, the labels in shaded capitals over hairlines", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(siteUrl("syma", "/en/imprint"));
    const glance = page.locator("main [data-imprint-glance]");
    const label = glance.locator("dt").first();
    expect(await style(label, "text-transform")).toBe("uppercase");
    expect(await style(label, "background-color")).not.toBe("rgba(0, 0, 0, 0)");
    expect(await style(glance.locator("dl > div").nth(1).locator("dt"), "border-top-width")).toBe("1px");
  });

  test("morpheme: five blocks, three to a row, each edged in its own colour; Tamil's long words keep the list", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(siteUrl("morpheme", "/ta/imprint"));
    const tamil = page.locator("main [data-imprint-glance] dl > div").first();
    expect(await style(tamil, "display")).toBe("contents");
    for (const locale of ["en", "ar"] as const) {
      await page.goto(siteUrl("morpheme", `/${locale}/imprint`));
      const blocks = page.locator("main [data-imprint-glance] dl > div");
      await expect(blocks).toHaveCount(5);
      const boxes = await Promise.all([0, 1, 2, 3, 4].map((index) => box(blocks.nth(index))));
      const [first, second, third, fourth] = boxes as [(typeof boxes)[0], (typeof boxes)[0], (typeof boxes)[0], (typeof boxes)[0]];
      expect(Math.abs(first.y - third.y), locale).toBeLessThanOrEqual(1);
      expect(fourth.y, locale).toBeGreaterThan(first.y + first.height - 1);
      if (locale === "ar") expect(second.x + second.width, locale).toBeLessThan(first.x);
      else expect(second.x, locale).toBeGreaterThan(first.x + first.width);
      const edges = await blocks.evaluateAll((nodes) => nodes.map((node) => getComputedStyle(node).borderTopColor));
      expect(new Set(edges).size, locale).toBe(5);
    }
  });
});

test.describe("round-77: the nameplate's tools in its row", () => {
  for (const site of ["vault", "peace"] as const) {
    test(`${site} at 1366: two tiers, the tools at the end of the name's row, the name still centred`, async ({ page }) => {
      await page.setViewportSize({ width: 1366, height: 768 });
      for (const locale of ["en", "ar", "ta"] as const) {
        await page.goto(siteUrl(site, `/${locale}`));
        const [header, title, tools] = [await box(page.locator(".site-header")), await box(page.locator(".site-header .site-title")), await box(page.locator(".site-header .header-tools"))];
        const where = `${site}/${locale}`;
        // Three tiers stood 145-152 px, a fifth of the screen.
        expect(header.height, where).toBeLessThanOrEqual(120);
        expect(Math.abs(tools.y + tools.height / 2 - (title.y + title.height / 2)), where).toBeLessThanOrEqual(8);
        expect(Math.abs(title.x + title.width / 2 - (header.x + header.width / 2)), where).toBeLessThanOrEqual(4);
        if (locale === "ar") expect(tools.x + tools.width, where).toBeLessThan(title.x);
        else expect(tools.x, where).toBeGreaterThan(title.x + title.width);
        // Clear of the window's top edge (the paper's strip touched it).
        expect(tools.y, where).toBeGreaterThanOrEqual(6);
      }
    });
  }

  test("the paper keeps its dateline strip over the nameplate", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(siteUrl("political", "/en"));
    const [title, tools] = [await box(page.locator(".site-header .site-title")), await box(page.locator(".site-header .header-tools"))];
    expect(tools.y + tools.height).toBeLessThanOrEqual(title.y + 1);
  });

  test("between 800 and 1099 px the tools keep their strip over the name", async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto(siteUrl("vault", "/en"));
    const [title, tools] = [await box(page.locator(".site-header .site-title")), await box(page.locator(".site-header .header-tools"))];
    expect(tools.y + tools.height).toBeLessThanOrEqual(title.y + 1);
  });
});

test.describe("round-77: pages", () => {
  test("political's garden on a touch screen says to drag, not to use arrow keys; a mouse's screen keeps the keys", async ({ browser, page }) => {
    const hint = (on: Page) => on.locator("main figure:has([role=application]) > p").first();
    await page.goto(siteUrl("political", "/en"));
    await expect(hint(page)).toHaveText(en.property.panorama.hint, { useInnerText: true });
    const touch = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
    const phone = await touch.newPage();
    for (const [locale, words] of [["en", en.property.panorama.touchHint], ["de", de.property.panorama.touchHint]] as const) {
      await phone.goto(siteUrl("political", `/${locale}`));
      await expect(hint(phone), locale).toHaveText(words, { useInnerText: true });
      // The viewer is described by the hint a visitor sees, not by both.
      await expect(phone.locator("main [role=application]"), locale).toHaveAccessibleDescription(new RegExp(`${words}$`));
      // One line at 390 px ("look around" stood on a line of its own).
      const lines = await hint(phone).evaluate((node) => Math.round(node.getBoundingClientRect().height / parseFloat(getComputedStyle(node).lineHeight)));
      expect(lines, locale).toBe(1);
    }
    await touch.close();
  });

  test("political's footer offers 'Write to me' in the columnist's own voice beside the imprint; the forum's still says 'Write to us'", async ({ page }) => {
    await page.goto(siteUrl("political", "/en"));
    const write = page.locator("footer .footer-links a.footer-write");
    await expect(write).toHaveText(en.shellFrame.footer.writeTo.readers);
    await expect(write).toHaveAttribute("href", "mailto:kontakt@syma.example");
    await page.goto(siteUrl("political", "/de"));
    await expect(write).toHaveText(de.shellFrame.footer.writeTo.readers);
    await page.goto(siteUrl("forum", "/en"));
    await expect(write).toHaveText(en.shellFrame.footer.write);
  });

  test("morpheme's footer at 1366: the languages in the middle between the name and the imprint; all eight shown go under both", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(siteUrl("morpheme", "/en"));
    const footer = page.locator("footer.site-footer");
    const [name, languages, imprint, frame] = [await box(footer.locator(".footer-name")), await box(footer.locator(".flag-bar")), await box(footer.locator('[data-part="links"] a')), await box(footer.locator(".footer-frame"))];
    expect(languages.x).toBeGreaterThan(name.x + name.width);
    expect(languages.x + languages.width).toBeLessThan(imprint.x);
    expect(Math.abs(languages.x + languages.width / 2 - (frame.x + frame.width / 2))).toBeLessThanOrEqual(4);
    // Level with the two edges: its middle between the name's top and the line's foot.
    const line = await box(footer.locator(".footer-line"));
    expect(languages.y + languages.height / 2).toBeGreaterThan(name.y);
    expect(languages.y + languages.height / 2).toBeLessThan(line.y + line.height);
    await footer.locator(".flag-more").click();
    await expect(page.locator("html")).toHaveAttribute("data-languages", "all");
    const [lineEnd, all] = [await box(footer.locator(".footer-line")), await box(footer.locator(".flag-bar"))];
    expect(all.y).toBeGreaterThanOrEqual(lineEnd.y + lineEnd.height);
  });

  test("morpheme's start page at 1366: its lead a centred statement a step up, not a lone paragraph at the start edge", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(siteUrl("morpheme", "/en"));
    const lead = page.locator("main [data-body-composition] > .article > .lead");
    const [own, article] = [await box(lead), await box(page.locator("main [data-body-composition] > .article"))];
    expect(Math.abs(own.x + own.width / 2 - (article.x + article.width / 2))).toBeLessThanOrEqual(4);
    expect(await fontSize(lead)).toBeGreaterThanOrEqual(22);
    expect(await style(lead, "text-align")).toBe("center");
  });

  test("political at 1366: the house runs to the notice's edges and foot, with no frame of its own", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    for (const locale of ["en", "ar"] as const) {
      await page.goto(siteUrl("political", `/${locale}`));
      const notice = page.locator('[data-hero] [data-card="forSale"]');
      const picture = notice.locator("picture img");
      const [card, house] = [await box(notice), await box(picture)];
      expect(Math.abs(house.x - card.x), locale).toBeLessThanOrEqual(1);
      expect(Math.abs(house.x + house.width - (card.x + card.width)), locale).toBeLessThanOrEqual(1);
      // Down to the hairline that closes the notice.
      expect(card.y + card.height - (house.y + house.height), locale).toBeLessThanOrEqual(2);
      expect(await style(picture, "box-shadow"), locale).toBe("none");
    }
  });

  test("languages: the caption under Arabic's words keeps their right edge on an English page", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(siteUrl("languages", "/en"));
    const sample = page.locator("main [data-script-sample]:has(blockquote:lang(ar))");
    const [words, caption] = [await box(sample.locator("blockquote span").first()), await box(sample.locator("figcaption"))];
    const captionLines = await sample.locator("figcaption").evaluate((node) => {
      const range = document.createRange();
      range.selectNodeContents(node);
      return [...range.getClientRects()].map((line) => Math.round(line.right));
    });
    expect(Math.abs(words.x + words.width - (caption.x + caption.width))).toBeLessThanOrEqual(2);
    for (const right of captionLines) expect(Math.abs(right - (caption.x + caption.width))).toBeLessThanOrEqual(2);
  });

  test("a Tamil link's underline stands clear of the vowel signs under the line", async ({ page }) => {
    await page.goto(siteUrl("peace", "/ta"));
    const link = page.locator("[data-hero] a[href='/ta/daily_gospel']").filter({ hasText: "ஒவ்வொரு" });
    const [offset, size] = await link.evaluate((node) => [Number.parseFloat(getComputedStyle(node).textUnderlineOffset), Number.parseFloat(getComputedStyle(node).fontSize)]);
    expect(offset).toBeGreaterThanOrEqual(0.3 * size);
  });
});
