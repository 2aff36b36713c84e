import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import ar from "../../messages/ar.json" with { type: "json" };
import de from "../../messages/de.json" with { type: "json" };
import en from "../../messages/en.json" with { type: "json" };
import es from "../../messages/es.json" with { type: "json" };
import it from "../../messages/it.json" with { type: "json" };
import lt from "../../messages/lt.json" with { type: "json" };
import ru from "../../messages/ru.json" with { type: "json" };
import ta from "../../messages/ta.json" with { type: "json" };
import { siteUrl } from "./server-env";

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const texts = { en, de, es, ru, ar, lt, it, ta } as const;
const ownNames = { en: "English", de: "Deutsch", es: "Español", ru: "Русский", ar: "العربية", lt: "Lietuvių", it: "Italiano", ta: "தமிழ்" } as const;

/** What a visitor sees of the phone's header: its height, and whether the title's line is whole. */
async function phoneHeader(page: Page) {
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(() => {
    const header = document.querySelector("header.site-header")!;
    const bar = header.querySelector(".header-bar")!;
    const title = header.querySelector<HTMLElement>(".site-title")!;
    const shown = [...title.querySelectorAll<HTMLElement>(":scope > span")].filter((span) => span.offsetParent !== null && !span.classList.contains("site-logo"));
    const text = shown[0]!;
    const style = getComputedStyle(text);
    const line = text.getBoundingClientRect();
    const tools = header.querySelector(".header-tools")!.getBoundingClientRect();
    return {
      height: header.getBoundingClientRect().height,
      text: text.textContent ?? "",
      spans: shown.length,
      // A title cut by the link's box or by the bar, ellipsis or a line clamp would not be whole.
      titleFits: title.scrollWidth <= title.clientWidth && bar.scrollWidth <= bar.clientWidth,
      cut: style.textOverflow === "ellipsis" || style.webkitLineClamp !== "none",
      lines: Math.round(line.height / parseFloat(style.lineHeight)),
      fontSize: parseFloat(style.fontSize),
      clearOfTools: document.documentElement.dir === "rtl" ? line.left >= tools.right : line.right <= tools.left,
    };
  });
}

