import { expect, test, type Locator, type Page } from "@playwright/test";
import de from "../../messages/de.json" with { type: "json" };
import en from "../../messages/en.json" with { type: "json" };
import ta from "../../messages/ta.json" with { type: "json" };
import { siteUrl } from "./server-env";
import { box, DESKTOP, PHONE } from "./support/geometry";

/** The forum's, political's and lobby's start pages: what the first screen holds and how the text reads. */

/** The most letters on one line of a paragraph: its widest line's share of its text, laid out as it is.
 *  Only the text's own boxes count: a link's box would count its line twice. */
const widestLine = (paragraph: Locator) =>
  paragraph.evaluate((element) => {
    const rects: DOMRect[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      rects.push(...[...range.getClientRects()].filter((rect) => rect.width > 2));
    }
    const lines = new Map<number, number>();
    for (const rect of rects) lines.set(Math.round(rect.top), (lines.get(Math.round(rect.top)) ?? 0) + rect.width);
    const total = [...lines.values()].reduce((sum, width) => sum + width, 0);
    return ((element.textContent ?? "").trim().length * Math.max(...lines.values())) / total;
  });

const heroPicture = (page: Page) => page.locator("[data-hero] [data-hero-visual] img");

test("forum: the menu names the news once, then holds the older years by number under 'Earlier years', and it fits the row, in English, German and Tamil", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto(siteUrl("forum", "/en"));
  const row = page.locator("header .menu-row");
  await expect(page.locator(`header a[href="/en/2025"]`).first()).toHaveText("News 2025");
  // A row of six years read as a timeline, not a menu: the older ones are one entry's list, in order.
  await expect(row.locator(":scope > li")).toHaveCount(5);
  const years = row.locator(".group-toggle");
  await expect(years).toHaveText(en.shellFrame.menuGroups.years);
  // The entry follows the news it continues.
  expect(await years.evaluate((button) => button.parentElement?.previousElementSibling?.querySelector("a")?.getAttribute("href"))).toBe("/en/2025");
  await years.click();
  const links = row.locator(".years-list a");
  await expect(links.first()).toBeVisible();
  await expect(links).toHaveText(["2024", "2023", "2022", "2021", "2020"]);
  const [toggleBox, listBox] = [await box(years), await box(row.locator(".years-list"))];
  expect(listBox.y).toBeGreaterThanOrEqual(toggleBox.y + toggleBox.height);
  await links.nth(2).click();
  await expect(page).toHaveURL(siteUrl("forum", "/en/2022"));
  // On a year's page the entry carries the mark of the open year.
  expect(await row.locator(".group-toggle").evaluate((button) => getComputedStyle(button).backgroundColor)).not.toBe("rgba(0, 0, 0, 0)");
  await page.goto(siteUrl("forum", "/de"));
  await expect(page.locator(`header a[href="/de/2025"]`).first()).toHaveText(de.paths.year2025);
  await expect(page.locator("header .group-toggle")).toHaveText(de.shellFrame.menuGroups.years);
  await expect(page.locator(`header a[href="/de/2020"]`).first()).toHaveText("2020");
  // The year page keeps its whole name as its title.
  await page.goto(siteUrl("forum", "/de/2020"));
  await expect(page).toHaveTitle(new RegExp(`^${de.paths.year2020}`));
  // Every English entry stays in the one row beside the name: no "More".
  await page.goto(siteUrl("forum", "/en"));
  await expect(page.locator("header .menu-row")).toHaveAttribute("data-measured");
  await expect(page.locator("header .more-toggle")).toBeHidden();
  await expect(page.locator("header .group-toggle")).toBeVisible();
  // The longer languages keep the whole menu in the row too, at 1366 and at 1920 (the menu's blocks
  // set close; Tamil's header names the forum by its short name, the footer by its whole).
  for (const width of [1366, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    for (const locale of ["ru", "lt", "ar", "ta"]) {
      await page.goto(siteUrl("forum", `/${locale}`));
      await expect(page.locator("header .menu-row"), `${locale} ${width}`).toHaveAttribute("data-measured");
      await expect(page.locator("header .more-toggle"), `${locale} ${width}`).toBeHidden();
      await expect(page.locator(`header .menu-row a[href="/${locale}/imprint"]`), `${locale} ${width}`).toBeVisible();
    }
  }
  await page.setViewportSize(DESKTOP);
  await page.goto(siteUrl("forum", "/ta"));
  await expect(page.locator("header .site-title .title-short")).toBeVisible();
  await expect(page.locator("footer .footer-name")).toHaveText(ta.sites.forum.title);
  await page.locator("header .group-toggle").click();
  await expect(page.locator(`header a[href="/ta/2020"]`).first()).toBeVisible();
});

