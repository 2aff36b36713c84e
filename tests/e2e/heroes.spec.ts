import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import ar from "../../messages/ar.json" with { type: "json" };
import de from "../../messages/de.json" with { type: "json" };
import en from "../../messages/en.json" with { type: "json" };
import { localIsoDate } from "@/lib/format/iso-date";
import { nextWeekdays } from "@/features/site-pages/hero/hero-declaration";
import { siteUrl } from "./server-env";

const siteIds = ["syma", "vault", "peace", "writing", "morpheme", "forum", "political", "languages", "lobby", "tax"] as const;
const taglines: Record<string, Record<string, Record<string, unknown>>> = { en: en.heroes, ar: ar.heroes };
const widths = [390, 1366] as const;

async function expectNoSidewaysScrolling(page: import("@playwright/test").Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const locale of ["en", "ar"] as const) {
  for (const width of widths) {
    test.describe(`start pages, ${locale}, ${width} px`, () => {
      test.use({ viewport: { width, height: width < 600 ? 844 : 900 } });
      for (const site of siteIds) {
        test(`${site} shows its first screen`, async ({ page }) => {
          await page.goto(siteUrl(site, `/${locale}`));
          if (site === "tax") {
            // The construction notice is the tax site's whole start page; it has no hero.
            await expect(page.locator("main h1")).toBeVisible();
            await expect(page.locator("[data-hero]")).toHaveCount(0);
            await expectNoSidewaysScrolling(page);
            return;
          }
          const hero = page.locator("[data-hero]");
          await expect(hero.locator("h1")).toBeVisible();
          await expect(hero.locator("[data-hero-tagline]")).toHaveText(String(taglines[locale]?.[site]?.tagline));
          // The heading and the line of text are in the first screen.
          const tagline = await hero.locator("[data-hero-tagline]").boundingBox();
          // Round 87 replaced "the line in the first screen" for political's phone: the review asked
          // for the lead commentary first there (its headline began at y 560 under the author's name
          // and line); the author's line signs the commentary after it (design-review-r87-b). The lead
          // commentary's headline is its first screen's heading.
          if (site === "political" && width < 600) {
            const lead = await hero.locator("[data-lead-title]").boundingBox();
            expect((lead?.y ?? Infinity) + (lead?.height ?? 0)).toBeLessThan(844);
            expect(tagline?.y ?? 0).toBeGreaterThan(lead?.y ?? Infinity);
          } else if (site === "forum" && width < 600) {
            // Round 89 replaced "the line in the first screen" for the forum's phone: the review asked
            // for big dated notes and a donate panel with room (design-review-r89-c); with the hall at
            // its 16:9 (design-review-r87-b) the name, both notes and Donate fill the first screen, and
            // the line follows the appeal as the page's opening sentence.
            for (const part of [hero.locator("h1"), hero.locator(".hero-cards"), hero.locator("[data-hero-appeal]")]) await expect(part).toBeInViewport({ ratio: 1 });
            const appeal = await hero.locator("[data-hero-appeal]").boundingBox();
            expect(tagline?.y ?? 0).toBeGreaterThanOrEqual((appeal?.y ?? Infinity) + (appeal?.height ?? 0));
          } else expect((tagline?.y ?? Infinity) + (tagline?.height ?? 0)).toBeLessThan(width < 600 ? 844 : 900);
          if (site === "languages") {
            // All eight phrases in the specimen, the visitor's own among them (not repeated above it).
            await expect(hero.locator("li[lang]")).toHaveCount(8);
            await expect(hero.locator("li[lang][data-own-phrase]")).toHaveAttribute("lang", locale);
            await expect(hero.locator('li[lang="ta"]')).toBeVisible();
            await expect(hero.locator('li[lang="ar"]')).toBeVisible();
          } else if (site === "morpheme") {
            // The game's round is the picture (its drawing and sentence); no drawing beside it.
            await expect(hero.locator("[data-round-preview] svg")).toBeVisible();
            await expect(hero.locator("img")).toHaveCount(0);
          } else {
            const image = hero.locator("[data-hero-visual] img");
            await expect(image).toBeVisible();
            await expect(image).toHaveAttribute("alt", /.{20,}/);
            await expect(image).toHaveAttribute("sizes", /vw/);
            // The first screen's picture is announced in the head, before the body is parsed: the
            // day and the night drawing each under the colour preference that shows it.
            const preloads = page.locator('head link[rel="preload"][as="image"][type="image/avif"]');
            await expect(preloads).toHaveCount(2);
            await expect(preloads.and(page.locator('[media="(prefers-color-scheme: light)"]'))).toHaveAttribute("imagesrcset", /\/heroes\/[a-z]+-480\.avif 480w/);
            await expect(preloads.and(page.locator('[media="not all and (prefers-color-scheme: light)"]'))).toHaveAttribute("imagesrcset", /\/heroes\/[a-z]+-dark-480\.avif 480w/);
            await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
            await expect.poll(() => image.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toMatch(/^\/heroes\/.+\.(avif|webp)$/);
          }
          await expectNoSidewaysScrolling(page);
        });
      }
    });
  }
}

/** Opens a start page as a visitor `days` after the build would; returns that visitor's date. */
async function visitDaysAfterBuild(page: import("@playwright/test").Page, site: string, days: number): Promise<string> {
  const later = new Date(Date.now() + days * 86_400_000);
  await page.clock.setFixedTime(later);
  await page.goto(siteUrl(site, "/en"));
  return localIsoDate(later);
}

test.describe("first screens: what each site puts up front", () => {
  test("forum: a visitor two weeks after the build is shown the Friday after their own today", async ({ page }) => {
    const laterIso = await visitDaysAfterBuild(page, "forum", 14);
    const next = page.locator('[data-hero] [data-card="friday"] time:visible');
    await expect(next).toHaveAttribute("datetime", nextWeekdays(laterIso, 5, 1)[0] ?? "");
    await expect(next).toHaveCount(1);
  });

  test("peace: a visitor three weeks after the build is shown the gospel of their own today", async ({ page }) => {
    const laterIso = await visitDaysAfterBuild(page, "peace", 21);
    const day = page.locator("[data-hero]").getByRole("region", { name: "Today’s gospel" }).locator("[data-date]");
    await expect(day).toHaveAttribute("data-date", laterIso);
    await expect(day).toHaveCount(1);
    await expect(day.locator("time")).toHaveAttribute("datetime", laterIso);
  });

  test("peace: a visitor still on the day before the site's (west of it, after the site's midnight) is shown the gospel of their own day, the document the site's", async ({ browser, page }) => {
    const withoutScript = await browser.newContext({ javaScriptEnabled: false });
    const document = await withoutScript.newPage();
    await document.goto(siteUrl("peace", "/en"));
    const rendered = (await document.locator("[data-hero]").getByRole("region", { name: "Today’s gospel" }).locator("[data-date]").getAttribute("data-date")) ?? "";
    await withoutScript.close();
    expect(rendered).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const dayBefore = new Date(`${rendered}T12:00:00`);
    dayBefore.setDate(dayBefore.getDate() - 1);
    await page.clock.setFixedTime(dayBefore);
    await page.goto(siteUrl("peace", "/en"));
    const day = page.locator("[data-hero]").getByRole("region", { name: "Today’s gospel" }).locator("[data-date]");
    await expect(day).toHaveAttribute("data-date", localIsoDate(dayBefore));
    await expect(day.locator("time")).toHaveAttribute("datetime", localIsoDate(dayBefore));
  });

  test("vault in Arabic and Tamil: the years in lining figures, so 1971 never reads as I97I", async ({ page }) => {
    await page.goto(siteUrl("vault", "/ar"));
    // The inscription's years (its names stay German), and the years in the Arabic text around it.
    const inscription = page.locator("[data-hero] ul[lang=de] li span:last-child").first();
    await expect(inscription).toHaveText(/1[89]\d\d/);
    // Round 85 added tabular figures to the inscription's lining ones, so its years stand in even columns.
    expect(await inscription.evaluate((element) => getComputedStyle(element).fontVariantNumeric)).toContain("lining-nums");
    expect(await page.locator("main p").first().evaluate((element) => getComputedStyle(element).fontVariantNumeric)).toBe("lining-nums");
    // Tamil too: old-style figures stood a quarter shorter than the Tamil letters around them.
    await page.goto(siteUrl("vault", "/ta"));
    expect(await inscription.evaluate((element) => getComputedStyle(element).fontVariantNumeric)).toContain("lining-nums");
    expect(await page.locator("main p").first().evaluate((element) => getComputedStyle(element).fontVariantNumeric)).toBe("lining-nums");
    // Round 85 replaced English's old-style figures on the inscription: letter-spaced at 14 px they
    // read faint (about 3:1); the years are now lining and tabular at the names' size and ink.
    await page.goto(siteUrl("vault", "/en"));
    expect(await inscription.evaluate((element) => getComputedStyle(element).fontVariantNumeric)).toBe("lining-nums tabular-nums");
  });

  test("vault in Tamil on a phone: the line under the name at 17 px or more, as large as the English one reads", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(siteUrl("vault", "/ta"));
    const size = await page.locator("[data-hero-tagline]").evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    expect(size).toBeGreaterThanOrEqual(17);
  });

  test("peace in Arabic on a phone: the name a step larger than the Latin one (Naskh draws small letters for its size)", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const sizeOf = async (locale: string) => {
      await page.goto(siteUrl("peace", `/${locale}`));
      return page.locator("[data-hero] h1").evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    };
    const latin = await sizeOf("en");
    expect(await sizeOf("ar")).toBeGreaterThanOrEqual(latin * 1.15);
  });

  test("forum in Tamil: times on the 24-hour clock, never the Latin AM/PM", async ({ page }) => {
    await page.goto(siteUrl("forum", "/ta"));
    const hero = page.locator("[data-hero]");
    await expect(hero.locator('[data-card="friday"]')).toContainText("17:00–20:00");
    await expect(hero.locator('[data-card="cafe"]')).toContainText("15:00–17:00");
    await expect(page.locator("main")).not.toContainText(/\d (AM|PM)\b/);
  });

  test("forum: the Friday distribution and the Tuesday cafe as cards, donating one tap away", async ({ page }) => {
    await page.goto(siteUrl("forum", "/en"));
    const hero = page.locator("[data-hero]");
    await expect(hero.locator('[data-card="friday"]')).toContainText("Every Friday, 5:00 PM–8:00 PM");
    await expect(hero.locator('[data-card="cafe"]')).toContainText("Every Tuesday, 3:00 PM–5:00 PM");
    const nextFriday = hero.locator('[data-card="friday"] time:visible');
    await expect(nextFriday).toHaveCount(1);
    expect(new Date(`${await nextFriday.getAttribute("datetime")}T00:00:00Z`).getUTCDay()).toBe(5);
    await hero.getByRole("link", { name: "Donate" }).click();
    await expect(page).toHaveURL(/#donation-\d+-heading$/);
    await expect(page.locator(":target")).toBeInViewport();
  });

  test("syma: the Tamil title reads as a title on a phone, and the header's Tamil name keeps to one line at 1366", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(siteUrl("syma", "/ta"));
    const title = page.locator("[data-hero] h1");
    // It ran to four lines at 20 px under its longest word.
    expect(await title.evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize))).toBeGreaterThanOrEqual(24);
    const lines = await title.evaluate((element) => Math.round(element.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(element).lineHeight)));
    expect(lines).toBeLessThanOrEqual(3);
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(siteUrl("syma", "/ta"));
    const name = page.locator(".site-title");
    const nameLines = await name.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.bottom / 8))).size;
    });
    expect(nameLines).toBe(1);
  });

  test("syma: the introduction leads into the skills grid on the first screen, the article keeps the rest", async ({ page }) => {
    await page.goto(siteUrl("syma", "/en"));
    await expect(page.locator("[data-hero]").getByText("TypeScript")).toBeVisible();
    await expect(page.locator("main").getByText("TypeScript", { exact: true })).toHaveCount(1);
    // The introduction stands before the skills' heading, in the body's colour, and only there; on
    // a wide screen one column a step above the body at a reading measure (two columns broke its
    // sentence in the middle).
    const intro = page.locator("[data-hero] [data-hero-lead]");
    await expect(intro).toHaveText(en.content.syma.start.lead);
    const introBox = await intro.boundingBox();
    const skillsBox = await page.locator("[data-hero]").getByRole("heading", { name: "Skills" }).boundingBox();
    // Above it, or from 1100 px in the panel's start cell beside it (the skills in the end cell).
    const above = (introBox?.y ?? Infinity) + (introBox?.height ?? 0) <= (skillsBox?.y ?? 0);
    const before = (introBox?.x ?? Infinity) + (introBox?.width ?? 0) <= (skillsBox?.x ?? 0);
    expect(above || before).toBe(true);
    const panelWidth = await intro.evaluate((element) => element.parentElement?.clientWidth ?? 0);
    expect(introBox?.width ?? 0).toBeLessThan(panelWidth * 0.75);
    expect(await intro.evaluate((element) => getComputedStyle(element).columnCount)).toBe("auto");
    const [introSize, bodySize] = await intro.evaluate((element) => [getComputedStyle(element).fontSize, getComputedStyle(document.body).fontSize].map(Number.parseFloat));
    expect(introSize).toBeGreaterThan(bodySize ?? 0);
    await expect(page.getByText(en.content.syma.start.lead)).toHaveCount(1);
    const colours = await intro.evaluate((element) => [getComputedStyle(element).color, getComputedStyle(document.body).color]);
    expect(colours[0]).toBe(colours[1]);
    // The fax row, which copies its number, is a cell like the linked rows: same start, same width
    // as the linked row under it (the rows stand two to a row from 1100 px, the fax beside the phone),
    // ruled off as they are (round 82: cells of a ruled sheet, where they were framed boxes).
    const fax = page.getByRole("button", { name: /^Fax \+49 541 600 2149/ });
    const phone = page.getByRole("link", { name: (page.viewportSize()?.width ?? 0) >= 1100 ? /^Messenger / : /^Phone / });
    const [faxBox, phoneBox] = [await fax.boundingBox(), await phone.boundingBox()];
    expect(Math.abs((faxBox?.x ?? 0) - (phoneBox?.x ?? 999))).toBeLessThan(1);
    expect(Math.abs((faxBox?.width ?? 0) - (phoneBox?.width ?? 999))).toBeLessThan(1);
    const cellRules = (element: Element) => {
      const style = getComputedStyle(element.closest("li")!);
      return [style.borderBottomStyle, style.borderInlineEndStyle];
    };
    expect(await fax.evaluate(cellRules)).toEqual(["solid", "solid"]);
    expect(await fax.evaluate(cellRules)).toEqual(await phone.evaluate(cellRules));
    await expect(fax).toContainText(en.contact.copy);
    await page.locator("[data-hero]").getByRole("link", { name: "Get in touch" }).click();
    await expect(page.locator(":target")).toBeInViewport();
  });

  test("peace: today's gospel with the way to the daily gospel page", async ({ page }) => {
    await page.goto(siteUrl("peace", "/de"));
    const card = page.locator("[data-hero]").getByRole("region", { name: "Evangelium des Tages" });
    await expect(card.locator("[data-date]:visible")).toHaveCount(1);
    await card.getByRole("link", { name: "Das Evangelium jedes Tages" }).click();
    await expect(page).toHaveURL(/\/de\/daily_gospel$/);
  });

  test("morpheme: one tap starts the game", async ({ page }) => {
    await page.goto(siteUrl("morpheme", "/en"));
    // Round 84 replaced "Start the game" with the round card's "Play", which leads to the board.
    await page.locator("[data-hero]").getByRole("link", { name: "Play this round" }).click();
    await expect(page).toHaveURL(/\/en\/play#morpheme-game-heading$/);
  });

  test("political: the latest commentary leads, once; the house has its card under the picture; the masthead is the header's", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(siteUrl("political", "/en"));
    const hero = page.locator("[data-hero]");
    const lead = "Local democracy needs open doors";
    await expect(hero.getByRole("heading", { name: lead })).toBeVisible();
    // The kicker says it is a commentary: no heading repeats the label before its title.
    await expect(page.getByRole("heading", { name: /^Commentary:/ })).toHaveCount(0);
    await expect(page.locator("[data-section-nav] a", { hasText: /^Commentary:/ })).toHaveCount(0);
    // The whole commentary on the first screen, and not a second time below it.
    await expect(hero).toContainText("it is weakened when they stop.");
    await expect(page.getByRole("heading", { name: lead })).toHaveCount(1);
    // The tagline says what the article's lead would say: the page says it once.
    await expect(hero.locator("[data-hero-tagline]")).toHaveText(en.heroes.political.tagline);
    await expect(page.getByText(en.content.political.start.lead)).toHaveCount(0);
    await expect(hero.locator('[data-card="forSale"]')).toContainText("360,000");
    const picture = await hero.locator("img").first().boundingBox();
    const card = await hero.locator('[data-card="forSale"]').boundingBox();
    expect(Math.abs((card?.x ?? 0) - (picture?.x ?? 999))).toBeLessThan(2);
    expect(card?.y ?? 0).toBeGreaterThan((picture?.y ?? 0) + (picture?.height ?? 0));
    // The page's heading names the site for screen readers; the header already shows it.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Viewpoints");
    expect((await page.getByRole("heading", { level: 1 }).boundingBox())?.width).toBeLessThanOrEqual(1);
  });

  test("political: the house's five rooms in the plural form each language gives five", async ({ page }) => {
    for (const [locale, rooms] of [["ru", "5 комнат"], ["lt", "5 kambariai"], ["ar", "5 غرف"], ["en", "5 rooms"]] as const) {
      await page.goto(siteUrl("political", `/${locale}`));
      await expect(page.locator('[data-hero] [data-card="forSale"]'), locale).toContainText(rooms);
    }
  });

  test("writing: the crisis numbers can be dialled from the first screen", async ({ page }) => {
    await page.goto(siteUrl("writing", "/de"));
    await expect(page.locator("[data-hero]").locator('a[href="tel:08001110111"]')).toBeVisible();
  });

  test("writing: outside German the crisis box and the start page say what the Telefonseelsorge is", async ({ page }) => {
    for (const [locale, explained] of [
      ["en", "Germany’s free crisis helpline"],
      ["ar", "خط الأزمات المجاني في ألمانيا"],
      ["ta", "ஜெர்மனியின் இலவச நெருக்கடி உதவித் தொலைபேசி"],
    ] as const) {
      await page.goto(siteUrl("writing", `/${locale}`));
      await expect(page.locator("[data-hero]"), locale).toContainText(explained);
      await expect(page.locator("main .article p").filter({ hasText: "0800 111 0 111" }), locale).toContainText(explained);
    }
  });

  for (const [site, names] of [
    [
      "peace",
      [
        ["en", "Peace Committee of St. Marien"],
        ["de", "Friedensausschuss St. Marien"],
        ["ar", "لجنة السلام في رعية القديسة مريم"],
      ],
    ],
  ] as const) {
    test(`${site}: the header's full title is the start page's heading and the footer's name, the parish named`, async ({ page }) => {
      await page.setViewportSize({ width: 1366, height: 900 });
      for (const [locale, name] of names) {
        await page.goto(siteUrl(site, `/${locale}`));
        await expect(page.locator(".site-title .title-full"), locale).toBeVisible();
        await expect(page.locator(".site-title .title-full"), locale).toHaveText(name);
        await expect(page.locator("footer .footer-name"), locale).toHaveText(name);
        // Round 84 replaced the name as peace's heading: under the header's name it read twice; the
        // heading now carries the committee's message (design-review-r84-b.spec.ts).
        if (site === "peace") await expect(page.locator("main h1"), locale).not.toHaveText(name);
        else await expect(page.locator("main h1"), locale).toHaveText(name);
      }
    });
  }

  test("forum: the header's full title is the footer's name, the parish named; the first screen's heading says what the forum offers instead of repeating it", async ({ page }) => {
    await page.setViewportSize({ width: 1920, height: 1080 });
    for (const [locale, name] of [
      ["en", "Social Forum of St. Marien"],
      ["de", "Sozialforum St. Marien"],
      ["ar", "المنتدى الاجتماعي لرعية القديسة مريم"],
      ["ta", "புனித மரியன்னை பங்கின் சமூக மன்றம்"],
    ] as const) {
      await page.goto(siteUrl("forum", `/${locale}`));
      await expect(page.locator(".site-title .title-full"), locale).toHaveText(name);
      await expect(page.locator("footer .footer-name"), locale).toHaveText(name);
      await expect(page.locator("main h1"), locale).not.toHaveText(name);
      await expect(page.locator("main h1"), locale).not.toBeEmpty();
    }
  });

  test("vault on a phone: the sections read in the body serif at the body's size, under the lead in the display serif", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const locale of ["en", "ar", "ta"] as const) {
      await page.goto(siteUrl("vault", `/${locale}`));
      const paragraph = page.locator("main .article > section p").first();
      const style = await paragraph.evaluate((element) => {
        const computed = getComputedStyle(element);
        return { family: computed.fontFamily, size: Number.parseFloat(computed.fontSize) };
      });
      expect(style.family, locale).toMatch(/ebGaramond/);
      expect(style.family, locale).not.toMatch(/cormorant/);
      expect(style.size, locale).toBeGreaterThanOrEqual(locale === "ta" ? 17 : 18.5);
    }
  });

  test("peace: the lead tells who the committee is, without repeating the hero's line or the meeting's notice", async ({ page }) => {
    await page.goto(siteUrl("peace", "/en"));
    await expect(page.locator("[data-hero]")).toContainText("Peace begins on our own doorstep");
    // Round 89 replaced the first screen's lead with the first line of "Who we are": under the
    // cards it stood alone, belonging to nothing (design-review-r89-a).
    const lead = page.locator("#section-1 > p[data-lead]");
    await expect(lead).toContainText("fourteen parishioners");
    await expect(lead).not.toContainText("doorstep");
    // The notice under the name says when the committee meets; the lead said it a second time.
    await expect(page.locator("[data-hero] [data-card='meeting']")).toContainText("Second Tuesday");
    await expect(lead).not.toContainText("Tuesday");
    await expect(page.locator("main .article .lead")).toHaveCount(0);
  });

  // Measured in ink, as a reader sees it (a handwriting face draws small letters for its font
  // size): the height of one letter of the script in each element's face and size.
  for (const width of widths) {
    test(`writing at ${width} px: an inner page's title stands clearly above its lead, in English, Arabic and Tamil`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      for (const [locale, letter] of [
        ["en", "x"],
        ["ar", "ا"],
        ["ta", "க"],
      ] as const) {
        await page.goto(siteUrl("writing", `/${locale}/concept`));
        await page.evaluate(() => document.fonts.ready);
        const ink = (selector: string) =>
          page.locator(selector).first().evaluate((element, sample) => {
            const style = getComputedStyle(element);
            const context = document.createElement("canvas").getContext("2d")!;
            context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
            return context.measureText(sample).actualBoundingBoxAscent;
          }, letter);
        expect(await ink("main .article h1"), locale).toBeGreaterThanOrEqual(1.3 * (await ink("main .article .lead")));
      }
    });
  }

  test("Arabic pages keep German words, the vault's years and phone numbers left to right", async ({ page }) => {
    const leftOf = async (first: import("@playwright/test").Locator, second: import("@playwright/test").Locator) =>
      ((await first.boundingBox())?.x ?? Infinity) < ((await second.boundingBox())?.x ?? -Infinity);
    await page.goto(siteUrl("morpheme", "/ar"));
    // The round's blocks, dealt "lich", "un", "glück", read left to right under an Arabic heading.
    const blocks = page.locator("[data-hero] ul[lang=de]");
    expect(await leftOf(blocks.getByText("lich", { exact: true }), blocks.getByText("un", { exact: true }))).toBe(true);
    expect(await leftOf(blocks.getByText("un", { exact: true }), blocks.getByText("glück", { exact: true }))).toBe(true);
    await page.goto(siteUrl("writing", "/ar"));
    await expect(page.locator("[data-hero]").locator('a[href="tel:08001110111"]')).toHaveText("0800 111 0 111");
    const number = page.locator("[data-hero]").locator('a[href="tel:08001110111"]');
    const box = await number.boundingBox();
    // Laid out right to left, the groups would read "111 0 111 0800": the first group must stay leftmost.
    const firstGroupLeft = await number.evaluate((link) => {
      const range = document.createRange();
      range.setStart(link.firstChild as Text, 0);
      range.setEnd(link.firstChild as Text, 4);
      return range.getBoundingClientRect().x;
    });
    expect(firstGroupLeft).toBeLessThan((box?.x ?? 0) + 5);
  });

  for (const { width, height, locales } of [
    { width: 390, height: 844, locales: ["en", "ta", "ar"] },
    { width: 1366, height: 768, locales: ["en", "ar", "ta"] },
  ]) {
    test(`forum at ${width} px: the dated notes are in the first screen, on the board beside the line or above the appeal`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      for (const locale of locales) {
        await page.goto(siteUrl("forum", `/${locale}`));
        const hero = page.locator("[data-hero]");
        const heading = await hero.locator("h1").boundingBox();
        const line = await hero.locator("[data-hero-tagline]").boundingBox();
        const donate = await hero.locator('a[href^="#donation-"]').boundingBox();
        // The sooner of the week's two notes comes first (on its day it says "Today").
        const order = await hero.locator("[data-card]").evaluateAll((cards) => cards.map((card) => card.getAttribute("data-card")));
        expect([...order].sort(), locale).toEqual(["cafe", "friday"]);
        for (const [index, card] of order.entries()) {
          const shown = hero.locator(`[data-card="${card}"]`);
          await expect(shown.locator("time:visible"), `${locale} ${card}`).toHaveCount(1);
          // The sooner note whole in the first screen; the other one starts in it (Tamil's notes
          // run twice as long: on a phone the sooner one's heading, its date just under the fold;
          // its days and hours at least on a desktop).
          if (index === 0) await expect(locale === "ta" && width < 900 ? shown.locator("h2") : shown, locale).toBeInViewport({ ratio: 1 });
          else if (width > 900) await expect(locale === "ta" ? shown.locator("p").first() : shown, locale).toBeInViewport({ ratio: 1 });
          else if (locale !== "ta") await expect(shown.locator("h2"), locale).toBeInViewport({ ratio: 1 });
          const box = await shown.boundingBox();
          if (!box || !heading || !line || !donate) throw new Error(`${locale} ${card}: the card, the heading, the line or Donate is not shown`);
          if (width > 900) {
            // On the board beside the line and the hall. Round 84 replaced "under the name that spans the
            // top": the hall's picture opens the left column with the name under it, the board beside both.
            expect(box.x >= line.x + line.width || box.x + box.width <= line.x, `${locale} ${card}`).toBe(true);
            expect(box.x >= heading.x + heading.width || box.x + box.width <= heading.x, `${locale} ${card}`).toBe(true);
          } else {
            // Under the heading and above Donate on a phone: the appeal follows the two notes.
            expect(box.y, `${locale} ${card}`).toBeGreaterThan(heading.y + heading.height);
            expect(box.y + box.height, `${locale} ${card}`).toBeLessThanOrEqual(donate.y);
          }
        }
        if (width > 900) {
          // The hall over the appeal, never under it: there the picture read as an afterthought
          // (round 79). Round 84 replaced "under the line": the hall opens the column, the name and
          // the line under it (a strip between the line and the appeal read as a decoration).
          const hall = await hero.locator("[data-hero-visual] img").boundingBox();
          const appeal = await hero.locator("[data-hero-appeal]").boundingBox();
          if (!hall || !appeal || !line || !heading) throw new Error(`${locale}: the hall or the appeal is not shown`);
          expect(hall.y + hall.height, locale).toBeLessThanOrEqual(heading.y);
          expect(hall.y + hall.height, locale).toBeLessThanOrEqual(appeal.y);
        }
      }
    });

    test(`morpheme at ${width} px: a round of the game and the way into it on the first screen`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      for (const locale of locales) {
        await page.goto(siteUrl("morpheme", `/${locale}`));
        const hero = page.locator("[data-hero]");
        const round = hero.locator("[data-round-preview]");
        // The game's picture and sentence at its first move: the gap empty, the word's three
        // coloured blocks dealt under it. Round 84 replaced the gap's link and the hero's "Start the
        // game" with the card's one "Play" link.
        const sentence = round.locator("p[lang=de]");
        await expect(sentence).toContainText("Ohne seinen Freund ist er");
        await expect(round.locator(`a[href="/${locale}/play#morpheme-game-heading"]`), locale).toBeInViewport({ ratio: 1 });
        await expect(round.locator("ul[lang=de] > li")).toHaveText(["lich", "un", "glück"]);
        await expect(round.locator("svg")).toBeVisible();
        await expect(round, locale).toBeInViewport({ ratio: 1 });
      }
    });
  }

  test("writing: the menu and the heading name the project, the header the group, so the menu does not repeat the header", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    for (const [locale, texts, name, group] of [
      ["en", en, "Writing helps", "The writing group at Westerberg"],
      ["de", de, "Schreiben hilft", "Die Schreibgruppe am Westerberg"],
      ["ar", ar, "الكتابة تساعد", "مجموعة الكتابة في فيستربيرغ"],
    ] as const) {
      expect(texts.paths.contentWriting).toBe(name);
      await page.goto(siteUrl("writing", `/${locale}`));
      await expect(page.locator(`header nav a[href="/${locale}/contentWriting"]`)).toHaveText(name);
      await expect(page.locator("[data-hero] h1")).toHaveText(name);
      await expect(page.locator(".site-title .title-full")).toHaveText(group);
    }
  });

  test("languages: each other language's section names it in its own script and every one ends with a loved word of it", async ({ page }) => {
    await page.goto(siteUrl("languages", "/de"));
    const german = page.locator('main .article section:has([data-language-mark="de"])');
    await expect(german.locator("h2")).toHaveText("Deutsch");
    // The page's own language is named by its heading alone: no “Deutsch Deutsch”, no “தமிழ் தமிழ்”.
    await expect(german.locator('p[lang="de"]')).toHaveCount(0);
    await expect(german.getByText("Fernweh")).toBeVisible();
    await expect(german).toContainText("Die Sehnsucht nach der Ferne");
    const tamil = page.locator('main .article section:has([data-language-mark="ta"])');
    await expect(tamil.locator("h2")).toHaveText("Tamil");
    await expect(tamil.locator('p[lang="ta"]')).toHaveText("தமிழ்");
    await expect(tamil.locator('span[lang="ta"]')).toHaveText("அன்பு");
    // The own name stands across from the heading, on its line.
    const heading = await tamil.locator("h2").boundingBox();
    const name = await tamil.locator('p[lang="ta"]').boundingBox();
    expect(name?.x ?? 0).toBeGreaterThan((heading?.x ?? 0) + (heading?.width ?? 0) - 1);
    expect(Math.abs((name?.y ?? 0) + (name?.height ?? 0) - (heading?.y ?? 0) - (heading?.height ?? 0))).toBeLessThan(24);
    await expect(page.locator("main .article [data-language-mark] > p[dir]")).toHaveCount(7);
    await page.goto(siteUrl("languages", "/ta"));
    const ownTamil = page.locator('main .article section:has([data-language-mark="ta"])');
    await expect(ownTamil.locator("h2")).toHaveText("தமிழ்");
    await expect(ownTamil.locator('p[lang="ta"]')).toHaveCount(0);
    await expect(ownTamil.locator('span[lang="ta"]')).toHaveText("அன்பு");
  });
});

