import { expect, test, type Locator, type Page } from "@playwright/test";
import { siteUrl } from "./server-env";
import { box, DESKTOP, PHONE } from "./support/geometry";
import { textLineCount as lineCount } from "./support/lines";

/** What round 82's review of syma, languages and morpheme changed, and what a visitor now sees. */

/** Where the first line of an element's text sits: the baseline of its first letter. */
function baseline(locator: Locator) {
  return locator.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT, { acceptNode: (node) => (node.textContent?.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP) });
    const text = walker.nextNode() as Text;
    const parent = text.parentNode!;
    const marker = document.createElement("span");
    marker.style.cssText = "display:inline-block;width:0;height:0";
    // In a flex or grid box a marker of its own would be an item beside the text: it goes in a wrapper with the text.
    if (/flex|grid/.test(getComputedStyle(parent as Element).display)) {
      const wrapper = document.createElement("span");
      parent.insertBefore(wrapper, text);
      wrapper.append(text, marker);
      const y = marker.getBoundingClientRect().bottom;
      parent.insertBefore(text, wrapper);
      wrapper.remove();
      return y;
    }
    const rest = text.splitText(1);
    parent.insertBefore(marker, rest);
    const y = marker.getBoundingClientRect().bottom;
    marker.remove();
    parent.normalize();
    return y;
  });
}

const visibleCount = (locator: Locator) => locator.evaluateAll((all) => all.filter((element) => element.getBoundingClientRect().height > 0).length);

test.describe("round-82: syma's sheets", () => {
  test("on a phone the skills read one group a row, each label on at most two lines, the sheet ending on one edge", async ({ page }) => {
    await page.setViewportSize(PHONE);
    for (const path of ["/en", "/en/cv"]) {
      await page.goto(siteUrl("syma", path));
      const sheet = page.locator("main dl:has(> div > dd li)").first();
      const groups = sheet.locator("> div");
      await expect(groups).toHaveCount(6);
      const sheetBox = await box(sheet);
      for (const group of await groups.all()) {
        const own = await box(group);
        // Two to a row, "Programming languages and frameworks" took three lines of capitals in half the sheet.
        expect(Math.abs(own.width - sheetBox.width), path).toBeLessThanOrEqual(2);
        expect(await lineCount(group.locator("dt")), `${path}: ${await group.locator("dt").innerText()}`).toBeLessThanOrEqual(2);
      }
    }
  });

  for (const viewport of [PHONE, DESKTOP])
    test(`at ${viewport.width} px the contact card is a ruled sheet like the skills: no accent bars, its kinds in the sheet's capitals, every way and word kept`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(siteUrl("syma", "/en"));
      const card = page.locator("main [data-article-aside] section[data-block]:has(details)");
      const rows = card.locator("details > ul > li");
      await expect(rows).toHaveCount(6);
      const label = await page.locator("main [data-hero] dl:has(> div > dd li) dt").first().evaluate((element) => {
        const style = getComputedStyle(element);
        return [style.textTransform, style.fontSize, style.letterSpacing];
      });
      for (const row of await rows.all()) {
        const look = await row.evaluate((element) => {
          const link = element.firstElementChild!;
          const style = getComputedStyle(link);
          const kind = getComputedStyle(link.firstElementChild!);
          return { bar: style.borderInlineStartWidth, radius: style.borderTopLeftRadius, rule: getComputedStyle(element).borderBottomWidth, kind: [kind.textTransform, kind.fontSize, kind.letterSpacing] };
        });
        // Six cards with a 4 px blue bar at their start were a second visual language.
        expect(look.bar).toBe("0px");
        expect(look.radius).toBe("0px");
        expect(look.rule).toBe("1px");
        expect(look.kind).toEqual(label);
      }
      expect(await card.evaluate((element) => getComputedStyle(element).borderTopWidth)).toBe("0px");
      expect(await card.locator("details > ul").evaluate((element) => getComputedStyle(element).borderTopWidth)).toBe("2px");
      // Every way and what it does, and the switch that closes them (the specification's).
      for (const word of ["Call", "Copy", "Message", "Write", "Visit"]) await expect(card.getByText(word, { exact: true }).first()).toBeVisible();
      await expect(card.locator("summary")).toContainText("Hide contact details");
      await expect(card.locator("a[href^='mailto:']")).toContainText("kontakt@syma.example");
      await card.locator("summary").click();
      await expect(rows.first()).toBeHidden();
      await card.locator("summary").click();
      await expect(rows.first()).toBeVisible();
      if (viewport === DESKTOP) {
        // Two cells a row across the page, each row's cells level.
        const tops = await rows.evaluateAll((all) => all.map((row) => Math.round(row.getBoundingClientRect().top)));
        expect(new Set(tops).size).toBe(3);
      }
    });

  // Round 84 replaced the phone's two cells: the plate keeps all four, two rows of two (with two
  // hidden it read as half a title block), its labels still 14 px at least.
  test("on a phone and on a laptop the drawing's title block keeps all four cells, labels of 14 px at least", async ({ page }) => {
    for (const [viewport, shown] of [[PHONE, 4], [DESKTOP, 4]] as const) {
      await page.setViewportSize(viewport);
      for (const locale of ["en", "ta"]) {
        await page.goto(siteUrl("syma", `/${locale}`));
        const cells = page.locator("[data-title-block] > div");
        expect(await visibleCount(cells), `${locale} ${viewport.width}`).toBe(shown);
        await expect(page.locator('[data-title-block] [data-cell="subject"]')).toBeVisible();
        for (const size of await page.locator("[data-title-block] dt").evaluateAll((all) => all.filter((dt) => dt.getBoundingClientRect().height > 0).map((dt) => parseFloat(getComputedStyle(dt).fontSize))))
          expect(size, `${locale} ${viewport.width}`).toBeGreaterThanOrEqual(14);
      }
    }
  });
});