test("forum on a phone: the older years stand side by side under the news, each a whole touch target", async ({ page }) => {
  await page.setViewportSize(PHONE);
  for (const locale of ["en", "ta"]) {
    await page.goto(siteUrl("forum", `/${locale}/2023`));
    await page.locator(".menu-toggle").click();
    const at = (path: string) => box(page.locator(`#site-menu a[href="/${locale}/${path}"]`));
    const [head, first, last] = [await at("2025"), await at("2024"), await at("2020")];
    expect(first.y, locale).toBeGreaterThan(head.y + head.height - 4);
    expect(Math.abs(first.y - last.y), locale).toBeLessThan(1);
    expect(last.height, locale).toBeGreaterThanOrEqual(44);
  }
});

test("forum: the first screen's one action is Donate, the contact card stands once, and no closing band repeats them", async ({ page }) => {
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    for (const locale of ["en", "ar", "ta"]) {
      await page.goto(siteUrl("forum", `/${locale}`));
      const where = `${locale} ${viewport.width}`;
      await expect(page.locator('[data-hero] a[href^="#"]'), where).toHaveCount(1);
      await expect(page.locator('[data-hero] a[href^="#donation-"]'), where).toBeVisible();
      await expect(page.locator("[data-hero-closing]"), where).toHaveCount(0);
      await expect(page.locator('main a[href^="#contact-"]'), where).toHaveCount(0);
    }
  }
});

test("forum: the first screen's heading says what the forum offers, and both dated cards name the hall", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto(siteUrl("forum", "/en"));
  await expect(page.locator("main h1")).toHaveText(en.content.forum.start.heading);
  await expect(page.locator("main h1")).not.toHaveText(en.sites.forum.title);
  await expect(page.locator('[data-hero] [data-card="friday"]')).toContainText("Parish hall");
  await expect(page.locator('[data-hero] [data-card="cafe"]')).toContainText("parish hall");
});

test("forum: the news reads as news on a phone and a laptop, dated headlines newest first, open", async ({ page }) => {
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await page.goto(siteUrl("forum", "/en"));
    const items = page.locator("main li:has(> time):has(> h4)");
    await expect(items, `${viewport.width}`).toHaveCount(3);
    const dates = await items.locator("> time").evaluateAll((times) => times.map((time) => time.getAttribute("datetime") ?? ""));
    expect(dates, `${viewport.width}`).toEqual([...dates].sort().reverse());
    // The newest stands open (on a phone the older ones behind their switch under it; all open at 1366).
    const open = viewport === PHONE ? [items.first()] : await items.all();
    for (const item of open) {
      await item.scrollIntoViewIfNeeded();
      await expect(item.locator("> time"), `${viewport.width}`).toBeVisible();
      await expect(item.locator("> h4"), `${viewport.width}`).toBeVisible();
    }
    await expect(items.first().locator("> h4")).toHaveText(en.content.forum.blocks.news.items.repairCorner.title);
  }
});

test("forum at 1366 × 768: the hall under the heading ends above the fold, in English and Tamil", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  for (const locale of ["en", "ta"]) {
    await page.goto(siteUrl("forum", `/${locale}`));
    const picture = await box(heroPicture(page));
    expect(picture.y + picture.height, locale).toBeLessThanOrEqual(DESKTOP.height);
  }
});