test.describe("the phone header", () => {
  test.use(phone);

  for (const site of ["syma", "forum", "lobby", "languages"] as const) {
    test(`${site}: one whole line of title at a readable size, the same height in en, ar and ta`, async ({ page }) => {
      const heights: number[] = [];
      for (const locale of ["en", "ar", "ta"] as const) {
        await page.goto(siteUrl(site, `/${locale}`));
        const header = await phoneHeader(page);
        const label = `${site} ${locale}`;
        expect(header.text, label).toBe(texts[locale].sites[site].shortTitle);
        expect(header.spans, label).toBe(1);
        expect(header.titleFits, label).toBe(true);
        expect(header.cut, label).toBe(false);
        expect(header.lines, label).toBe(1);
        expect(header.clearOfTools, label).toBe(true);
        expect(header.fontSize, label).toBeGreaterThanOrEqual(16);
        expect(header.height, label).toBeLessThanOrEqual(0.12 * 844);
        await expect(page.locator(".site-title"), label).toHaveAccessibleName(new RegExp(texts[locale].sites[site].title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
        heights.push(header.height);
      }
      expect(Math.max(...heights) - Math.min(...heights), site).toBeLessThanOrEqual(4);
    });
  }

  test("vault: the Arabic title stands as large and firm as the English capitals beside it", async ({ page }) => {
    const titleOf = async (locale: "en" | "ar") => {
      await page.goto(siteUrl("vault", `/${locale}`));
      await page.evaluate(() => document.fonts.ready);
      // The phone shows one of the title's forms (the short one where it differs from the full).
      return page.locator(".site-title > span:not(.site-logo):visible").evaluate((element) => {
        const style = getComputedStyle(element);
        return { size: Number.parseFloat(style.fontSize), weight: Number(style.fontWeight), height: element.getBoundingClientRect().height };
      });
    };
    const english = await titleOf("en");
    const arabic = await titleOf("ar");
    expect(arabic.size).toBeGreaterThanOrEqual(1.2 * english.size);
    expect(arabic.weight).toBeGreaterThanOrEqual(700);
    expect(arabic.height).toBeGreaterThanOrEqual(english.height);
  });

  test("vault: a members-only entry's reason reads at nearly the entry's size in the phone menu", async ({ page }) => {
    await page.goto(siteUrl("vault", "/en"));
    await page.getByRole("button", { name: en.siteNavigation.menu }).click();
    const entry = page.locator("#site-menu [aria-disabled=true]").first();
    await expect(entry.locator(".menu-hint")).toHaveText(en.shellFrame.forMembers);
    const [hint, label] = await Promise.all(
      [".menu-hint", ".menu-label"].map((selector) => entry.locator(selector).evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize))),
    );
    expect(hint).toBeGreaterThanOrEqual(0.8 * (label ?? Infinity));
  });

  test("the dark-mode slider is the menu panel's last row, named, and switches the look", async ({ page }) => {
    await page.goto(siteUrl("peace", "/de"));
    await expect(page.getByRole("switch")).toBeHidden();
    await page.getByRole("button", { name: de.siteNavigation.menu }).click();
    const toggle = page.locator("header").getByRole("switch", { name: de.shell.darkMode });
    await expect(toggle).toBeVisible();
    // It follows the panel's last entry, and goes with the panel.
    const last = await page.locator("#site-menu .menu-row > li").last().boundingBox();
    const slider = await toggle.boundingBox();
    expect(last && slider && slider.y).toBeGreaterThanOrEqual((last?.y ?? 0) + (last?.height ?? 0));
    await expect(toggle).toContainText(de.shell.darkMode);
    const box = await toggle.boundingBox();
    expect(box && box.height).toBeGreaterThanOrEqual(44);
    const dark = (await toggle.getAttribute("aria-checked")) === "true";
    await toggle.click();
    await expect(page.locator("body")).toHaveClass(dark ? /light-mode/ : /^(?!.*light-mode)/);
    await expect(toggle).toHaveAttribute("aria-checked", String(!dark));
    await page.keyboard.press("Escape");
    await expect(toggle).toBeHidden();
  });

  for (const [locale, colorScheme] of [
    ["en", "light"],
    ["ar", "dark"],
    ["ta", "dark"],
  ] as const) {
    test(`axe finds nothing serious in the phone's header with its panel open (${locale}, ${colorScheme})`, async ({ browser }) => {
      const context = await browser.newContext({ ...phone, colorScheme });
      const page = await context.newPage();
      await page.goto(siteUrl("forum", `/${locale}`));
      await page.getByRole("button", { name: texts[locale].siteNavigation.menu }).click();
      await expect(page.locator("header").getByRole("switch")).toBeVisible();
      const results = await new AxeBuilder({ page }).include("header").withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
      const serious = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical").map((violation) => violation.id);
      expect(serious).toEqual([]);
      await context.close();
    });
  }

  test("a site without a menu keeps the slider in its header, in one compact band with the name", async ({ page }) => {
    await page.goto(siteUrl("tax", "/ta"));
    await expect(page.locator("header .header-tools").getByRole("switch", { name: ta.shell.darkMode })).toBeVisible();
    // The name over a row of its own for the two controls took ~100 px of the first screen: the
    // name now shares the band with the controls, wrapping beside them, whole and clear of them.
    for (const locale of Object.keys(texts)) {
      await page.goto(siteUrl("tax", `/${locale}`));
      const { text, titleFits, clearOfTools, height, cut, fontSize } = await phoneHeader(page);
      expect({ locale, text, titleFits, clearOfTools, cut }).toEqual({ locale, text, titleFits: true, clearOfTools: true, cut: false });
      expect(height, locale).toBeLessThanOrEqual(84);
      expect(fontSize, locale).toBeGreaterThanOrEqual(16);
      const band = await page.evaluate(() => {
        const title = document.querySelector(".site-title")!.getBoundingClientRect();
        const language = document.querySelector(".header-tools .language-menu")!.getBoundingClientRect();
        const slider = document.querySelector(".header-tools .dark-mode-switch")!.getBoundingClientRect();
        return { overlapsTitle: language.top < title.bottom && language.bottom > title.top, gap: Math.max(slider.left - language.right, language.left - slider.right), level: Math.abs(language.top - slider.top) };
      });
      expect(band.overlapsTitle, locale).toBe(true);
      expect(band.gap, locale).toBeGreaterThanOrEqual(8);
      expect(band.level, locale).toBeLessThan(2);
    }
  });
});