test.describe("round-82: the languages' specimen sheet", () => {
  /** Each phrase's text box and its cell's, and its lines. */
  async function phrases(page: Page) {
    const cells = page.locator("[data-hero] li[data-sheet-row]:not([data-own-phrase])");
    await expect(cells).toHaveCount(7);
    const result: { lang: string; cell: DOMRect; text: DOMRect; lines: number }[] = [];
    for (const cell of await cells.all()) {
      const [lang, cellBox, text] = await cell.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element.querySelector("[data-phrase]")!);
        return [element.getAttribute("lang")!, element.getBoundingClientRect().toJSON(), range.getBoundingClientRect().toJSON()] as const;
      });
      result.push({ lang, cell: cellBox, text, lines: await lineCount(cell.locator("[data-phrase]")) });
    }
    return result;
  }

  for (const viewport of [DESKTOP, PHONE])
    test(`at ${viewport.width} px each phrase hangs from its own start and all break the same way`, async ({ page }) => {
      await page.setViewportSize(viewport);
      for (const locale of ["en", "ar", "ta"] as const) {
        await page.goto(siteUrl("languages", `/${locale}`));
        for (const { lang, cell, text, lines } of await phrases(page)) {
          // Arabic from its cell's right edge (flush left its start floated mid-cell), the others from the left.
          if (lang === "ar") expect(Math.abs(cell.x + cell.width - (text.x + text.width)), `${locale}: ${lang}`).toBeLessThanOrEqual(2);
          else expect(Math.abs(cell.x - text.x), `${locale}: ${lang}`).toBeLessThanOrEqual(2);
          // Two even lines each on a laptop ("Amor por / los idiomas" broke beside "Meilė kalboms" on
          // one). Round 86 replaced "one line each on a phone": the seven stood as a list of 26 px rows
          // (review r86-b); two to a row now, each in its two halves, as on a laptop.
          expect(lines, `${locale}: ${lang}`).toBe(2);
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth), locale).toBeLessThanOrEqual(viewport.width);
      }
    });

  for (const viewport of [DESKTOP, PHONE])
    test(`at ${viewport.width} px the sheet's cells are the way to each language, no chips of "On this page"`, async ({ page }) => {
      await page.setViewportSize(viewport);
      for (const locale of ["en", "ta", "ar"] as const) {
        await page.goto(siteUrl("languages", `/${locale}`));
        // Round 84 replaced "On this page" (nine chips filling their rows evenly, each 44 px high):
        // they repeated the sheet's list of languages, whose cells now link to the sections.
        await expect(page.locator("main [data-section-nav]"), locale).toHaveCount(0);
        const cells = page.locator("[data-hero] li[data-sheet-row]:has([data-sheet-link])");
        await expect(cells, locale).toHaveCount(8);
        for (const height of await cells.evaluateAll((all) => all.map((cell) => cell.getBoundingClientRect().height))) expect(height, locale).toBeGreaterThanOrEqual(44);
      }
    });

  // Round 86 replaced "each language's panel ends with the way back to the list of them": eight
  // arrows, one per panel, read as noise (review r86-b). The page has one, after the last panel.
  test("the language panels end with one way back to the list of them", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(siteUrl("languages", "/en"));
    const panels = page.locator("main .article section:has(> [data-language-mark])");
    await expect(panels).toHaveCount(8);
    const back = page.locator("main [data-languages-back] a");
    await expect(back).toHaveCount(1);
    await expect(back).toContainText("Back to the list of languages");
    await expect(back).toHaveAttribute("href", "#content");
    const last = await box(panels.last());
    const arrow = await box(back);
    expect(arrow.y).toBeGreaterThanOrEqual(last.y + last.height - 1);
    expect(arrow.height).toBeGreaterThanOrEqual(44);
    await back.click();
    await expect(page.locator("[data-hero] li[data-sheet-row]").first()).toBeInViewport();
    await page.goto(siteUrl("languages", "/de"));
    await expect(page.locator("main [data-languages-back] a").first()).toContainText("Zurück zur Liste der Sprachen");
  });
});

