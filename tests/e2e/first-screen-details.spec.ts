import { expect, test, type Locator, type Page } from "@playwright/test";
import ar from "../../messages/ar.json" with { type: "json" };
import de from "../../messages/de.json" with { type: "json" };
import en from "../../messages/en.json" with { type: "json" };
import es from "../../messages/es.json" with { type: "json" };
import it from "../../messages/it.json" with { type: "json" };
import lt from "../../messages/lt.json" with { type: "json" };
import ru from "../../messages/ru.json" with { type: "json" };
import ta from "../../messages/ta.json" with { type: "json" };
import { formatTime } from "@/lib/format/intl";
import { siteUrl } from "./server-env";

const texts = { en, de, es, ru, ar, lt, it, ta } as const;
const locales = Object.keys(texts) as (keyof typeof texts)[];
const phone = { width: 390, height: 844 };
const laptop = { width: 1366, height: 768 };

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error("not shown");
  return found;
};
const px = (locator: Locator, property: string) => locator.evaluate((element, name) => Number.parseFloat(getComputedStyle(element).getPropertyValue(name)), property);

/** The rendered lines of an element's text: its line boxes, counted by their distinct tops. */
function lineCount(locator: Locator) {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
}

async function inFirstScreen(page: Page, locator: Locator) {
  const found = await box(locator);
  expect(found.y + found.height).toBeLessThanOrEqual(page.viewportSize()?.height ?? 0);
}