test.describe("the desktop header", () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  // The course's six lessons are one entry, "Course": the row reads start, the project, the course,
  // then the imprint, the sign-in and the members' pages, in every language and at 1366 and 1920.
  for (const [locale, width] of [["en", 1366], ["ta", 1366], ["ru", 1366], ["ar", 1366], ["de", 1920], ["ta", 1920]] as const) {
    test(`writing (${locale}, ${width} px): a calm course menu, six entries in one row, the lessons under "Course"`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(siteUrl("writing", `/${locale}/curriculum`));
      const row = page.locator(".menu-row");
      await expect(row).toHaveAttribute("data-measured", "true");
      const entries = row.locator(":scope > li");
      await expect(entries).toHaveCount(6);
      await expect(page.locator(".more-toggle")).toBeHidden();
      await expect.poll(() => entries.evaluateAll((items) => new Set(items.map((item) => Math.round(item.getBoundingClientRect().top))).size)).toBe(1);
      // The course's entry carries the mark of its open lesson (the current page's wavy underline);
      // it unfolds the six lessons in order.
      const course = row.locator(".group-toggle");
      await expect(course).toHaveText(texts[locale].shellFrame.menuGroups.course);
      await expect(course).toHaveCSS("text-decoration-style", "wavy");
      await course.click();
      const lessons = row.locator(".group-list a");
      await expect(lessons.first()).toBeVisible();
      const hrefs = await lessons.evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      expect(hrefs).toEqual(["/concept", "/curriculum", "/authorship", "/firstEdition", "/sheetsMkt", "/exin1"].map((path) => `/${locale}${path}`));
      await expect(row.locator(".group-list a[aria-current=page]")).toHaveAttribute("href", `/${locale}/curriculum`);
      // The list drops under its entry, inside the window.
      const [toggleBox, listBox] = [(await course.boundingBox())!, (await row.locator(".group-list").boundingBox())!];
      expect(listBox.y).toBeGreaterThanOrEqual(toggleBox.y + toggleBox.height);
      expect(listBox.x).toBeGreaterThanOrEqual(0);
      expect(listBox.x + listBox.width).toBeLessThanOrEqual(width);
      await lessons.nth(3).click();
      await expect(page).toHaveURL(siteUrl("writing", `/${locale}/firstEdition`));
    });
  }

  test("the languages site: the header's title and the page's heading read the same in every language", async ({ page }) => {
    for (const locale of Object.keys(texts) as (keyof typeof texts)[]) {
      await page.goto(siteUrl("languages", `/${locale}`));
      const title = (await page.locator(".site-title").innerText()).trim();
      await expect(page.getByRole("heading", { level: 1 }), locale).toHaveText(title);
    }
  });

  test("the header's title and tools, the page's column and the footer share one width and one edge, in English and Arabic", async ({ page }) => {
    // Every site in two languages: 11 s alone, past 30 s beside two other workers on two cores.
    test.slow();
    const edges = (selector: string) =>
      page.locator(selector).first().evaluate((element) => {
        const box = element.getBoundingClientRect();
        return [Math.round(box.left), Math.round(box.right)] as const;
      });
    for (const width of [1366, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      for (const [site, path] of [["syma", ""], ["vault", "/imprint"], ["political", ""], ["forum", "/login"]] as const) {
        for (const locale of ["en", "ar"]) {
          await page.goto(siteUrl(site, `/${locale}${path}`));
          const label = `${site} ${locale}${path} at ${width}`;
          // The header's parts stand in its grid (the bar gives way to it): the grid's content box is the frame.
          const bar = await page.locator(".site-header").evaluate((header) => {
            const box = header.getBoundingClientRect();
            const style = getComputedStyle(header);
            return [Math.round(box.left + parseFloat(style.paddingLeft)), Math.round(box.right - parseFloat(style.paddingRight))] as const;
          });
          const [column, footer] = [await edges("main > :first-child"), await edges(".footer-frame")];
          for (const [edge, other] of [[bar, column], [bar, footer]] as const) {
            expect(Math.abs(edge[0] - other[0]), label).toBeLessThanOrEqual(2);
            expect(Math.abs(edge[1] - other[1]), label).toBeLessThanOrEqual(2);
          }
          // The controls end at the column's end edge; the title starts at its start edge (the left in
          // English, the right in Arabic), or stands in its middle as a masthead's nameplate.
          const [title, tools] = [await edges(".site-title"), await edges(".header-tools")];
          if (locale === "ar") expect(Math.abs(tools[0] - column[0]), label).toBeLessThanOrEqual(2);
          else expect(Math.abs(tools[1] - column[1]), label).toBeLessThanOrEqual(2);
          if (site === "vault" || site === "political") expect(Math.abs(title[0] + title[1] - column[0] - column[1]), label).toBeLessThanOrEqual(4);
          else if (locale === "ar") expect(Math.abs(title[1] - column[1]), label).toBeLessThanOrEqual(2);
          else expect(Math.abs(title[0] - column[0]), label).toBeLessThanOrEqual(2);
        }
      }
    }
  });

  // Ten sites, four arrangements of one header (frame.header): a regression to one skeleton for all fails here.
  test("the header's arrangement differs by site: a nameplate, a title block, a service band and the stacked rows", async ({ page }) => {
    test.slow(); // 32 pages: eight sites, two widths, two languages.
    const parts = () =>
      page.evaluate(() => {
        const box = (selector: string) => document.querySelector(`.site-header ${selector}`)!.getBoundingClientRect();
        const [header, title, tools, menu] = [box(""), box(".site-title"), box(".header-tools"), box(".menu .menu-row > li:first-child")];
        const middle = (rect: DOMRect) => (rect.top + rect.bottom) / 2;
        return {
          titleCentred: Math.abs((title.left + title.right) / 2 - (header.left + header.right) / 2) < 4,
          menuBesideTitle: Math.abs(middle(menu) - middle(title)) < 12,
          toolsAboveTitle: tools.bottom <= title.top + 1,
          menuUnderTitle: menu.top >= title.bottom - 1,
        };
      });
    const expected = {
      // Round 77: from 1100 px a memorial's nameplate has its tools at the end of its row (a strip of
      // their own over the name made the header three tiers, 145-152 px); the paper keeps its strip.
      masthead: { titleCentred: true, menuBesideTitle: false, toolsAboveTitle: false, menuUnderTitle: true },
      // Round 84 replaced the paper's strip, nameplate and menu row (152 px) with one row: the menu at
      // its start, the name centred, the tools at its end.
      paper: { titleCentred: true, menuBesideTitle: true, toolsAboveTitle: false, menuUnderTitle: false },
      inline: { titleCentred: false, menuBesideTitle: true, toolsAboveTitle: false, menuUnderTitle: false },
      // Round 84 replaced the utility's band of controls over the name (two tiers, 144 px): one bar.
      utility: { titleCentred: false, menuBesideTitle: true, toolsAboveTitle: false, menuUnderTitle: false },
      stacked: { titleCentred: false, menuBesideTitle: false, toolsAboveTitle: false, menuUnderTitle: true },
    };
    const sites = { political: "masthead", vault: "masthead", syma: "inline", languages: "inline", forum: "inline", lobby: "utility", writing: "stacked", morpheme: "stacked" } as const;
    for (const width of [1366, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      for (const [site, look] of Object.entries(sites)) {
        for (const locale of ["en", "ar"]) {
          await page.goto(siteUrl(site, `/${locale}/imprint`));
          await expect(page.locator(".site-header")).toHaveAttribute("data-header", look);
          // Round 86 replaced the game's two stacked rows (144 px, a fifth of a laptop's screen) with
          // one row from 1200 px: its name, the menu beside it, the tools at the end (review r86-a).
          const arrangement = site === "political" ? "paper" : site === "morpheme" ? "inline" : look;
          expect(await parts(), `${site} ${locale} at ${width}`).toEqual(expected[arrangement]);
        }
      }
    }
    // The title block's menu keeps measuring the room it has on the name's row: nothing under "More".
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(siteUrl("syma", "/ta"));
    await expect(page.locator(".menu-row")).toHaveAttribute("data-measured", "true");
    await expect(page.locator(".more-toggle")).toBeHidden();
  });

  test("the dark-mode label reads at 15 px or more beside the title", async ({ page }) => {
    // A title block's row (languages') shares its room with the menu up to a wide screen: there the label shows at 1920.
    // Round 84 replaced lobby's 1366: its controls left their own band for the menu's row, as languages'.
    for (const [site, width] of [["languages", 1920], ["political", 1366], ["tax", 1366], ["lobby", 1920]] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(siteUrl(site, "/en"));
      const label = page.locator(".header-tools .dark-mode-label");
      expect((await label.boundingBox())?.width ?? 0, site).toBeGreaterThan(20);
      const size = await label.evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));
      expect(size, site).toBeGreaterThanOrEqual(15);
    }
  });

  test("the language row: names of 14 px and more, and 'Show all languages' a 44 px button named by its words", async ({ page }) => {
    // Fourteen pages in one test: past 30 s beside two other workers on two cores.
    test.slow();
    for (const site of ["syma", "vault", "morpheme", "forum", "political", "lobby", "writing"]) {
      for (const locale of ["en", "ta"] as const) {
        await page.goto(siteUrl(site, `/${locale}`));
        const more = page.locator(".flag-more");
        await expect(more, site).toHaveAccessibleName(texts[locale].shell.moreLanguages);
        await expect(more.locator(".flag-toggle-label"), site).toBeVisible();
        const box = (await more.boundingBox())!;
        expect(Math.min(box.width, box.height), `${site} ${locale}`).toBeGreaterThanOrEqual(44);
        const sizes = await page.locator(".flag-bar .flag-name").evaluateAll((names) => names.map((name) => Number.parseFloat(getComputedStyle(name).fontSize)));
        expect(Math.min(...sizes), `${site} ${locale}`).toBeGreaterThanOrEqual(14);
      }
    }
  });

  test("each flag carries its language's own name, written under it and as its accessible name", async ({ page }) => {
    await page.goto(siteUrl("lobby", "/ar"));
    await page.locator(".flag-more").click();
    const flags = page.locator(".flag-bar a");
    await expect(flags).toHaveCount(8);
    for (const [locale, name] of Object.entries(ownNames)) {
      const flag = page.locator(`.flag-bar a[hreflang^=${locale}]`);
      await expect(flag, locale).toHaveAccessibleName(name);
      await expect(flag.locator(".flag-name"), locale).toBeVisible();
      await expect(flag.locator(".flag-name"), locale).toHaveText(name);
      const image = await flag.locator("img").boundingBox();
      expect(image && [image.width, image.height], locale).toEqual([40, 30]);
    }
  });

  test("Arabic and Tamil running text gets room between its lines; headings and buttons keep their own", async ({ page }) => {
    for (const locale of ["ar", "ta"]) {
      await page.goto(siteUrl("syma", `/${locale}/imprint`));
      const ratio = (selector: string) =>
        page.locator(selector).first().evaluate((element) => {
          const style = getComputedStyle(element);
          return parseFloat(style.lineHeight) / parseFloat(style.fontSize);
        });
      expect(await ratio("main p:not(.lead)"), locale).toBeCloseTo(1.8, 1);
      // Tamil's tall letters take a roomier heading leading (1.35) than Arabic's (1.2), both well under the text's.
      expect(await ratio("main h1"), locale).toBeCloseTo(locale === "ta" ? 1.35 : 1.2, 1);
      expect(await ratio(".site-title"), locale).toBeLessThan(1.6);
    }
  });
});