test("forum at 1366 × 768: both dated notes and the board under them stand whole above the fold, in every language", async ({ page }) => {
  // Eight start pages in one test.
  test.setTimeout(90_000);
  await page.setViewportSize(DESKTOP);
  for (const locale of ["en", "de", "ru", "es", "it", "lt", "ar", "ta"]) {
    await page.goto(siteUrl("forum", `/${locale}`));
    const board = await box(page.locator("[data-hero] ul:has(> [data-card])").locator("xpath=.."));
    expect(board.y + board.height, locale).toBeLessThanOrEqual(DESKTOP.height);
    // The day and its hours on one line: the note's headline is one line high.
    const text = page.locator('[data-hero] [data-card="friday"] p').first();
    const lines = await text.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return new Set([...range.getClientRects()].filter((rect) => rect.width > 2).map((rect) => Math.round(rect.top))).size;
    });
    expect(lines, locale).toBe(1);
  }
});

test("forum at 390 in Tamil: the hall opens the first screen above the heading, the sooner dated note follows in it", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto(siteUrl("forum", "/ta"));
  const picture = await box(heroPicture(page));
  const title = await box(page.locator("[data-hero] h1"));
  expect(picture.y + picture.height).toBeLessThanOrEqual(title.y);
  // The notes stand in the order they next happen (Tuesday's cafe first from Saturday to Tuesday).
  const sooner = await box(page.locator("[data-hero] [data-card]").first());
  expect(sooner.y + 120).toBeLessThanOrEqual(PHONE.height);
});

test("forum at 390: both dated notes whole under the line, then Donate, all in the first screen, in English, Arabic and Tamil", async ({ page }) => {
  await page.setViewportSize(PHONE);
  for (const locale of ["en", "ar", "ta"]) {
    await page.goto(siteUrl("forum", `/${locale}`));
    const donate = await box(page.locator('[data-hero] a[href^="#donation-"]'));
    expect(donate.y + donate.height, locale).toBeLessThanOrEqual(PHONE.height);
    for (const card of ["friday", "cafe"]) {
      const note = await box(page.locator(`[data-hero] [data-card="${card}"]`));
      expect(note.y + note.height, `${locale} ${card}`).toBeLessThanOrEqual(donate.y);
    }
  }
});

test("forum: the notes hang square, their edges in line; the Tamil name stands on two lines at most at 1366", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto(siteUrl("forum", "/ta"));
  const cards = page.locator("[data-hero] [data-card]");
  await expect(cards).toHaveCount(2);
  for (const card of await cards.all()) {
    expect(await card.evaluate((element) => [getComputedStyle(element).rotate, getComputedStyle(element).transform])).toEqual(["none", "none"]);
  }
  const [friday, cafe] = [await box(cards.nth(0)), await box(cards.nth(1))];
  expect(Math.abs(friday.x - cafe.x)).toBeLessThan(1);
  expect(Math.abs(friday.width - cafe.width)).toBeLessThan(1);
  const title = page.locator("[data-hero] h1");
  const lines = await title.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].filter((rect) => rect.width > 2).map((rect) => Math.round(rect.top))).size;
  });
  // Round 84 replaced "on one line": the name now stands under the hall's picture in the board's
  // left column (design-review-r84-b.spec.ts), not across the page.
  expect(lines).toBeLessThanOrEqual(2);
});

test("political at 1366: the clips stand inside their section's rule, out to the first screen's end edge; the sale notice shows the house", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  for (const locale of ["en", "ar"]) {
    await page.goto(siteUrl("political", `/${locale}`));
    const hero = await box(page.locator("[data-hero]"));
    const section = await box(page.locator("main .article > section:has(video)"));
    const clips = await box(page.locator("main .article > section:has(video) ul:has(> li > figure)"));
    expect(clips.x, locale).toBeGreaterThanOrEqual(section.x - 1);
    expect(clips.x + clips.width, locale).toBeLessThanOrEqual(section.x + section.width + 1);
    expect(Math.abs(clips.x + clips.width - (hero.x + hero.width)) < 2 || Math.abs(clips.x - hero.x) < 2, locale).toBe(true);
    const house = page.locator('[data-hero] [data-card="forSale"] img');
    await expect(house).toBeVisible();
    expect((await box(house)).width).toBeGreaterThanOrEqual(80);
  }
});