test.describe("syma", () => {
  test("the headline's dash stays with the name before it, in every language and at both desktop widths", async ({ page }) => {
    // Twelve start pages in one test.
    test.slow();
    for (const width of [1366, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      for (const locale of ["en", "de", "ru", "lt", "ar", "ta"] as const) {
        await page.goto(siteUrl("syma", `/${locale}`));
        // The top of the dash's line and of the letter before its space: one line, so no line starts with the dash.
        const tops = await page.locator("[data-hero] h1").evaluate((element) => {
          const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const at = node.textContent?.search(/[–—]/) ?? -1;
            if (at < 2) continue;
            const top = (start: number) => {
              const range = document.createRange();
              range.setStart(node, start);
              range.setEnd(node, start + 1);
              return Math.round(range.getClientRects()[0]?.top ?? -1);
            };
            return [top(at - 2), top(at)];
          }
          return [];
        });
        expect(tops.length, `${locale} ${width}`).toBe(2);
        expect(tops[0], `${locale} ${width}`).toBe(tops[1]);
      }
    }
  });

  test("1920 px: the introduction is signed right under it, within the skills' height; the sheet names its standard, not a scale", async ({ page }) => {
    await page.setViewportSize({ width: 1920, height: 1080 });
    for (const locale of ["en", "de", "ar", "ta"] as const) {
      await page.goto(siteUrl("syma", `/${locale}`));
      const signature = page.locator("[data-hero] [data-author]");
      await expect(signature).toContainText(texts[locale].heroes.syma.byline);
      const [signed, skills] = [await box(signature), await box(page.locator("[data-hero] section[data-block]").first())];
      // Round 87 replaced "level with the skills' last row": set at the cell's foot, the signature
      // stood alone 120 px under the introduction and read as a leftover block; it now follows the
      // introduction (design-review-r87-a.spec.ts) and still ends within the skills' sheet.
      const intro = await box(page.locator("[data-hero] [data-hero-lead]"));
      expect(signed.y - (intro.y + intro.height), locale).toBeLessThanOrEqual(24);
      expect(signed.y + signed.height, locale).toBeLessThanOrEqual(skills.y + skills.height + 2);
      await expect(page.locator('[data-title-block] [data-cell="standard"] dd')).toHaveText("IEC 61131-3");
      await expect(page.locator('[data-title-block] [data-cell="scale"]')).toHaveCount(0);
    }
  });

  test("1366 px: the introduction is one column a step larger; 'On this page' spans the frame and the contact card closes the page, its ways two to a row", async ({ page }) => {
    await page.setViewportSize(laptop);
    await page.goto(siteUrl("syma", "/en"));
    const intro = page.locator("[data-hero-lead]");
    await expect(intro).toHaveText(en.content.syma.start.lead);
    expect(await intro.evaluate((element) => getComputedStyle(element).columnCount)).toBe("auto");
    expect(await px(intro, "font-size")).toBeGreaterThan(await px(page.locator("body"), "font-size"));
    // Held to a reading measure: no line runs past about seventy-five letters.
    const lines = await lineCount(intro);
    expect(en.content.syma.start.lead.length / lines).toBeLessThanOrEqual(75);
    const hero = await box(page.locator("[data-hero]"));
    const contents = await box(page.locator("[data-section-nav]"));
    const card = await box(page.locator("[data-article-aside] > *").first());
    // Beside the contact card's six rows the strip had left 280 px empty under it; its cells of
    // 122 px broke "Experience / beyond / technology" over three lines.
    expect(Math.abs(contents.x - hero.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(contents.width - hero.width)).toBeLessThanOrEqual(2);
    for (const entry of await page.locator("[data-section-nav] a").all()) expect(await lineCount(entry)).toBe(1);
    // Below it each section spans the page, its heading beside its text, the heading's column a
    // third (it stood 493 px wide beside the text): nothing runs on beside the text as an empty column.
    const sections = await page.locator("main article section[id^='section-']").all();
    for (const section of sections) {
      const heading = await box(section.locator("h2"));
      // Round 89: the first section's offers are cards where its paragraphs stood (design-review-r89-a).
      const text = await box(section.locator(":scope > :is(p, [data-cards])").first());
      expect(heading.x + heading.width).toBeLessThan(text.x);
      expect(text.x - hero.x).toBeLessThan(hero.width * 0.37);
      expect(Math.abs(heading.y - text.y)).toBeLessThan(24);
    }
    expect((await box(sections[0]!)).y).toBeGreaterThan(contents.y + contents.height);
    // The contact card after the last section, across the frame, its ways two to a row.
    const last = await box(sections.at(-1)!);
    expect(card.y).toBeGreaterThan(last.y + last.height - 2);
    expect(Math.abs(card.width - hero.width)).toBeLessThanOrEqual(2);
    const ways = await page.locator("[data-article-aside] li").evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().y)));
    expect(new Set(ways).size).toBe(Math.ceil(ways.length / 2));
    // The panel's two cells: the introduction under the title, the skills beside it under the picture.
    const [introBox, skills] = [await box(intro), await box(page.locator("[data-hero] section[data-block]").first())];
    expect(skills.x).toBeGreaterThanOrEqual(introBox.x + introBox.width);
    expect(Math.abs(skills.y - introBox.y)).toBeLessThan(40);
    // The footer's title block: its fields in one ruled row, each under its label (the place beside
    // the name), the languages across the whole block under them.
    const field = (part: string) => page.locator(`footer [data-part="${part}"]`);
    await expect(field("place").locator(".footer-label")).toHaveText("Place");
    await expect(field("place").locator(".footer-place")).toHaveText("Osnabrück");
    const [name, place, languages] = [await box(field("name")), await box(field("place")), await box(field("languages"))];
    expect(Math.abs(place.y - name.y)).toBeLessThan(2);
    expect(place.x).toBeGreaterThan(name.x + name.width - 2);
    expect(languages.y).toBeGreaterThanOrEqual(name.y + name.height);
    const frame = await box(page.locator("footer .footer-frame"));
    expect(languages.width).toBeGreaterThanOrEqual(frame.width - 4);
  });

  test("the start page and the CV number their sections as their contents list does", async ({ page }) => {
    await page.setViewportSize(laptop);
    for (const path of ["/en", "/en/cv"]) {
      await page.goto(siteUrl("syma", path));
      const heading = page.locator("main article section[id^='section-'] > h2").first();
      expect(await heading.evaluate((element) => getComputedStyle(element, "::before").content), path).toContain("counter(chapter");
    }
  });

  test("the skills read as a parts list: each group a ruled cell, each skill a cell of its own, two groups a row on a laptop, one on a phone", async ({ page }) => {
    for (const [viewport, path] of [[laptop, "/en"], [phone, "/ta"]] as const) {
      await page.setViewportSize(viewport);
      await page.goto(siteUrl("syma", path));
      const names = page.locator("[data-hero] li[lang=en]");
      expect(await names.count()).toBeGreaterThan(10);
      const frames = await names.evaluateAll((all) => all.map((element) => getComputedStyle(element).borderTopStyle));
      expect(new Set(frames)).toEqual(new Set(["solid"]));
      const groups = page.locator("[data-hero] section[data-block] dl > div");
      expect(await groups.first().evaluate((element) => getComputedStyle(element).borderBottomStyle)).toBe("solid");
      // No slash between the names: each is its own cell.
      expect(await names.first().evaluate((element) => getComputedStyle(element, "::after").content)).toBe("none");
      const tops = await groups.evaluateAll((all) => all.map((element) => Math.round(element.getBoundingClientRect().top)));
      // On a phone one group a row since round 82: two to a row broke the long labels into three
      // lines of capitals and left empty cells under the shorter column (design-review-r82-public).
      // Round 88 replaced "three groups a row on a laptop" (two rows): in the laptop's 584 px column
      // three cells of 173 px broke "Programming languages and frameworks" into three lines of
      // capitals (review r88); two groups a row, three rows, break it once.
      expect(new Set(tops).size, path).toBe(viewport === laptop ? 3 : 6);
    }
    // The skills of a row start on one line, whether its labels run to one line or three.
    await page.setViewportSize(laptop);
    for (const locale of ["en", "de", "ta"] as const) {
      await page.goto(siteUrl("syma", `/${locale}`));
      const groups = page.locator("[data-hero] section[data-block] dl > div");
      const firstRow = await groups.evaluateAll((all) =>
        all.map((group) => ({ top: Math.round(group.getBoundingClientRect().top), skills: Math.round(group.querySelector("li")!.getBoundingClientRect().top) })),
      );
      for (const top of new Set(firstRow.map((group) => group.top))) {
        const starts = firstRow.filter((group) => group.top === top).map((group) => group.skills);
        expect(Math.max(...starts) - Math.min(...starts), locale).toBeLessThanOrEqual(1);
      }
    }
  });

  // Replaced on purpose in round 77: the positions before the story put its contents at 1,582 px of
  // the page, behind a list the sections then told again (the reviewer's first fault for the CV).
  test("the CV on a phone: the positions at a glance follow its lead and the drawing, then the contents of the story, a strip", async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto(siteUrl("syma", "/en/cv"));
    const [table, contents, drawing, story] = [await box(page.locator("main table")), await box(page.locator("main [data-section-nav]")), await box(page.locator("[data-article-aside] [role=img] svg")), await box(page.locator("main section[id^=section-]").last())];
    expect(contents.y).toBeGreaterThan(drawing.y + drawing.height);
    // Round 86 replaced the positions at the story's close: on a 4,900 px page they came last; they
    // follow the lead and the drawing now, the contents after them, within two screens.
    expect(table.y).toBeGreaterThanOrEqual(drawing.y + drawing.height);
    expect(contents.y).toBeGreaterThanOrEqual(table.y + table.height);
    expect(story.y).toBeGreaterThan(contents.y);
    expect(drawing.width).toBeGreaterThanOrEqual(1.9 * drawing.height);
    expect(contents.y).toBeLessThan(2 * phone.height);
  });

  test("the drawing stands on an engineer's sheet with its title block, in the first screen on a laptop and on a phone", async ({ page }) => {
    for (const [viewport, locale] of [[laptop, "en"], [laptop, "ar"], [laptop, "ta"], [phone, "en"], [phone, "de"], [phone, "it"], [phone, "ta"]] as const) {
      await page.setViewportSize(viewport);
      await page.goto(siteUrl("syma", `/${locale}`));
      const sheet = page.locator("[data-hero-visual]");
      expect(await px(sheet, "border-top-width"), locale).toBe(2);
      const cells = page.locator("[data-title-block] > div");
      await expect(cells).toHaveCount(4);
      await expect(cells.first().locator("dd")).toHaveText(texts[locale].heroes.syma.titleBlock.subject.value);
      // The whole sheet, drawing and title block: a picture cut by the fold reads broken.
      await inFirstScreen(page, sheet);
    }
  });

  test("the title block's cells hold whole words: no word of a label or value breaks across lines, from a small phone to a wide screen", async ({ page }) => {
    for (const width of [360, 390, 1000, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      for (const locale of ["en", "de", "ta"] as const) {
        await page.goto(siteUrl("syma", `/${locale}`));
        const block = page.locator("[data-title-block]");
        expect(await block.evaluate((element) => element.scrollWidth <= element.clientWidth), `${locale} ${width}`).toBe(true);
        // Each word's rendered pieces: a word split over two lines has pieces at two heights.
        const split = await block.evaluate((element) => {
          const broken: string[] = [];
          const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            for (const word of node.textContent?.matchAll(/\S+/g) ?? []) {
              const range = document.createRange();
              range.setStart(node, word.index);
              range.setEnd(node, word.index + word[0].length);
              const tops = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
              if (tops.size > 1) broken.push(word[0]);
            }
          }
          return broken;
        });
        expect(split, `${locale} ${width}`).toEqual([]);
      }
    }
  });

  test("the CV's drawing stands on the same sheet as the start page's", async ({ page }) => {
    await page.setViewportSize(laptop);
    await page.goto(siteUrl("syma", "/en/cv"));
    expect(await px(page.locator("[data-article-aside] [role=img]").first(), "border-top-width")).toBe(2);
  });

  test("Arabic at 1366 px: the start page's running text keeps to about seventy-five letters a line", async ({ page }) => {
    await page.setViewportSize(laptop);
    for (const path of ["/ar"]) {
      await page.goto(siteUrl("syma", path));
      const paragraphs = await page.locator("main article section[id^='section-'] p:visible").all();
      expect(paragraphs.length, path).toBeGreaterThan(2);
      for (const paragraph of paragraphs) {
        const lines = await lineCount(paragraph);
        if (lines < 2) continue;
        expect((await paragraph.innerText()).length / lines, path).toBeLessThanOrEqual(75);
      }
    }
  });

  test("Tamil at 1366 px: each button's label on one line", async ({ page }) => {
    await page.setViewportSize(laptop);
    await page.goto(siteUrl("syma", "/ta"));
    const buttons = page.locator("[data-hero-tagline] + p a");
    for (const index of [0, 1]) expect(await lineCount(buttons.nth(index))).toBe(1);
  });

  test("Tamil on a phone: the title in four lines at most, each button's label on one line, the header's title link a whole touch target", async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto(siteUrl("syma", "/ta"));
    const title = page.locator("[data-hero] h1");
    expect(await lineCount(title)).toBeLessThanOrEqual(4);
    const buttons = page.locator("[data-hero-tagline] + p a");
    await expect(buttons).toHaveCount(2);
    for (const index of [0, 1]) {
      expect(await lineCount(buttons.nth(index))).toBe(1);
      expect((await box(buttons.nth(index))).height).toBeGreaterThanOrEqual(44);
    }
    await inFirstScreen(page, buttons.nth(1));
    const link = await box(page.locator(".site-title"));
    expect(link.width).toBeGreaterThanOrEqual(44);
    expect(link.height).toBeGreaterThanOrEqual(44);
  });
});

