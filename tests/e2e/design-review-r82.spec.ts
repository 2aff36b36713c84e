import { expect, test, type Locator } from "@playwright/test";
import en from "../../messages/en.json" with { type: "json" };
import { siteUrl } from "./server-env";
import { box, DESKTOP, PHONE } from "./support/geometry";

/** What the round-82 pass changed on the public pages, and what a visitor now sees. */

/** The letters of each full line of a paragraph (its last, partial line left out), read from where each letter stands. */
async function fullLines(paragraph: Locator) {
  return paragraph.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    const lines: number[] = [];
    let top: number | undefined;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (let index = 0; index < node.textContent!.length; index += 1) {
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const rect = range.getBoundingClientRect();
        if (rect.height === 0) continue;
        if (top === undefined || Math.abs(rect.top - top) > rect.height / 2) {
          lines.push(0);
          top = rect.top;
        }
        lines[lines.length - 1] = (lines.at(-1) ?? 0) + 1;
      }
    }
    return lines.slice(0, -1);
  });
}

test.describe("round-82: imprints at a reading measure", () => {
  for (const site of ["lobby", "tax"] as const) {
    test(`${site}: the imprint's long clauses run 50–72 letters a line at 1366 px`, async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await page.goto(siteUrl(site, "/en/imprint"));
      const paragraphs = page.locator("[data-imprint] .article section p");
      let measured = 0;
      for (const paragraph of await paragraphs.all()) {
        if ((await paragraph.innerText()).length < 250) continue;
        for (const letters of await fullLines(paragraph)) {
          // lobby's ran to 80 letters a line, tax's to 85.
          expect(letters, site).toBeLessThanOrEqual(72);
          expect(letters, site).toBeGreaterThanOrEqual(50);
          measured += 1;
        }
      }
      expect(measured, site).toBeGreaterThan(0);
    });
  }

  test("on a phone the web address of whom to ask is a 44 px target, its lines where they were", async ({ page }) => {
    await page.setViewportSize(PHONE);
    for (const site of ["forum", "vault", "tax"] as const) {
      await page.goto(siteUrl(site, "/en/imprint"));
      const address = page.locator("[data-responsible] address .u-url").first();
      const link = await box(address);
      // 27-30 px tall before.
      expect(link.height, site).toBeGreaterThanOrEqual(44);
      // The line holding it is no taller than a line of its text: the reach is the link's, not the line's.
      const line = await address.evaluate((element) => {
        const holder = element.parentElement!;
        return { height: holder.getBoundingClientRect().height, lineHeight: parseFloat(getComputedStyle(holder).lineHeight) };
      });
      expect(line.height, site).toBeLessThan(line.lineHeight * 2 + 2);
    }
  });
});

test.describe("round-82: the construction notice", () => {
  // Round 83 replaced "two even columns": beside the picture two by two they stretched its frame to
  // mostly sky; they now stand in a band of four even columns under the notice (design-review-r83-b).
  test("its heading is a sentence in sentence case, the services even columns", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(siteUrl("tax", "/en"));
    const heading = page.locator("main h1");
    // The whole sentence stood in tracked capitals.
    await expect(heading).toHaveCSS("text-transform", "none");
    expect(parseFloat(await heading.evaluate((element) => getComputedStyle(element).letterSpacing)) || 0).toBeLessThan(1);
    const items = page.locator("main [class*='offers'] ul > li");
    expect(await items.count()).toBe(4);
    // Round 85 replaced the four even columns (a 190 px hole after "Payroll" at 1920): two by two,
    // each column as wide as its longest name (design-review-r85-d); still no table of 150 and 280 px.
    // Round 87 replaced two by two with one row of four spread across the page, each as wide as its
    // name with equal gaps between them (two columns as wide as their names left the row's right 40 %
    // empty; design-review-r87-d measures the row).
    const boxes = await Promise.all((await items.all()).map(box));
    expect(new Set(boxes.map((found) => Math.round(found.x))).size).toBe(4);
    expect(new Set(boxes.map((found) => Math.round(found.y))).size).toBe(1);
  });
});

test.describe("round-82: lobby's index of its sections", () => {
  test("each entry stands under the site's heavy rule, without a frame or ground that reads as a button", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(siteUrl("lobby", "/en"));
    const entries = page.locator("main [data-section-nav] a");
    await expect(entries).toHaveCount(5);
    for (const entry of await entries.all()) {
      const look = await entry.evaluate((element) => {
        const style = getComputedStyle(element);
        return { top: style.borderTopStyle, side: style.borderLeftWidth, foot: style.borderBottomWidth, ground: style.backgroundColor };
      });
      // Round 85 replaced the heavy rule over each entry (it read as a row of headings): a quiet row
      // of links between thin lines (design-review-r85-d); still no frame or ground of a button.
      expect(look).toEqual({ top: "none", side: "0px", foot: "0px", ground: "rgba(0, 0, 0, 0)" });
    }
  });
});