test("political at 390: the house's notice follows the lead commentary, with its facts, its link and the house across the column", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto(siteUrl("political", "/en"));
  const notice = page.locator('[data-hero] [data-card="forSale"]');
  await expect(notice.locator("a")).toHaveText(en.heroes.political.cards.forSale.link);
  expect((await box(notice)).y).toBeGreaterThanOrEqual((await box(page.locator("[data-hero] article"))).y + (await box(page.locator("[data-hero] article"))).height);
  await expect(notice).toContainText("private sale");
  const house = notice.locator("img");
  await house.scrollIntoViewIfNeeded();
  expect((await box(house)).width).toBeGreaterThan(300);
});

// A newspaper never leaves a hole: the sale notice's picture takes the height the commentary
// leaves, so the two columns end together however long the language runs.
for (const screen of [DESKTOP, { width: 1920, height: 1080 }]) {
  test(`political at ${screen.width}: the commentary's column and the picture's end together`, async ({ page }) => {
    await page.setViewportSize(screen);
    for (const locale of ["en", "de", "ar", "ta"]) {
      await page.goto(siteUrl("political", `/${locale}`));
      // Round 89 replaced "the commentary's column" with the left column's end: the lead commentary
      // opens it and the line about the site follows it (design-review-r89-c).
      const column = await box(page.locator("[data-hero] [data-hero-tagline]"));
      const notice = await box(page.locator('[data-hero] [data-card="forSale"]'));
      expect(Math.abs(column.y + column.height - (notice.y + notice.height)), locale).toBeLessThan(24);
      // The house's picture whole on one side of the laptop's first-screen fold, never a sliver at it
      // (the first screen a reviewer judges at 1366 × 768; at 1920 × 1080 Tamil's longer commentary
      // lets the picture, which ends with it, run on past the fold, its upper half in view).
      if (screen === DESKTOP) {
        const house = await box(page.locator('[data-hero] [data-card="forSale"] img'));
        // Round 84 replaced "whole on one side of the fold": with the paper's header one row (85 px
        // less), the house's roof comes into the first screen; it shows 40 px or more, never a sliver.
        expect(house.y >= screen.height || house.y + house.height <= screen.height || screen.height - house.y >= 40, locale).toBe(true);
      }
    }
  });
}

test("lobby at 1366: the meeting's day, hour and place stand in the first screen, under the picture beside the mission", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  for (const locale of ["en", "de", "ar", "ta"]) {
    await page.goto(siteUrl("lobby", `/${locale}`));
    const meeting = page.locator('[data-hero] [data-card="meeting"]');
    const [when, where] = [await box(meeting.locator("p").nth(0)), await box(meeting.locator("p").nth(1))];
    expect(where.y + where.height, locale).toBeLessThanOrEqual(DESKTOP.height);
    expect(when.y, locale).toBeGreaterThan((await box(heroPicture(page))).y);
    await expect(meeting.locator('a[href^="mailto:"]'), locale).toBeVisible();
  }
});

test("lobby: the meeting's notice is as tall as its words, its action as wide as its own, at 1366 and in Russian at 1920", async ({ page }) => {
  for (const [viewport, locale] of [[DESKTOP, "en"], [DESKTOP, "ta"], [{ width: 1920, height: 1080 }, "ru"]] as const) {
    await page.setViewportSize(viewport);
    await page.goto(siteUrl("lobby", `/${locale}`));
    const where = `${locale} ${viewport.width}`;
    const meeting = await box(page.locator('[data-hero] [data-card="meeting"]'));
    const action = page.locator('[data-hero] [data-card="meeting"] a[href^="mailto:"]');
    const link = await box(action);
    // A stretched panel left 100–250 px of empty ground between its words and its foot.
    expect(meeting.y + meeting.height - (link.y + link.height), where).toBeLessThan(40);
    expect(link.height, where).toBeGreaterThanOrEqual(44);
    const text = await action.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return range.getBoundingClientRect().width;
    });
    expect(link.width - text, where).toBeLessThan(40);
  }
});