test("on a phone each flag takes a finger's tap and is named by its language in its own words", async ({ browser }) => {
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  await page.goto(siteUrl("forum", "/ta"));
  await page.locator(".flag-bar").scrollIntoViewIfNeeded();
  // A flag (40 × 30) and the plus take a tap a few pixels above and below what they show: 44 px in all.
  const reaches = await page.locator(".flag-bar a[hreflang^=de], .flag-bar .flag-more").evaluateAll((targets) =>
    targets.map((target) => {
      const box = target.getBoundingClientRect();
      const middle = box.left + box.width / 2;
      const top = Math.ceil(box.bottom - box.height / 2 - 21.5);
      const bottom = Math.floor(box.top + box.height / 2 + 21.5);
      return [top, bottom].every((y) => target.contains(document.elementFromPoint(middle, y)));
    }),
  );
  expect(reaches).toEqual([true, true]);
  await page.locator(".flag-more").click();
  for (const [locale, name] of Object.entries(ownNames)) await expect(page.locator(`.flag-bar a[hreflang^=${locale}]`), locale).toHaveAccessibleName(name);
  await context.close();
});

for (const width of [390, 360]) {
  test(`${width} px: the language button and the menu button stand 8 px apart or more on every site, in en, ar and ta`, async ({ browser }) => {
    // 27 pages: the header is drawn by the server's HTML and CSS, so each is read once its HTML is in.
    test.setTimeout(240_000);
    const context = await browser.newContext({ viewport: { width, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    for (const site of ["syma", "vault", "peace", "writing", "morpheme", "forum", "political", "languages", "lobby"]) {
      for (const locale of ["en", "ar", "ta"]) {
        await page.goto(siteUrl(site, `/${locale}`), { waitUntil: "domcontentloaded" });
        const language = (await page.locator(".site-header .language-menu summary").boundingBox())!;
        const menu = (await page.locator(".site-header .menu-toggle").boundingBox())!;
        const gap = locale === "ar" ? language.x - (menu.x + menu.width) : menu.x - (language.x + language.width);
        expect(gap, `${site} ${locale}`).toBeGreaterThanOrEqual(8);
        expect(menu.width, `${site} ${locale}: the menu button is a touch target`).toBeGreaterThanOrEqual(44);
      }
    }
    await context.close();
  });
}

test("the header's title keeps one size on every page and in every language: going from the start page to the imprint moves nothing", async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 1366, height: 768 });
  const measure = () =>
    page.locator(".site-header").evaluate((header) => ({
      title: parseFloat(getComputedStyle(header.querySelector(".site-title")!).fontSize),
      height: Math.round(header.getBoundingClientRect().height),
    }));
  // Stepped back where the start page's heading said the name, the vault's nameplate went from
  // 19 to 35.5 px and its header from 145 to 152 px on the way to the imprint (the lobby's title
  // 21.9 to 35.2, the languages' 16.1 to 21.9); and in German and Arabic, whose headings say the
  // name in other words, it never stepped back at all.
  for (const site of ["vault", "lobby", "languages", "tax"]) {
    for (const locale of ["en", "de"]) {
      await page.goto(siteUrl(site, `/${locale}`));
      const start = await measure();
      await page.goto(siteUrl(site, `/${locale}/imprint`));
      expect(await measure(), `${site} ${locale}`).toEqual(start);
    }
  }
});

