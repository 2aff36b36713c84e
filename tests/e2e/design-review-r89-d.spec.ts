import { expect, test, type Locator, type Page } from "@playwright/test";
import en from "../../messages/en.json" with { type: "json" };
import ta from "../../messages/ta.json" with { type: "json" };
import { siteUrl } from "./server-env";
import { inkAndGround, resolvedColour, rgbContrast } from "./support/colours";
import { box, DESKTOP, PHONE, WIDE } from "./support/geometry";
import { fontSizeOf, textLineCount, textLines } from "./support/lines";
import { openPage, openSite } from "./support/open-site";
import { signInForTools } from "./support/various";

/** What round 89's review of the forum's members' area, the lobby and the tax office changed, and what a visitor now sees. */

const css = (locator: Locator, property: string) => locator.first().evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);
const lobbyArticle = "main .start-page > [data-body-composition] > .article";

async function openMembers(page: Page, path: string, viewport = DESKTOP, scheme: "light" | "dark" = "light") {
  await signInForTools(page);
  await page.setViewportSize(viewport);
  await page.emulateMedia({ colorScheme: scheme });
  await openPage(page, "forum", path);
}

test.describe("round-89: the forum's members' area", () => {
  const others = [en.paths.toolEditor, en.paths.toolPlayground, en.paths.toolAutoclave, en.paths.toolCalendar];

  for (const [viewport, name] of [
    [DESKTOP, "1366"],
    [PHONE, "390"],
  ] as const) {
    test(`at ${name} the other sites' tools are one list of links, not names and then a switch that lists them again`, async ({ page }) => {
      await openMembers(page, "/en/various", viewport);
      const section = page.locator("main [data-other-tools]");
      await expect(section.getByRole("heading", { level: 2 })).toHaveText(en.members.hub.otherTools.replace("{count}", "4"));
      // Round 88's fold: the names in its switch, then "Show the 4 tools" that revealed the same names.
      await expect(section.locator("details, summary, [data-other-show]")).toHaveCount(0);
      await expect(section.getByText(en.members.hub.otherToolsNote)).toBeVisible();
      const links = section.locator("[data-other-names] a");
      await expect(links).toHaveText(others);
      for (const link of await links.all()) {
        await expect(link).toBeVisible();
        expect((await box(link)).height, await link.innerText()).toBeGreaterThanOrEqual(44);
      }
      // Each name once on the page.
      for (const tool of others) await expect(page.locator("main").getByText(tool, { exact: true })).toHaveCount(1);
      await links.filter({ hasText: en.paths.toolCalendar }).click();
      await expect(page).toHaveURL(siteUrl("forum", "/en/various/calendar"));
    });
  }

  test("at 1366 the settings stand in two columns of cards, export and import side by side, the page far shorter", async ({ page }) => {
    await openMembers(page, "/en/various/settings");
    const cards = page.locator("section#settings .card");
    await expect(cards).toHaveCount(7);
    await expect(page.locator("section#settings [data-testid=info-technical]")).toBeVisible();
    await page.waitForTimeout(500);
    const boxes = await Promise.all((await cards.all()).map(box));
    const starts = [...new Set(boxes.map((card) => Math.round(card.x)))];
    // One column of 832 px in a 1,180 px page.
    expect(starts).toHaveLength(2);
    for (const card of boxes) expect(card.width).toBeGreaterThan(500);
    // 2,392 px tall.
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(1900);
    const exportButton = page.getByRole("button", { name: en.storage.settings.transfer.export });
    const importButton = page.locator("section#settings label").filter({ hasText: en.storage.settings.transfer.import });
    const [exported, imported] = [await box(exportButton), await box(importButton)];
    expect(Math.abs(exported.y - imported.y)).toBeLessThanOrEqual(1);
    expect(imported.x).toBeGreaterThan(exported.x + exported.width);
  });

  for (const scheme of ["dark", "light"] as const) {
    test(`at 1366 (${scheme}) the Tamil overview's action lines each keep one line`, async ({ page }) => {
      await openMembers(page, "/ta/dashboard", DESKTOP, scheme);
      const action = page.locator("main [data-link-cards] > li > p").filter({ hasText: ta.members.overview.actionProtected });
      await expect(action).toBeVisible();
      // "உள்நுழைவு எவ்வாறு பாதுகாக்கப்படுகிறது என்பதைப் பார்க்கவும்" took two lines.
      expect(await textLineCount(action)).toBe(1);
    });
  }

  test("at 1366 the chat's closed cards keep their titles at full contrast; only the drawing is dimmed", async ({ page }) => {
    await openMembers(page, "/en/intern");
    const cards = page.locator("main [data-link-cards] > li");
    await expect(cards).toHaveCount(2);
    const text = await resolvedColour(page, "var(--text)");
    for (const card of await cards.all()) {
      const title = card.locator("h2, h3").first();
      // The titles stood in the muted grey on the beige ground, read as disabled.
      expect(await css(title, "color")).toBe(text);
      const { ink, ground } = await inkAndGround(title);
      expect(rgbContrast(ink, ground)).toBeGreaterThanOrEqual(7);
      const reason = card.locator("p").last();
      const look = await inkAndGround(reason);
      expect(rgbContrast(look.ink, look.ground)).toBeGreaterThanOrEqual(4.5);
      expect(await css(card.locator("svg").first(), "color")).not.toBe(text);
    }
  });

  test("at 1366 the members' footer spreads its three columns evenly: no 300 px hole where the Members column was", async ({ page }) => {
    await openMembers(page, "/en/dashboard");
    const frame = page.locator("footer.site-footer .footer-frame");
    const parts = await frame.evaluate((element) => {
      const extent = (selector: string) => {
        const cell = element.querySelector(`:scope > ${selector}`)!;
        const range = document.createRange();
        range.selectNodeContents(cell);
        const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
        return { left: Math.min(...rects.map((rect) => rect.left)), right: Math.max(...rects.map((rect) => rect.right)) };
      };
      return { name: extent('[data-part="name"]'), place: extent('[data-part="place"]'), pages: extent('[data-part="pages"]'), links: extent('[data-part="links"]'), frame: element.getBoundingClientRect().toJSON() as DOMRect };
    });
    const first = Math.max(parts.name.right, parts.place.right);
    const gaps = [parts.pages.left - first, parts.links.left - parts.pages.right];
    for (const gap of gaps) expect(gap).toBeGreaterThan(24);
    // "2020" to "About this site" was 300 px, the gap before the pages far less.
    expect(Math.abs(gaps[0]! - gaps[1]!)).toBeLessThanOrEqual(40);
    expect(Math.abs(parts.links.right - (parts.frame.x + parts.frame.width))).toBeLessThanOrEqual(40);
  });
});