test.describe("round-82: morpheme", () => {
  for (const locale of ["en", "ta"])
    test(`/${locale}/play on a phone folds the colour key behind its heading; a laptop shows it open`, async ({ page }) => {
      await page.setViewportSize(PHONE);
      await page.goto(siteUrl("morpheme", `/${locale}/play`));
      const key = page.locator("main section[aria-labelledby='morpheme-legend-heading']");
      const chips = key.locator("li");
      await expect(chips).toHaveCount(8);
      await expect(chips.first()).toBeHidden();
      // One switch row, not eight chips stacked 400 px deep.
      const closed = await box(key);
      expect(closed.height).toBeLessThanOrEqual(100);
      const switchRow = page.locator("#morpheme-legend-heading");
      expect((await box(switchRow)).height).toBeGreaterThanOrEqual(44);
      await expect(switchRow).toHaveText(locale === "en" ? "Colours and shapes of the categories" : /.+/);
      await switchRow.click();
      for (const chip of await chips.all()) await expect(chip).toBeVisible();
      await page.setViewportSize(DESKTOP);
      await page.goto(siteUrl("morpheme", `/${locale}/play`));
      for (const chip of await chips.all()) await expect(chip).toBeVisible();
      // A heading there, nothing to press: no chevron before it.
      expect(await switchRow.evaluate((element) => getComputedStyle(element, "::before").content)).toBe("none");
    });

  test("the footer at 1366 px: its three groups on one baseline, the site's line and the teachers' entrance on the next", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    for (const locale of ["en", "de", "ar"]) {
      await page.goto(siteUrl("morpheme", `/${locale}/play`));
      const footer = page.locator("footer.site-footer");
      const [name, flag, imprint, line, duck] = [
        await baseline(footer.locator(".footer-name")),
        await baseline(footer.locator(".flag-name").first()),
        await baseline(footer.locator('[data-part="links"] a')),
        await baseline(footer.locator(".footer-line")),
        await baseline(footer.getByTestId("duck-link")),
      ];
      expect(Math.abs(name - imprint), locale).toBeLessThanOrEqual(1);
      expect(Math.abs(flag - name), locale).toBeLessThanOrEqual(2);
      // The line stood 10 px above "Teachers' sign-in" beside it.
      expect(Math.abs(line - duck), locale).toBeLessThanOrEqual(1);
    }
  });
});