test("vault, 1366 px: the opening paragraph keeps to 75 letters a line", async ({ page }) => {
  await page.setViewportSize(laptop);
  await page.goto(siteUrl("vault", "/en"));
  const lead = page.getByText(en.content.vault.start.lead, { exact: true });
  const lines = await lineCount(lead);
  expect(lines).toBeGreaterThanOrEqual(3);
  expect(en.content.vault.start.lead.length / lines).toBeLessThanOrEqual(75);
  // The sections' paragraphs too, in the body's narrow serif.
  const [mill] = en.content.vault.start.sections.flatMap((section) => section.paragraphs).filter((text) => text.startsWith("Heinrich Martens (1838"));
  if (!mill) throw new Error("the mill's paragraph is gone");
  expect(mill.length / (await lineCount(page.getByText(mill, { exact: true })))).toBeLessThanOrEqual(75);
});

test("vault, 1366 × 768: the drawing of the vault and the inscription stand whole in the first screen, in Tamil's long line too", async ({ page }) => {
  await page.setViewportSize(laptop);
  for (const locale of ["en", "ar", "ta"]) {
    await page.goto(siteUrl("vault", `/${locale}`));
    await inFirstScreen(page, page.locator("[data-hero] img").first());
    await inFirstScreen(page, page.locator("[data-hero] figure ul"));
  }
});

test("vault in Tamil on a phone: the line keeps to six lines across the column, the vault's picture whole under it", async ({ page }) => {
  await page.setViewportSize(phone);
  await page.goto(siteUrl("vault", "/ta"));
  expect(await lineCount(page.locator("[data-hero-tagline]"))).toBeLessThanOrEqual(6);
  await inFirstScreen(page, page.locator("[data-hero] img").first());
});