test.describe("round-89: lobby", () => {
  for (const locale of ["en", "ar"]) {
    test(`at 1366 (${locale}) "At a glance" sets all four values in one style, the independence's detail under its value`, async ({ page }) => {
      await openSite(page, "lobby", `/${locale}`);
      const glance = `${lobbyArticle} > [data-block][data-beside] > dl`;
      const values = page.locator(`${glance} > div > dd`);
      await expect(values).toHaveCount(4);
      const looks = await values.evaluateAll((nodes) =>
        nodes.map((node) => {
          const style = getComputedStyle(node);
          return [style.fontSize, style.fontWeight, style.fontFamily].join(" ");
        }),
      );
      // "parties, clinics and pharmaceutical companies" at 18 px, weight 400, beside three values at 22.5 px, weight 800.
      expect(new Set(looks).size).toBe(1);
      expect(Number(await css(values, "font-weight"))).toBeGreaterThanOrEqual(700);
      const detail = page.locator(`${glance} [data-fact-detail]`);
      await expect(detail).toHaveCount(1);
      expect(Number(await css(detail, "font-weight"))).toBeLessThanOrEqual(400);
      expect(await fontSizeOf(detail)).toBeLessThan(await fontSizeOf(values.first()));
      // The short value on a line of its own over its detail.
      const value = await detail.evaluate((node) => {
        const range = document.createRange();
        range.setStart(node.parentElement!, 0);
        range.setEndBefore(node);
        return range.getBoundingClientRect().bottom;
      });
      expect((await box(detail)).y).toBeGreaterThanOrEqual(value - 1);
    });

    test(`on a phone (${locale}) the hero's crisis numbers are two framed tap targets of 44 px and more under the label`, async ({ page }) => {
      await openSite(page, "lobby", `/${locale}`, PHONE);
      const line = page.locator("main [data-hero] .hero-help-line");
      const targets = line.locator(":scope > a, :scope > span");
      await expect(targets).toHaveCount(2);
      const label = await line.evaluate((element) => {
        const range = document.createRange();
        range.setStart(element, 0);
        range.setEndBefore(element.querySelector("a")!);
        return range.getBoundingClientRect().bottom;
      });
      for (const target of await targets.all()) {
        const frame = await box(target);
        expect(frame.height).toBeGreaterThanOrEqual(44);
        expect(frame.y).toBeGreaterThanOrEqual(label - 1);
        expect(await css(target, "border-top-style")).toBe("solid");
        // The whole frame dials: a tap on its middle lands on the tel: link ("emergency:" was plain text).
        const href = await page.evaluate(
          ({ x, y }) => document.elementFromPoint(x, y)?.closest("a")?.getAttribute("href") ?? null,
          { x: frame.x + 16, y: frame.y + frame.height / 2 },
        );
        expect(href).toMatch(/^tel:/);
      }
      // The footer keeps its numbers.
      await expect(page.locator("footer [data-help-line] a[href^='tel:']")).toHaveCount(2);
    });
  }

  test("at 1366 \"On this page\" is a label at the body's size beside the intro, not a second lead", async ({ page }) => {
    await openSite(page, "lobby", "/en");
    const label = page.locator(`${lobbyArticle} > nav[data-section-form="cards"] > p`);
    await expect(label).toHaveText(en.shell.onThisPage);
    const size = await fontSizeOf(label);
    // 22.5 px bold in the heading face, as large as the intro beside it.
    expect(size).toBeGreaterThanOrEqual(16);
    expect(size).toBeLessThanOrEqual(18);
    expect(size).toBeLessThan(await fontSizeOf(page.locator(`${lobbyArticle} > .lead`)));
  });

  test("at 1920 the open meeting's card stands centred under the drawing, not left with 180 px empty at its right", async ({ page }) => {
    await openSite(page, "lobby", "/en", WIDE);
    const card = page.locator("main [data-hero] .hero-cards > li:last-child");
    const frame = await box(card);
    for (const part of await card.locator(":scope > *").all()) {
      for (const line of await textLines(part)) {
        const [before, after] = [line.left - frame.x, frame.x + frame.width - line.right];
        expect(Math.abs(before - after), await part.innerText()).toBeLessThanOrEqual(4);
      }
    }
  });
});