/**
 * How far the nameplate's letters stand from the hairline over them and the double rule under them:
 * the letters' own ink (the face's reach above and below its baseline for these words), not the
 * title's line box, which is tighter than the face.
 */
async function nameplateClearance(page: Page) {
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(() => {
    const header = document.querySelector(".site-header")!;
    const link = header.querySelector<HTMLElement>(".site-title")!;
    // The name's shown form (the link holds a full and a short one, one of them hidden).
    const title = [...link.querySelectorAll<HTMLElement>("span")].find((span) => span.offsetParent && !span.classList.contains("site-logo")) ?? link;
    const range = document.createRange();
    range.selectNodeContents(title);
    const line = range.getBoundingClientRect();
    const style = getComputedStyle(title);
    const context = document.createElement("canvas").getContext("2d")!;
    context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const text = title.textContent ?? "";
    const metrics = context.measureText(style.textTransform === "uppercase" ? text.toUpperCase() : text);
    const baseline = line.top + metrics.fontBoundingBoxAscent;
    // Over the name: the tools' hairline where they stand in a strip over it; from 1100 px they stand
    // beside it (round 77) and the header's own top edge is over it.
    const tools = header.querySelector(".header-tools")!.getBoundingClientRect();
    const over = tools.bottom <= line.top + 1 ? tools.bottom : header.getBoundingClientRect().top + parseFloat(getComputedStyle(header).paddingTop);
    return {
      overName: baseline - metrics.actualBoundingBoxAscent - over,
      // Under the name: the menu's double rule where the menu stands under it; where it stands beside
      // it (the paper from 1100 px, round 84), the header's own rules at its foot.
      underName: (() => {
        const menu = header.querySelector(":scope > .menu")!.getBoundingClientRect();
        const under = menu.top >= line.bottom - 1 ? menu.top : header.getBoundingClientRect().bottom - parseFloat(getComputedStyle(header).paddingBottom);
        return under - (baseline + metrics.actualBoundingBoxDescent);
      })(),
    };
  });
}