test("vault's desktop menu: a members-only entry's name and its reason stand on the line of the others, the row one line deep", async ({ page }) => {
  await page.setViewportSize(laptop);
  for (const locale of ["en", "ta"]) {
    await page.goto(siteUrl("vault", `/${locale}`));
    const middle = (locator: Locator) =>
      locator.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        const rect = range.getBoundingClientRect();
        return rect.top + rect.height / 2;
      });
    const current = await middle(page.locator(".menu-row .menu-button[aria-current=page]"));
    // Those the row shows: an entry that does not fit waits under "More" (Tamil's longer names).
    const names = page.locator(".menu-row .menu-button[aria-disabled=true] .menu-label").filter({ visible: true });
    expect(await names.count()).toBeGreaterThan(0);
    for (const name of await names.all()) expect(Math.abs((await middle(name)) - current), locale).toBeLessThanOrEqual(2);
    // The reason follows its name on the same line, not hung under it as a second one.
    for (const hint of await page.locator(".menu-row .menu-hint").filter({ visible: true }).all()) expect(Math.abs((await middle(hint)) - current), locale).toBeLessThanOrEqual(4);
    const row = await box(page.locator(".menu-row"));
    const hint = await box(page.locator(".menu-row .menu-hint").first());
    expect(hint.y + hint.height).toBeLessThanOrEqual(row.y + row.height);
  }
});

// Round 84 replaced the row's framed tag per entry: one unframed label of 14 px and more before the
// group, the later entries' reasons said to screen readers only.
test("vault in Arabic and Tamil: a members-only entry's reason is upright in the entries' weight: their size in the phone's panel, an unframed label of 14 px and more on the row", async ({ page }) => {
  const fontOf = (locator: Locator) =>
    locator.evaluate((element) => {
      const style = getComputedStyle(element);
      return `${style.fontSize} ${style.fontWeight} ${style.fontStyle}`;
    });
  for (const viewport of [laptop, phone]) {
    await page.setViewportSize(viewport);
    for (const locale of ["ar", "ta"] as const) {
      await page.goto(siteUrl("vault", `/${locale}`));
      if (viewport === phone) {
        await expect(page.locator(".menu-row[data-measured]")).toBeAttached();
        await page.getByRole("button", { name: texts[locale].siteNavigation.menu }).click();
      }
      const entries = await page.locator(".menu-row .menu-button[aria-disabled=true]").all();
      expect(entries.length, locale).toBeGreaterThan(0);
      for (const entry of entries) {
        const name = await fontOf(entry.locator(".menu-label"));
        const hint = entry.locator(".menu-hint");
        expect(name, locale).toMatch(/ normal$/);
        if (viewport === phone) {
          expect(await fontOf(hint), `${locale} ${viewport.width}`).toBe(name);
          continue;
        }
        if (!(await hint.isVisible())) continue;
        // The group's label on the row: upright, the name's weight, unframed.
        const [size, weight, style] = (await fontOf(hint)).split(" ");
        expect(Number.parseFloat(size ?? "0"), locale).toBeGreaterThanOrEqual(14);
        expect([weight, style], locale).toEqual(name.split(" ").slice(1));
        await expect(hint, locale).toHaveCSS("border-top-width", "0px");
      }
    }
  }
});

test("vault in Arabic and Tamil: the verse over the names stands upright (the scripts have no italic), and the lead keeps the sections' open leading", async ({ page }) => {
  await page.setViewportSize(laptop);
  for (const locale of ["ar", "ta"] as const) {
    await page.goto(siteUrl("vault", `/${locale}`));
    expect(await page.locator("[data-hero] figcaption").evaluate((element) => getComputedStyle(element).fontStyle), locale).toBe("normal");
    const lead = page.getByText(texts[locale].content.vault.start.lead, { exact: true });
    const leading = await lead.evaluate((element) => Number.parseFloat(getComputedStyle(element).lineHeight) / Number.parseFloat(getComputedStyle(element).fontSize));
    expect(leading, locale).toBeGreaterThanOrEqual(1.75);
  }
  await page.goto(siteUrl("vault", "/en"));
  expect(await page.locator("[data-hero] figcaption").evaluate((element) => getComputedStyle(element).fontStyle)).toBe("italic");
});

test.describe("vault at night", () => {
  test.use({ colorScheme: "dark" });
  test("the verse over the names never leaves a word alone on its last line", async ({ page }) => {
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.goto(siteUrl("vault", "/en"));
    const verse = page.locator("[data-hero] figcaption");
    expect(await verse.evaluate((element) => getComputedStyle(element).textWrap)).toContain("balance");
  });

  test("the contents' entries in the text's colour, not the faint link colour", async ({ page }) => {
    await page.setViewportSize(laptop);
    await page.goto(siteUrl("vault", "/en"));
    await expect(page.locator("body")).not.toHaveClass(/light-mode/);
    const entry = page.locator("[data-section-nav] a").first();
    const text = await page.locator("main article section p").first().evaluate((element) => getComputedStyle(element).color);
    expect(await entry.evaluate((element) => getComputedStyle(element).color)).toBe(text);
  });
});

test.describe("writing", () => {
  // Literata's zero is wide for its letters: a measure in ch ran to near eighty letters a line.
  for (const [locale, path] of [["en", "/curriculum"], ["de", "/contentWriting"], ["en", ""]] as const) {
    test(`${locale}${path || "/"} at 1366 px: running text holds at most about seventy-five letters a line`, async ({ page }) => {
      await page.setViewportSize(laptop);
      await page.goto(siteUrl("writing", `/${locale}${path}`));
      const paragraphs = await page.locator("main section p:visible").all();
      expect(paragraphs.length).toBeGreaterThan(2);
      for (const paragraph of paragraphs) {
        const lines = await lineCount(paragraph);
        if (lines < 3) continue;
        expect((await paragraph.innerText()).length / lines).toBeLessThanOrEqual(75);
      }
    });
  }
});

