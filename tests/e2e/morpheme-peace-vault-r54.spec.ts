import { expect, test, type Locator, type Page } from "@playwright/test";
import ar from "../../messages/ar.json" with { type: "json" };
import en from "../../messages/en.json" with { type: "json" };
import ta from "../../messages/ta.json" with { type: "json" };
import { morphemeCategories } from "@/lib/tenancy/sites/morpheme-categories";
import { siteUrl } from "./server-env";
import { emptyColumnStretch, largestTextGap } from "./support/side-column";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 768 };
const texts = { en, ar, ta } as const;
const locales = ["en", "ar", "ta"] as const;

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator.toString()} is not shown`);
  return box;
}

/** "#22c55e" → "rgb(34, 197, 94)", as computed styles write a colour. */
function rgb(hex: string) {
  const [red, green, blue] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${red}, ${green}, ${blue})`;
}
const colourOf = (id: string) => rgb(morphemeCategories.find((category) => category.id === id)!.colour);

const explanation = (page: Page) => page.locator("main .article > section[id^=section-]");
const steps = (page: Page) => page.locator("main .article > #section-1 > p");

test.describe("morpheme's start page explains the game to a child and a parent", () => {
  for (const locale of locales) {
    test(`${locale} at 1366: three numbered steps on the game's blocks side by side, then one column of large, short text`, async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await page.goto(siteUrl("morpheme", `/${locale}`));
      await expect(page.locator("main .article > #section-1 > h2")).toHaveText(texts[locale].content.morpheme.start.sections[0]!.heading);
      await expect(steps(page)).toHaveCount(3);
      // Each step's number stands on a block in one of the game's colours: green, blue, orange.
      const markers = await steps(page).evaluateAll((paragraphs) =>
        paragraphs.map((paragraph) => {
          const marker = getComputedStyle(paragraph, "::before");
          return { content: marker.content, background: marker.backgroundColor, width: Number.parseFloat(marker.width) };
        }),
      );
      expect(markers.map((marker) => marker.background)).toEqual([colourOf("prefix"), colourOf("suffix"), colourOf("inflexion")]);
      for (const marker of markers) {
        expect(marker.content).toContain("counter(step)");
        expect(marker.width).toBeGreaterThanOrEqual(36);
      }
      // Side by side, in reading order (right to left in Arabic).
      const boxes = await Promise.all((await steps(page).all()).map(boxOf));
      expect(new Set(boxes.map((box) => Math.round(box.y))).size, locale).toBe(1);
      const xs = boxes.map((box) => box.x);
      expect(xs, locale).toEqual(locale === "ar" ? [...xs].sort((a, b) => b - a) : [...xs].sort((a, b) => a - b));
      // The panels one under the other, their text in one column (two columns of small prose read
      // as a wall of text), larger than the page's body text (Tamil, whose letters stand a size
      // larger, a little less).
      const panels = await explanation(page).evaluateAll((sections) => sections.map((section) => section.getBoundingClientRect().toJSON() as DOMRect));
      for (let index = 1; index < panels.length; index++) expect(panels[index]!.top, locale).toBeGreaterThanOrEqual(panels[index - 1]!.bottom);
      const bodySize = await page.locator("body").evaluate((body) => Number.parseFloat(getComputedStyle(body).fontSize));
      for (const paragraph of await page.locator("main .article > section[id^=section-] > p").all()) {
        expect(Number.parseFloat(await paragraph.evaluate((p) => getComputedStyle(p).fontSize)), locale).toBeGreaterThanOrEqual(bodySize * (locale === "ta" ? 1.05 : 1.2));
        const starts = await paragraph.evaluate((p) => new Set([...p.getClientRects()].map((rect) => Math.round(rect.left))).size);
        expect(starts, locale).toBe(1);
      }
    });
  }

  test("the explanation is short: three sections and under 800 letters of running text in English (it was four sections of some 1,700)", async ({ page }) => {
    await page.goto(siteUrl("morpheme", "/en"));
    await expect(explanation(page)).toHaveCount(3);
    const letters = await page.locator("main .article > section[id^=section-] > p").evaluateAll((paragraphs) => paragraphs.reduce((sum, p) => sum + (p.textContent ?? "").length, 0));
    expect(letters).toBeLessThan(800);
  });

  for (const locale of locales) {
    test(`${locale} on a phone: the steps one under the other, each number beside its line, nothing wider than the screen`, async ({ page }) => {
      await page.setViewportSize(PHONE);
      await page.goto(siteUrl("morpheme", `/${locale}`));
      const boxes = await Promise.all((await steps(page).all()).map(boxOf));
      expect(boxes).toHaveLength(3);
      for (let index = 1; index < boxes.length; index++) expect(boxes[index]!.y, locale).toBeGreaterThanOrEqual(boxes[index - 1]!.y + boxes[index - 1]!.height);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), locale).toBeLessThanOrEqual(PHONE.width);
    });
  }
});

/** The pieces standing beside a section's text: its own column on an inner page. */
const besideOf = (page: Page, section: number) => page.locator(`main article #section-${section} [data-section-beside]`);