test("political's nameplate: the name stands clear of the hairline over it and the double rule under it, in every script", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  // Latin, Cyrillic, Arabic and Tamil: Playfair's "p" reached through the double rule, its "V" touched the hairline.
  for (const locale of ["en", "ru", "ar", "ta"]) {
    for (const path of ["", "/imprint"]) {
      await page.goto(siteUrl("political", `/${locale}${path}`));
      const { overName, underName } = await nameplateClearance(page);
      expect(overName, `${locale}${path}: the letters' tops under the hairline`).toBeGreaterThanOrEqual(4);
      expect(underName, `${locale}${path}: the descenders over the double rule`).toBeGreaterThanOrEqual(4);
    }
  }
});

test("morpheme's wordmark keeps one size on the start page, the game and the photos, on a phone and a desktop", async ({ page }) => {
  const size = () => page.locator(".site-title").evaluate((title) => parseFloat(getComputedStyle(title).fontSize));
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width < 800 ? 844 : 768 });
    const sizes: number[] = [];
    for (const path of ["", "/play", "/photos"]) {
      await page.goto(siteUrl("morpheme", `/en${path}`));
      sizes.push(await size());
    }
    // The start page's heading names the game too; the header's mark does not shrink for it (22 px there, 35 px inside).
    expect(sizes, `${width} px`).toEqual([sizes[0], sizes[0], sizes[0]]);
    // A wordmark that holds the header's row beside its 44 px controls, under the pages' headings.
    if (width > 800) expect(sizes[0]).toBeGreaterThanOrEqual(24);
    if (width > 800) expect(sizes[0]).toBeLessThanOrEqual(30);
  }
});

test("writing: the current language's mark is drawn whole inside its rounded entry, not cut into a crescent", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(siteUrl("writing", "/en"));
  await page.locator(".language-menu summary").click();
  const current = page.locator(".language-list a[aria-current=true]");
  await expect(current).toBeVisible();
  const mark = await current.evaluate((entry) => {
    const style = getComputedStyle(entry, "::before");
    return { content: style.content, width: parseFloat(style.width), start: parseFloat(style.left), radius: parseFloat(getComputedStyle(entry).borderTopLeftRadius) };
  });
  expect(mark.content).not.toBe("none");
  expect(mark.width).toBeGreaterThanOrEqual(3);
  // Inside the entry's padding: its rounded corner does not reach the mark's middle.
  expect(mark.start).toBeGreaterThanOrEqual(Math.min(mark.radius, 4));
});