test.describe("round-82: headers", () => {
  test("peace: the current page is underlined in the olive, not a grey pill that reads as a pressed button", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(siteUrl("peace", "/en"));
    const current = page.locator("header .menu-row .menu-button[aria-current=page]");
    await expect(current).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
    await expect(current).toHaveCSS("border-top-color", "rgba(0, 0, 0, 0)");
    expect(await current.evaluate((element) => getComputedStyle(element).textDecorationLine)).toBe("underline");
  });

  test("vault: the name over the page is a nameplate, well under the start page's title that says it again", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(siteUrl("vault", "/en"));
    const size = (locator: Locator) => locator.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    const [name, title] = [await size(page.locator("header .site-title")), await size(page.locator("main h1"))];
    // 36 px over a 48 px title: two titles in the first 150 px.
    expect(name).toBeLessThanOrEqual(title * 0.6);
    expect(name).toBeGreaterThanOrEqual(22);
  });

  // Round 84 replaced the framed small-capital tag after each closed page: one unframed italic
  // label heads the group, over its first entry's name; the later entries say it to screen readers.
  test("vault's phone menu: the closed pages' reason is one unframed label over the group", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(siteUrl("vault", "/en"));
    await expect(page.locator(".menu-row[data-measured]")).toBeAttached();
    await page.getByRole("button", { name: en.siteNavigation.menu }).click();
    const hints = page.locator(".menu-row .menu-button[aria-disabled=true] .menu-hint");
    expect(await hints.count()).toBeGreaterThan(0);
    const hint = hints.first();
    await expect(hint).toBeVisible();
    await expect(hint).toHaveCSS("border-top-width", "0px");
    await expect(hint).toHaveCSS("font-style", "italic");
    const [name, reason] = [await box(hint.locator("xpath=preceding-sibling::*[contains(@class,'menu-label')]")), await box(hint)];
    expect(reason.y + reason.height).toBeLessThanOrEqual(name.y + 1);
    for (const later of (await hints.all()).slice(1)) await expect(later).toBeHidden();
  });
});

test.describe("round-82: political's house", () => {
  test("the asking price stands once in the listing, in its stamp", async ({ page }) => {
    await page.goto(siteUrl("political", "/en"));
    const listing = page.locator("main section:has(#property-heading)").last();
    await expect(listing.locator("data").filter({ hasText: "€360,000" })).toHaveCount(1);
    await expect(listing.locator("dt")).not.toContainText(["Purchase price"]);
  });
});

test.describe("round-82: political's house on a phone", () => {
  test("each figure's label stands beside its value on one line, a row each", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(siteUrl("political", "/en"));
    const facts = page.locator("main section[aria-labelledby='property-heading'] dl > div");
    expect(await facts.count()).toBeGreaterThanOrEqual(6);
    let previousBottom = 0;
    for (const fact of await facts.all()) {
      const [label, value] = [await box(fact.locator("dt")), await box(fact.locator("dd"))];
      // Two to a row, a wrapped label set its pair and its neighbour's apart.
      expect(Math.abs(label.y - value.y), await fact.innerText()).toBeLessThan(6);
      expect(value.x).toBeGreaterThan(label.x + label.width);
      const row = await box(fact);
      expect(row.y).toBeGreaterThanOrEqual(previousBottom - 1);
      previousBottom = row.y + row.height;
    }
  });
});

test.describe("round-82: the forum's earlier years", () => {
  test("2024 leads back to News 2025 and on to 2023, named as the menu names them", async ({ page }) => {
    await page.goto(siteUrl("forum", "/en/2024"));
    const steps = page.locator("main nav[data-group-nav] a");
    await expect(steps).toHaveCount(2);
    await expect(steps.first()).toHaveAttribute("href", "/en/2025");
    await expect(steps.first()).toHaveAttribute("rel", "prev");
    await expect(steps.first()).toContainText(en.paths.year2025);
    await expect(steps.last()).toHaveAttribute("href", "/en/2023");
    await expect(steps.last().locator("span").last()).toHaveText("2023");
    // The last year has the one way back.
    await page.goto(siteUrl("forum", "/en/2020"));
    await expect(page.locator("main nav[data-group-nav] a")).toHaveCount(1);
    await expect(page.locator("main nav[data-group-nav] a")).toHaveAttribute("rel", "prev");
  });
});