test.describe("peace's /peace: the dates its sections name stand beside them", () => {
  for (const locale of locales) {
    test(`${locale} at 1366: the prayer's dates under the drawing, down beside the prayer; a fact box beside the refugees and the peace light, the quote beside reconciliation`, async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await page.goto(siteUrl("peace", `/${locale}/peace`));
      const blocks = texts[locale].content.peace.blocks;
      const prayerDates = page.locator("main article [data-article-aside] dl");
      await expect(prayerDates).toContainText(blocks.prayerDates.items.worldDay.value);
      await expect(prayerDates).toContainText(blocks.prayerDates.items.tenDays.label);
      const [dates, prayer] = [await boxOf(prayerDates), await boxOf(page.locator("main article #section-1"))];
      expect(dates.y + dates.height, locale).toBeGreaterThan(prayer.y);
      const expected = [
        [3, blocks.refugeesSince.items.since2015.label],
        [4, blocks.peaceLight.items.burns.value],
      ] as const;
      for (const [section, fact] of expected) {
        const beside = besideOf(page, section);
        await expect(beside.locator("dl"), `${locale} section ${section}`).toContainText(fact);
        const [own, text] = [await boxOf(beside), await boxOf(page.locator(`main article #section-${section} [data-section-text]`))];
        // At the inline end of the text, level with the section.
        if (locale === "ar") expect(own.x + own.width, locale).toBeLessThanOrEqual(text.x);
        else expect(own.x, locale).toBeGreaterThanOrEqual(text.x + text.width);
        expect(own.y, locale).toBeLessThan(text.y + text.height);
      }
      await expect(besideOf(page, 2).locator("blockquote")).toBeVisible();
      // The column carries something beside every stretch of the text (with the quote alone beside the
      // third section, 800 px of text from the drawing down had nothing beside it), and no box
      // stands taller than its section's text.
      const { longest } = await emptyColumnStretch(page);
      expect(longest, locale).toBeLessThan(400);
      expect(await largestTextGap(page), locale).toBeLessThan(120);
    });
  }
});

/** The vault's register of years beside a start page's section. */
const registerOf = (page: Page, section: number) => page.locator(`main .article > #section-${section} > section[data-beside]`);

test.describe("vault's start page: the years of each section in a register beside it", () => {
  const firstYears = [
    [1, "y1897"],
    [2, "y1791"],
    [3, "y1893"],
    [4, "y1962"],
  ] as const;

  for (const locale of locales) {
    test(`${locale} at 1366: a register at the text's inline end, level with each heading, so the page's side is never empty for long`, async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await page.goto(siteUrl("vault", `/${locale}`));
      const blocks = texts[locale].content.vault.blocks;
      const registers = [blocks.vaultYears, blocks.millYears, blocks.farYears, blocks.lastMiller] as const;
      const frame = await boxOf(page.locator("[data-hero]"));
      let reached = (await boxOf(page.locator("main .article > #section-1"))).y;
      let longest = 0;
      for (const [section, year] of firstYears) {
        const register = registerOf(page, section);
        await expect(register.locator("h3"), locale).toHaveText(registers[section - 1]!.heading);
        await expect(register.locator("dt").first(), locale).toHaveText(year.slice(1));
        const [own, heading, text] = [
          await boxOf(register),
          await boxOf(page.locator(`main .article > #section-${section} > h2`)),
          await boxOf(page.locator(`main .article > #section-${section} > p`).first()),
        ];
        if (locale === "ar") expect(own.x + own.width, locale).toBeLessThanOrEqual(text.x);
        else expect(own.x, locale).toBeGreaterThanOrEqual(text.x + text.width);
        expect(Math.abs(own.y - heading.y), locale).toBeLessThan(40);
        // Inside the frame the first screen sets.
        expect(own.x, locale).toBeGreaterThanOrEqual(frame.x - 1);
        expect(own.x + own.width, locale).toBeLessThanOrEqual(frame.x + frame.width + 1);
        longest = Math.max(longest, own.y - reached);
        reached = own.y + own.height;
      }
      // Before, the right of the text stood empty for the whole body, about 2,500 px.
      const end = await boxOf(page.locator("main .article > #section-4"));
      longest = Math.max(longest, end.y + end.height - reached);
      expect(longest, locale).toBeLessThan(600);
    });

    test(`${locale} on a phone: each register after its section's text, years beside their events (over them in Tamil), nothing wider than the screen`, async ({ page }) => {
      await page.setViewportSize(PHONE);
      await page.goto(siteUrl("vault", `/${locale}`));
      for (const [section] of firstYears) {
        const register = registerOf(page, section);
        const [own, text] = [await boxOf(register), await boxOf(page.locator(`main .article > #section-${section} > p`).last())];
        expect(own.y, locale).toBeGreaterThanOrEqual(text.y + text.height);
        const [year, event] = [await boxOf(register.locator("dt").first()), await boxOf(register.locator("dd").first())];
        // Tamil's events ran three lines beside their years in a 200 px column: there the year stands over its event.
        if (locale === "ta") expect(event.y, locale).toBeGreaterThanOrEqual(year.y + year.height - 1);
        else expect(Math.abs(year.y - event.y), locale).toBeLessThan(16);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth), locale).toBeLessThanOrEqual(PHONE.width);
    });
  }
});