test.describe("round-89: tax", () => {
  for (const [locale, scheme] of [
    ["en", "light"],
    ["ar", "dark"],
  ] as const) {
    test(`at 1366 (${locale}, ${scheme}) the services are four equal cells, each under its own rule`, async ({ page }) => {
      await openSite(page, "tax", `/${locale}`, DESKTOP, scheme);
      const cells = page.locator('main section[aria-labelledby="coming-offers"] li');
      await expect(cells).toHaveCount(4);
      const boxes = await Promise.all((await cells.all()).map(box));
      for (const cell of boxes) {
        expect(Math.abs(cell.width - boxes[0]!.width)).toBeLessThanOrEqual(1);
        expect(Math.abs(cell.y - boxes[0]!.y)).toBeLessThanOrEqual(1);
      }
      // Bare names of different lengths in the columns read as a loose line with uneven gaps.
      for (const cell of await cells.all()) {
        expect(await css(cell, "border-top-style")).toBe("solid");
        expect(parseFloat(await css(cell, "border-top-width"))).toBeGreaterThanOrEqual(2);
      }
    });
  }

  test("on a phone the hazard stripe stands once, in the header; the title's rule is plain", async ({ page }) => {
    await openSite(page, "tax", "/en", PHONE);
    const taped = await page.evaluate(() =>
      [...document.querySelectorAll("body *")].filter((element) => {
        const looks = [getComputedStyle(element), getComputedStyle(element, "::after"), getComputedStyle(element, "::before")];
        return looks.some((look) => look.backgroundImage.includes("repeating-linear-gradient") && look.display !== "none");
      }).length,
    );
    expect(taped).toBe(1);
    const rule = await page.locator("main h1").evaluate((title) => {
      const look = getComputedStyle(title, "::after");
      return { image: look.backgroundImage, height: parseFloat(look.height) };
    });
    expect(rule.image).toBe("none");
    expect(rule.height).toBeGreaterThan(0);
  });

  test("on a Tamil phone the question card gives its two ways room: 16 px under the question, 20 px over the thanks", async ({ page }) => {
    await openSite(page, "tax", "/ta", PHONE);
    const card = page.locator("main [data-contact-question]").locator("..");
    const question = await box(card.locator("[data-contact-question]"));
    const ways = await Promise.all((await card.locator(":scope > a").all()).map(box));
    expect(ways).toHaveLength(2);
    const thanks = await box(card.locator("[data-coming-thanks]"));
    const top = Math.min(...ways.map((way) => way.y));
    const bottom = Math.max(...ways.map((way) => way.y + way.height));
    // 8 px under the two-line question and over the three-line thanks.
    expect(top - (question.y + question.height)).toBeGreaterThanOrEqual(15);
    expect(thanks.y - bottom).toBeGreaterThanOrEqual(19);
  });
});