for (const locale of ["en", "ar"] as const) {
  for (const colorScheme of ["light", "dark"] as const) {
    test.describe(`axe on the first screens, ${locale}, ${colorScheme}`, () => {
      test.use({ colorScheme, viewport: { width: 390, height: 844 } });
      for (const site of siteIds.filter((id) => id !== "tax")) {
        test(`${site}`, async ({ page }) => {
          await page.goto(siteUrl(site, `/${locale}`));
          await expect(page.locator("[data-hero]")).toBeVisible();
          const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
          const serious = results.violations
            .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
            .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).slice(0, 3).join("; ")}`);
          expect(serious).toEqual([]);
        });
      }
    });
  }
}

test("the body's lead under a first screen is not set larger than the first screen's line under the title, on a phone and a laptop", async ({ page }) => {
  test.slow();
  const size = (selector: string) => page.locator(selector).first().evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
  for (const viewport of [{ width: 390, height: 844 }, { width: 1366, height: 768 }]) {
    await page.setViewportSize(viewport);
    for (const site of siteIds) {
      await page.goto(siteUrl(site, "/en"));
      const [tagline, lead] = [page.locator("[data-hero] [class*=tagline]"), page.locator("main .article > .lead")];
      if ((await tagline.count()) === 0 || (await lead.count()) === 0) continue;
      // Round 88 replaced this for writing from 1200 px: its lead is the page's deck across the band
      // under the first screen (at the line's size one block left the band two thirds empty, and
      // round 87's two columns split its sentences); it stays under the title's size.
      if (site === "writing" && viewport.width >= 1200) {
        expect(await size("main .article > .lead"), `${site} at ${viewport.width}`).toBeLessThan(await size("[data-hero] h1"));
        continue;
      }
      expect(await size("main .article > .lead"), `${site} at ${viewport.width}`).toBeLessThanOrEqual((await size("[data-hero] [class*=tagline]")) + 0.5);
    }
  }
});