test.describe("lobby", () => {
  test("the phone header carries the lobby's name, whole on one line in every language", async ({ page }) => {
    await page.setViewportSize(phone);
    expect(en.sites.lobby.shortTitle).toBe(en.sites.lobby.title);
    // Short, but still a lobby: “Psychische Gesundheit” alone named a topic, not the group.
    expect(texts.de.sites.lobby.shortTitle).toMatch(/^Lobby /);
    for (const locale of locales) {
      await page.goto(siteUrl("lobby", `/${locale}`));
      // Measured in the site's own face: in the fallback the German name runs 42 px wider (a full
      // run under load once measured it before the face had come).
      await page.evaluate(() => document.fonts.ready);
      const title = page.locator(".site-title");
      const text = title.locator(":scope > span:not(.site-logo):visible");
      await expect(text, locale).toHaveText(texts[locale].sites.lobby.shortTitle);
      expect(await title.evaluate((element) => element.scrollWidth <= element.clientWidth), locale).toBe(true);
      const tools = await box(page.locator(".header-tools"));
      const shown = await box(text);
      expect(locale === "ar" ? shown.x >= tools.x + tools.width : shown.x + shown.width <= tools.x, locale).toBe(true);
    }
  });

  test("the meeting's time reads the same in the text as on the card, in every language", async ({ page }) => {
    for (const locale of locales) {
      await page.goto(siteUrl("lobby", `/${locale}`));
      const time = formatTime("18:30", locale);
      await expect(page.locator("[data-hero] [data-card=meeting]"), locale).toContainText(time);
      await expect(page.locator("main .article section").filter({ hasText: time }), locale).toHaveCount(1);
    }
  });
});

test.describe("lobby's poster on a phone", () => {
  test("opens with the lobby's demand as its visible heading under the mark, under the header's name in its full weight, and the mission whole", async ({ page }) => {
    await page.setViewportSize(phone);
    for (const locale of ["en", "ar", "ta"] as const) {
      await page.goto(siteUrl("lobby", `/${locale}`));
      const heading = page.locator("#hero-title");
      await expect(heading, locale).toHaveText(texts[locale].content.lobby.start.heading);
      await expect(heading, locale).toBeVisible();
      await inFirstScreen(page, heading);
      // The demand is the page's heading, larger than the header's name above it; the name is no
      // longer said twice, so the header keeps it in its full weight.
      const title = page.locator(".site-title");
      expect(await px(heading, "font-size"), locale).toBeGreaterThan(1.3 * (await px(title, "font-size")));
      expect(await px(title, "font-weight"), locale).toBeGreaterThanOrEqual(700);
      await expect(heading, locale).not.toHaveText(texts[locale].sites.lobby.title);
      // The mark stands in the poster's upper corner, level with the name.
      const mark = await heading.evaluate((element) => {
        const style = getComputedStyle(element, "::before");
        return { width: Number.parseFloat(style.width), top: Number.parseFloat(style.top) };
      });
      const poster = await box(page.locator("[data-hero] [data-hero-tagline]").locator(".."));
      const name = await box(heading);
      expect(mark.width, locale).toBeGreaterThan(20);
      expect(poster.y + mark.top, locale).toBeLessThan(name.y + name.height);
      await inFirstScreen(page, page.locator("[data-hero] [data-hero-tagline]"));
      // The demand reads first, the mission as its lead: at 26 px over 19 px the two stood alike when
      // both were bold, so the mission is set in the text's regular weight, well under the heading's.
      const mission = page.locator("[data-hero] [data-hero-tagline]");
      expect(await px(mission, "font-weight"), locale).toBeLessThanOrEqual((await px(heading, "font-weight")) - 300);
      expect(await px(mission, "font-weight"), locale).toBeLessThanOrEqual(400);
      // The poster's own way to write (the meeting's notice below it has one as well).
      await inFirstScreen(page, page.locator("[data-hero] [data-hero-tagline]").locator("..").locator("a[href^='mailto:']"));
    }
  });

  test("at 1366 px the poster still carries its heading under its mark", async ({ page }) => {
    await page.setViewportSize(laptop);
    await page.goto(siteUrl("lobby", "/en"));
    expect((await box(page.locator("#hero-title"))).width).toBeGreaterThan(200);
  });
});

test.describe("lobby's own look", () => {
  test.use({ colorScheme: "dark" });
  /** An rgb() colour as its channels. */
  const channels = (colour: string) => {
    const [red = 0, green = 0, blue = 0] = (colour.match(/\d+(\.\d+)?/g) ?? []).map(Number);
    return [red, green, blue] as const;
  };

  test("dark: a green-tinted night, not pure black, with the mission on a poster a step lighter than the page", async ({ page }) => {
    await page.setViewportSize(laptop);
    await page.goto(siteUrl("lobby", "/en"));
    await expect(page.locator("body")).not.toHaveClass(/light-mode/);
    const ground = channels(await page.locator("body").evaluate((element) => getComputedStyle(element).backgroundColor));
    expect(Math.max(...ground)).toBeGreaterThan(0);
    // Tinted toward the lobby's green.
    expect(ground[1]).toBeGreaterThan(ground[0]);
    const poster = channels(await page.locator("[data-hero] [data-hero-tagline]").locator("..").evaluate((element) => getComputedStyle(element).backgroundColor));
    expect(poster[1]).toBeGreaterThan(ground[1]);
    // Its mark stands in the poster.
    expect(await page.locator("#hero-title").evaluate((element) => getComputedStyle(element, "::before").maskImage || getComputedStyle(element, "::before").webkitMaskImage)).toContain("svg");
  });

  test("Tamil on a phone: the mission reads as a lead (regular weight, at most six lines), not a wall of bold", async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto(siteUrl("lobby", "/ta"));
    const mission = page.locator("[data-hero] [data-hero-tagline]");
    expect(await px(mission, "font-weight")).toBeLessThan(600);
    expect(await lineCount(mission)).toBeLessThanOrEqual(6);
    await inFirstScreen(page, mission);
  });
});