test("lobby names its own address, not another site's", async ({ page }) => {
  await page.goto(siteUrl("lobby", "/en"));
  const mail = "kontakt@lobby-psychische-gesundheit.example";
  await expect(page.locator(`[data-hero] a[href="mailto:${mail}"]`)).toHaveCount(2);
  await expect(page.locator("main .article")).toContainText(mail);
  await expect(page.locator(`footer a[href="mailto:${mail}"]`)).toHaveCount(1);
  expect(await page.locator("main").textContent()).not.toContain("syma.example");
});

test("lobby from 1200 px: the lead beside the cards, the sections two by two under them at 45–75 letters a line; at 1920 the frame widens with the header", async ({ page }) => {
  // Six pages, each measured paragraph by paragraph.
  test.setTimeout(120_000);
  for (const viewport of [DESKTOP, { width: 1920, height: 1080 }]) {
    await page.setViewportSize(viewport);
    for (const locale of ["en", "ar", "ta"]) {
      await page.goto(siteUrl("lobby", `/${locale}`));
      const article = page.locator("main [data-body-composition] .article");
      const [lead, first, second, third] = await Promise.all([box(article.locator("> .lead")), box(page.locator("main #section-1")), box(page.locator("main #section-2")), box(page.locator("main #section-3"))]);
      const where = `${locale} ${viewport.width}`;
      // One column at its measure left the page's right third empty all the way down. The lead
      // introduces the cards beside it (section-links.spec.ts), above the sections' first row.
      expect(lead.y + lead.height, where).toBeLessThan(first.y);
      expect(Math.abs(first.y - second.y), where).toBeLessThan(2);
      expect(Math.abs(first.x - second.x), where).toBeGreaterThan(first.width);
      expect(third.y, where).toBeGreaterThan(first.y + 40);
      if (locale !== "ta") {
        for (const paragraph of await article.locator("> section > p").all()) {
          const letters = await widestLine(paragraph);
          expect(letters, where).toBeLessThanOrEqual(75);
          expect(letters, where).toBeGreaterThanOrEqual(40);
        }
      }
    }
    const hero = await box(page.locator("[data-hero]"));
    const title = await box(page.locator("header .site-title").first());
    if (viewport.width === 1920) expect(hero.width).toBeGreaterThan(1300);
    // The header's title starts where the poster does (Tamil, the last page shown, runs left to right).
    expect(Math.abs(title.x - hero.x)).toBeLessThan(4);
  }
});

test("political at 1366: the current entry's rule stands under its word, on the menu's line, not over it under the masthead", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto(siteUrl("political", "/en"));
  const current = page.locator('header .menu-row a[aria-current="page"]');
  const shadow = await current.evaluate((element) => getComputedStyle(element).boxShadow);
  expect(shadow).toMatch(/0px -3px 0px/);
  const masthead = await box(page.locator("header .site-title").first());
  // Round 84 replaced "under the masthead": the menu stands in the nameplate's row (one header row),
  // its current entry's rule still over its word on the menu's own line, never under the name.
  const entry = await box(current);
  expect(Math.abs(entry.y + entry.height / 2 - (masthead.y + masthead.height / 2))).toBeLessThan(12);
  expect(entry.x + entry.width).toBeLessThan(masthead.x);
});

test("political at 390: the town hall's band opens the first screen above the author, whole in it, in English, Arabic and Tamil", async ({ page }) => {
  await page.setViewportSize(PHONE);
  for (const locale of ["en", "ar", "ta"]) {
    await page.goto(siteUrl("political", `/${locale}`));
    const picture = await box(heroPicture(page));
    const author = await box(page.locator("[data-hero] [data-author]"));
    expect(picture.y + picture.height, locale).toBeLessThanOrEqual(author.y);
    expect(picture.height, locale).toBeGreaterThan(120);
    // The lead commentary's headline still begins in the first screen.
    expect((await box(page.locator("[data-hero] article h2"))).y, locale).toBeLessThan(PHONE.height);
  }
});