test.describe("tax", () => {
  test("the drawing's sun by day, a dimmed crescent moon at night", async ({ browser }) => {
    for (const colorScheme of ["light", "dark"] as const) {
      const page = await browser.newPage({ colorScheme, viewport: phone });
      await page.goto(siteUrl("tax", "/en"));
      const sun = page.locator("main figure svg circle[fill='#facc15']");
      const moon = page.locator("main figure svg path[fill='#f1e6c4']");
      if (colorScheme === "light") {
        await expect(sun).toBeVisible();
        await expect(moon).toBeHidden();
      } else {
        await expect(sun).toBeHidden();
        await expect(moon).toBeVisible();
      }
      await page.close();
    }
  });

  // Round 83 replaced "one to a row" on a laptop: the services left the picture's column for a band
  // across the page, where Tamil's names stand two to a row, each on one line.
  test("Tamil: the services one to a row on a phone and two to a row across a laptop, each service readable as one item, and the headings in the face's heaviest weight", async ({ page }) => {
    for (const viewport of [phone, laptop]) {
      await page.setViewportSize(viewport);
      await page.goto(siteUrl("tax", "/ta"));
      const items = await page.getByRole("region", { name: ta.heroes.tax.offersLabel }).getByRole("listitem").all();
      const starts = new Set<number>();
      for (const item of items) {
        starts.add(Math.round((await box(item)).x));
        expect(await px(item, "line-height"), `${viewport.width}`).toBeGreaterThanOrEqual(1.5 * (await px(item, "font-size")));
        const lines = await item.evaluate((node) => {
          const range = document.createRange();
          range.selectNodeContents(node);
          return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size;
        });
        if (viewport === laptop) expect(lines, `${viewport.width}`).toBe(1);
      }
      expect(starts.size, `${viewport.width}`).toBe(viewport === laptop ? 2 : 1);
      expect(await px(page.locator("main h1"), "font-weight")).toBeGreaterThanOrEqual(800);
    }
  });

  test("on a phone the drawing is a band across the column in the first screen, and the badge one line in every language", async ({ page }) => {
    await page.setViewportSize(phone);
    for (const locale of ["en", "ar", "ta"] as const) {
      await page.goto(siteUrl("tax", `/${locale}`));
      const drawing = page.locator("main figure svg");
      const band = await box(drawing);
      const column = await box(page.locator("main h1"));
      expect(band.width, locale).toBeGreaterThanOrEqual(column.width - 40);
      expect(band.height, locale).toBeGreaterThanOrEqual(150);
      expect(band.height, locale).toBeLessThanOrEqual(220);
      await inFirstScreen(page, drawing);
      // A band, not a panel: under it the lead and, but for Tamil's long lead, both ways to write
      // end in the first screen (at 170 px the imprint's button fell under the fold).
      if (locale !== "ta") await inFirstScreen(page, page.locator("main .article a[href$='/imprint']"));
      // Straight under the heading: a long Arabic or Tamil lead does not come between them.
      const lead = await box(page.locator("main .lead"));
      expect(band.y, locale).toBeGreaterThan(column.y + column.height);
      expect(band.y + band.height, locale).toBeLessThan(lead.y);
      const badge = page.locator("main figure figcaption");
      await expect(badge).toHaveText(texts[locale].constructionNotice.comingLater);
      expect(await badge.evaluate((element) => element.getClientRects().length), locale).toBe(1);
      expect(await lineCount(badge), locale).toBe(1);
    }
  });

  test("the 'coming later' badge is a tag on the frame's top edge at its start, on a phone and a wide screen alike", async ({ page }) => {
    for (const viewport of [phone, laptop]) {
      await page.setViewportSize(viewport);
      for (const locale of ["en", "ar"] as const) {
        await page.goto(siteUrl("tax", `/${locale}`));
        const [frame, badge] = [await box(page.locator("main figure")), await box(page.locator("main figure figcaption"))];
        const where = `${locale} ${viewport.width}`;
        // Across the frame's top edge (it stood centred under the drawing on a wide screen).
        expect(Math.abs(badge.y + badge.height / 2 - frame.y), where).toBeLessThan(4);
        // At the frame's start edge: the left in English, the right in Arabic.
        const inset = locale === "ar" ? frame.x + frame.width - (badge.x + badge.width) : badge.x - frame.x;
        expect(inset, where).toBeGreaterThanOrEqual(8);
        expect(inset, where).toBeLessThanOrEqual(32);
      }
    }
  });

  test("Tamil on a phone: the heading in three lines at most and the lead's start in the first screen", async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto(siteUrl("tax", "/ta"));
    expect(await lineCount(page.locator("main h1"))).toBeLessThanOrEqual(3);
    const lead = await box(page.locator("main .lead"));
    expect(lead.y + 6 * 27).toBeLessThanOrEqual(phone.height);
  });

  test("1366 px: the sections are three plain notes side by side under the first screen, each heading above its text, and whom to write to is a card", async ({ page }) => {
    await page.setViewportSize(laptop);
    for (const locale of ["en", "ar", "ta"] as const) {
      await page.goto(siteUrl("tax", `/${locale}`));
      const sections = page.locator("main article > section[id^='section-']");
      await expect(sections).toHaveCount(3);
      const [article, contact] = [await box(page.locator("main article")), await box(page.locator("main a[href^='mailto:']").locator(".."))];
      const notes = await Promise.all([0, 1, 2].map((index) => box(sections.nth(index))));
      // One row, level, across the article's width, under the way to write.
      for (const note of notes) {
        expect(Math.abs(note.y - notes[0]!.y), locale).toBeLessThan(2);
        expect(Math.abs(note.width - notes[0]!.width), locale).toBeLessThan(2);
        expect(note.y, locale).toBeGreaterThan(contact.y + contact.height);
      }
      const [first, last] = locale === "ar" ? [notes[2]!, notes[0]!] : [notes[0]!, notes[2]!];
      expect(Math.abs(first.x - article.x), locale).toBeLessThan(2);
      expect(Math.abs(last.x + last.width - article.x - article.width), locale).toBeLessThan(2);
      for (const index of [0, 1, 2]) {
        // The heading above its text, no empty block beside or under it.
        const [title, text] = [await box(sections.nth(index).locator("h2")), await box(sections.nth(index).locator("p").first())];
        expect(text.y, locale).toBeGreaterThanOrEqual(title.y + title.height - 1);
        expect(Math.abs(text.x - title.x) < 2 || Math.abs(text.x + text.width - title.x - title.width) < 2, locale).toBe(true);
      }
    }
    // Round 83 replaced "notes, not cards": three ragged columns of prose read as one block, so they
    // are three equal cards with a ground of their own; still no number before the heading.
    for (const section of await page.locator("main article > section[id^='section-']").all()) {
      expect(await section.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe("rgba(0, 0, 0, 0)");
      expect(await section.locator("h2").evaluate((element) => getComputedStyle(element, "::before").content)).toMatch(/^(none|normal)$/);
    }
    const contact = page.locator("main a[href^='mailto:']").locator("..");
    expect(await px(contact, "border-top-width")).toBeGreaterThanOrEqual(2);
    expect(await contact.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe("rgba(0, 0, 0, 0)");
  });

  test("1366 px: the condensed capitals stay in proportion to the text, the page's heading above the header's sign", async ({ page }) => {
    await page.setViewportSize(laptop);
    await page.goto(siteUrl("tax", "/en"));
    const heading = await px(page.locator("main h1"), "font-size");
    expect(heading).toBeLessThanOrEqual(2.6 * (await px(page.locator("main .lead"), "font-size")));
    expect(heading).toBeLessThanOrEqual(2.75 * (await px(page.locator("body"), "font-size")));
    expect(await px(page.locator(".site-title"), "font-size")).toBeLessThan(heading);
  });

  test("the two ways to write are one size, side by side on a laptop and stacked on a phone", async ({ page }) => {
    for (const viewport of [laptop, phone]) {
      await page.setViewportSize(viewport);
      for (const locale of ["en", "ar", "ta"] as const) {
        await page.goto(siteUrl("tax", `/${locale}`));
        const mail = await box(page.locator("main a[href^='mailto:']"));
        const imprint = await box(page.locator("main .article a[href$='/imprint']"));
        const where = `${locale} at ${viewport.width}`;
        expect(Math.abs(mail.width - imprint.width), where).toBeLessThan(2);
        expect(Math.abs(mail.height - imprint.height), where).toBeLessThan(2);
        if (viewport === laptop) expect(Math.abs(mail.y - imprint.y), where).toBeLessThan(2);
        else expect(Math.abs(mail.x - imprint.x), where).toBeLessThan(2);
      }
    }
  });

  test("without a menu the header is a band of its own height on a laptop, and the phone's page ends in about two and a half screens", async ({ page }) => {
    await page.setViewportSize(laptop);
    await page.goto(siteUrl("tax", "/en"));
    expect((await box(page.locator(".site-header"))).height).toBeLessThanOrEqual(100);
    await page.setViewportSize(phone);
    await page.goto(siteUrl("tax", "/en"));
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(2.6 * phone.height);
  });

  test("the header names the office, and the notes read at the body's size in the text's colour", async ({ page }) => {
    await page.setViewportSize(laptop);
    await page.goto(siteUrl("tax", "/en"));
    await expect(page.locator(".site-title")).toHaveText(en.sites.tax.title);
    expect(en.sites.tax.title).toContain("Tax");
    const paragraph = page.locator("main article > section[id^='section-'] > p").first();
    expect(await px(paragraph, "font-size")).toBe(await px(page.locator("body"), "font-size"));
    const colours = await paragraph.evaluate((element) => [getComputedStyle(element).color, getComputedStyle(document.body).color]);
    expect(colours[0]).toBe(colours[1]);
  });

  test("Tamil: each way to write is one line, the two one height, on a phone and at 1366 px", async ({ page }) => {
    for (const viewport of [phone, laptop]) {
      await page.setViewportSize(viewport);
      await page.goto(siteUrl("tax", "/ta"));
      const links = [page.locator("main a[href^='mailto:']"), page.locator("main .article a[href$='/imprint']")];
      for (const link of links) expect(await lineCount(link), `${viewport.width}`).toBe(1);
      const [mail, imprint] = [await box(links[0]!), await box(links[1]!)];
      expect(Math.abs(mail.height - imprint.height), `${viewport.width}`).toBeLessThan(1);
      expect(mail.height, `${viewport.width}`).toBeLessThanOrEqual(56);
    }
  });
});

test("languages at 1366 px: the sheet's hairlines start and end on its four columns, the title cell over the fourth", async ({ page }) => {
  await page.setViewportSize(laptop);
  for (const locale of ["en", "ar", "ta"] as const) {
    await page.goto(siteUrl("languages", `/${locale}`));
    const own = await box(page.locator("[data-hero] li[data-own-phrase]"));
    const title = await box(page.locator("[data-hero] [data-hero-tagline]").locator(".."));
    const cells = await Promise.all([0, 1, 2, 3].map((index) => box(page.locator("[data-hero] li[lang]:not([data-own-phrase])").nth(index))));
    // In reading order: the first cell at the start edge, the fourth at the end edge.
    const [start, third, fourth] = locale === "ar" ? [cells[0]!, cells[2]!, cells[3]!].map((cell) => ({ ...cell, x: 1366 - cell.x - cell.width })) : [cells[0]!, cells[2]!, cells[3]!];
    const [ownBox, titleBox] = locale === "ar" ? [own, title].map((cell) => ({ ...cell, x: 1366 - cell.x - cell.width })) : [own, title];
    expect(Math.abs(ownBox!.x - start!.x), locale).toBeLessThan(2);
    expect(Math.abs(ownBox!.x + ownBox!.width - (third!.x + third!.width)), locale).toBeLessThan(2);
    expect(Math.abs(titleBox!.x - fourth!.x), locale).toBeLessThan(2);
    expect(Math.abs(titleBox!.x + titleBox!.width - (fourth!.x + fourth!.width)), locale).toBeLessThan(2);
  }
});

test("languages on a phone: the first screen says its phrases once, as the sheet (no block of 'love' in four scripts repeating them above it)", async ({ page }) => {
  await page.setViewportSize(phone);
  for (const locale of ["en", "ar", "ta"] as const) {
    await page.goto(siteUrl("languages", `/${locale}`));
    // The visitor's own phrase, large, is the first screen's picture, in the first screen.
    const own = page.locator("[data-hero] li[data-own-phrase]");
    await inFirstScreen(page, own);
    // The page's title leads: its phrase a fifth over the seven others, Tamil's wide letters too
    // (on one line at 0.7 of the display size it stood at 28 px beside their 26.5; now on two lines).
    const ownSize = await px(own.locator("[data-phrase]"), "font-size");
    expect(ownSize, locale).toBeGreaterThanOrEqual(32);
    const others = await page.locator("[data-hero] li[lang]:not([data-own-phrase]):not([lang='ar']) [data-phrase]").evaluateAll((phrases) => phrases.map((phrase) => parseFloat(getComputedStyle(phrase).fontSize)));
    expect(ownSize, locale).toBeGreaterThan(Math.max(...others) * 1.2);
  }
  await page.setViewportSize(laptop);
  await page.goto(siteUrl("languages", "/en"));
});

test("a wide screen's frame: the composed sites grow past the shared 1180 px column at 1920, their header over the same width, and keep it at 1366", async ({ page }) => {
  test.slow();
  for (const site of ["syma", "vault", "languages", "tax"]) {
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.goto(siteUrl(site, "/en"));
    // The header's parts stand in its grid: the grid's content box starts where the page's column does.
    const headerStart = await page.locator(".site-header").evaluate((header) => header.getBoundingClientRect().left + parseFloat(getComputedStyle(header).paddingLeft));
    const [main, column] = [await box(page.locator("main")), await box(page.locator("main > :first-child"))];
    expect(main.width, site).toBeGreaterThan(1300);
    expect(Math.abs(headerStart - column.x), site).toBeLessThanOrEqual(2);
    await page.setViewportSize(laptop);
    await page.goto(siteUrl(site, "/en"));
    expect((await box(page.locator("main"))).width, site).toBeLessThanOrEqual(1180);
  }
});

test("languages: the header's and footer's small labels are 13 px at least", async ({ page }) => {
  await page.setViewportSize(laptop);
  await page.goto(siteUrl("languages", "/en"));
  for (const selector of [".header-tools .dark-mode-switch", ".language-menu summary", "footer .duck-link"]) {
    const label = page.locator(selector).first();
    await expect(label, selector).toBeVisible();
    expect(await px(label, "font-size"), selector).toBeGreaterThanOrEqual(13);
  }
});

test("tax at 1366 px: the construction picture's frame starts level with the heading's capitals beside it (in Tamil with the lead under the heading across both)", async ({ page }) => {
  await page.setViewportSize(laptop);
  for (const locale of ["en", "ar", "ta"] as const) {
    await page.goto(siteUrl("tax", `/${locale}`));
    await page.evaluate(() => document.fonts.ready);
    // The heading's ink (its letters' tops, not its line box, which the face overreaches or leaves room in).
    const capitals = await page.locator("main .article > h1").evaluate((heading) => {
      const range = document.createRange();
      range.selectNodeContents(heading);
      const firstLine = range.getClientRects()[0]!;
      const style = getComputedStyle(heading);
      const context = document.createElement("canvas").getContext("2d")!;
      context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = heading.textContent ?? "";
      const metrics = context.measureText(style.textTransform === "uppercase" ? text.toUpperCase() : text);
      return firstLine.top + metrics.fontBoundingBoxAscent - metrics.actualBoundingBoxAscent;
    });
    const frame = await box(page.locator("main .article > figure"));
    if (locale === "ta") {
      // Round 71: Tamil's heading runs across both columns and the frame stands beside the lead under
      // it (in seven twelfths the heading took three lines and the stretched frame was 706 px of sky
      // round its drawing).
      const [heading, lead] = [await box(page.locator("main .article > h1")), await box(page.locator("main .article > .lead"))];
      expect(heading.x + heading.width, "the heading reaches over the frame").toBeGreaterThan(frame.x);
      expect(Math.abs(frame.y - lead.y), `ta: frame at ${frame.y}, lead at ${lead.y}`).toBeLessThanOrEqual(8);
      expect(frame.height, "the frame about as tall as the drawing and its sky").toBeLessThan(560);
      continue;
    }
    expect(Math.abs(frame.y - capitals), `${locale}: frame at ${frame.y}, capitals at ${capitals}`).toBeLessThanOrEqual(4);
  }
});