test("political at 1366 in Tamil: the line under the author takes the column's width, not a narrow ragged column", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto(siteUrl("political", "/ta"));
  const tagline = page.locator("[data-hero] [data-hero-tagline]");
  const lines = await tagline.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].filter((rect) => rect.width > 2).map((rect) => Math.round(rect.top))).size;
  });
  expect(lines).toBeLessThanOrEqual(4);
  expect((await box(tagline)).width).toBeGreaterThanOrEqual((await box(page.locator("[data-hero] article"))).width - 2);
});

for (const site of ["forum", "political", "lobby"]) {
  for (const width of [1366, 1920]) {
    test(`${site} at ${width}: the sections read at most 75 letters a line`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(siteUrl(site, "/en"));
      const paragraphs = page.locator("main .article > section > p");
      expect(await paragraphs.count()).toBeGreaterThan(3);
      for (const paragraph of await paragraphs.all()) {
        if (((await paragraph.textContent()) ?? "").length < 160) continue;
        expect(await widestLine(paragraph)).toBeLessThanOrEqual(75);
      }
    });
  }
}

test("political at 390: the contents keep the site's own look (numbered lines), not pills beside the markers; the lobby's a dashed list", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto(siteUrl("political", "/ar"));
  const link = page.locator("main [data-section-nav] a").first();
  expect(await link.evaluate((element) => getComputedStyle(element).borderTopStyle)).toBe("none");
  // Round 86 replaced the lobby's framed cards on a phone (read as a second row of headings): a
  // public service's contents list, each entry behind its dash, no frame and no pill.
  await page.goto(siteUrl("lobby", "/ar"));
  const card = page.locator("main [data-section-nav] a").first();
  expect(await card.evaluate((element) => getComputedStyle(element).borderTopStyle)).toBe("none");
  expect(await card.evaluate((element) => getComputedStyle(element.parentElement!, "::before").content)).toBe('"—"');
  // The forum's look is chips: there they stay.
  await page.goto(siteUrl("forum", "/ar"));
  const chip = page.locator("main [data-section-nav] a").first();
  expect(await chip.evaluate((element) => getComputedStyle(element).borderTopStyle)).toBe("solid");
});

test("political at 1366: a block's heading sits as far under the text as a paragraph's gap plus the block's, not twice that", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto(siteUrl("political", "/en"));
  const heading = page.locator("main .article section [data-block] > h3").first();
  const text = heading.locator("xpath=ancestor::section[2]/p[last()]");
  const gap = (await box(heading)).y - ((await box(text)).y + (await box(text)).height);
  expect(gap).toBeLessThan(50);
});

test("lobby: the meeting card reads at body size in the text's colour", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto(siteUrl("lobby", "/en"));
  const note = page.locator('[data-hero] [data-card="meeting"] p:not(:has(a))').last();
  const style = await note.evaluate((element) => {
    const own = getComputedStyle(element);
    const body = getComputedStyle(document.body);
    return { size: Number.parseFloat(own.fontSize), color: own.color, text: body.color };
  });
  expect(style.size).toBeGreaterThanOrEqual(19);
  expect(style.color).toBe(style.text);
});

test("lobby in Arabic on a phone: the running text a step above the Latin page's, so Noto Sans Arabic reads at the body's size", async ({ page }) => {
  await page.setViewportSize(PHONE);
  const size = async (locale: string) => {
    await page.goto(siteUrl("lobby", `/${locale}`));
    return page.locator("main .article > section > p").first().evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));
  };
  const [latin, arabic] = [await size("en"), await size("ar")];
  expect(latin).toBeGreaterThanOrEqual(18);
  expect(arabic).toBeGreaterThanOrEqual(latin + 1);
});
