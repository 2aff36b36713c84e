import { expect, test, type Page } from "@playwright/test";
import { siteUrl } from "./server-env";
import { box, DESKTOP, PHONE } from "./support/geometry";
import { openTool, signInForTools } from "./support/various";

/** What round 84's review of lobby, tax and the forum's members' area changed, and what a visitor now sees. */

const css = (page: Page, selector: string, property: string) =>
  page.locator(selector).first().evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);
const services = "main section[aria-labelledby='coming-offers'] li";

test.describe("round-84: tax", () => {
  test("the services are a plain list with a small icon, no box or shadow, in one band under the notice (two columns in Tamil)", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(siteUrl("tax", "/en"));
    // Boxed in 2 px with a yellow offset shadow and a yellow square, they read as checkboxes or buttons.
    // Round 89 replaced "no border": each cell stands under a rule of its own across its column (the
    // review, r89-b: bare names in equal columns read as a loose line; design-review-r89-d), a rule
    // over the cell, never a box round it.
    for (const side of ["right", "bottom", "left"]) expect(await css(page, services, `border-${side}-width`)).toBe("0px");
    expect(await css(page, services, "box-shadow")).toBe("none");
    expect(await css(page, services, "background-color")).toBe("rgba(0, 0, 0, 0)");
    const icon = await page.locator(services).first().evaluate((item) => {
      const mark = getComputedStyle(item, "::before");
      return { mask: mark.maskImage, border: mark.borderTopWidth, width: parseFloat(mark.width) };
    });
    expect(icon.mask).toContain("svg");
    expect(icon.border).toBe("0px");
    expect(icon.width).toBeLessThanOrEqual(24);
    // Round 85 replaced the band of four with two by two (each column as wide as its longest name):
    // four equal quarters left a 190 px hole after "Payroll" at 1920 px and wrapped two names at 1366.
    // Round 87 replaced two by two with one row of four across the page at 1366 (two columns as wide
    // as their names left the row's right 40 % empty; design-review-r87-d measures the row).
    const rows = await Promise.all((await page.locator(services).all()).map(box));
    expect(new Set(rows.map((item) => Math.round(item.y))).size).toBe(1);
    expect(new Set(rows.map((item) => Math.round(item.x))).size).toBe(4);

    await page.goto(siteUrl("tax", "/ta"));
    const tamil = await Promise.all((await page.locator(services).all()).map(box));
    expect(new Set(tamil.map((item) => Math.round(item.x))).size).toBe(2);
  });

  test("the hazard tape twice only: under the header and under the title; no band over the footer, no dashed rule", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(siteUrl("tax", "/en"));
    // A full-width band over the footer made three bands of tape on a 1,274 px page.
    await expect(page.locator("main .construction-sign")).toBeHidden();
    const tape = await page.evaluate(() =>
      [...document.querySelectorAll("body *")].filter((element) => {
        const looks = [getComputedStyle(element), getComputedStyle(element, "::after"), getComputedStyle(element, "::before")];
        return looks.some((look) => look.backgroundImage.includes("repeating-linear-gradient") && look.display !== "none");
      }).length,
    );
    expect(tape).toBe(2);
    expect(await css(page, "footer.site-footer", "border-top-style")).not.toBe("dashed");
  });

  test("on a phone the drawing fills its frame's width", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(siteUrl("tax", "/en"));
    const frame = await page.locator("main .article > figure").evaluate((figure) => {
      const style = getComputedStyle(figure);
      const inner = figure.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const drawing = figure.querySelector("svg")!;
      // The drawn content, not the svg's box: the building's left wall to the barrier's end.
      const content = drawing.querySelector("g")!.getBoundingClientRect();
      return { inner, drawn: content.width, height: drawing.getBoundingClientRect().height };
    });
    // 240 px of drawing stood in a 358 px frame, 55 px empty either side (the drawing's own margins
    // are 2 % of its width).
    expect(frame.drawn).toBeGreaterThanOrEqual(frame.inner * 0.95);
    expect(frame.height).toBeGreaterThan(180);
  });
});

test.describe("round-84: lobby", () => {
  test("on a laptop each section has one rule, in one grey, and no column stands empty beside the Convention's articles", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(siteUrl("lobby", "/en"));
    // Each section ended on a 2 px rule and the next began on another 43 px lower.
    for (const section of await page.locator("main .article > section[id^='section-']").all()) {
      expect(await section.evaluate((element) => getComputedStyle(element).borderBottomWidth)).toBe("0px");
    }
    const rights = page.locator("main .article > section:has(> [data-block])");
    const article = await box(page.locator("main .article"));
    const [section, text, articles] = [await box(rights), await box(rights.locator("> p").first()), await box(rights.locator("> [data-block]"))];
    expect(section.width).toBeGreaterThan(article.width - 2);
    // The articles beside the text, from the section's top: 250 px of the next column stood empty.
    expect(articles.x).toBeGreaterThan(text.x + text.width);
    expect(articles.y).toBeLessThan(text.y);
    // The text follows its heading, whatever the articles' height beside them.
    const heading = await box(rights.locator("> h2"));
    expect(text.y - (heading.y + heading.height)).toBeLessThan(40);
    const glance = page.locator("main .article > [data-block][data-beside]");
    expect((await box(glance)).width).toBeGreaterThan(article.width - 2);
    // Round 87 replaced the row of four: the fact that is a sentence stands as a line of its own
    // across the box under the three figures (its three bold lines set the row's height for all
    // four; design-review-r87-d measures it). The figures still share one row.
    // Round 89 replaced the sentence among the figures: its value is short and bold like theirs, its
    // detail under it (design-review-r89-d); all four facts share the row.
    expect(await glance.locator("dt").count()).toBe(4);
    const facts = await Promise.all((await glance.locator("dl > div > dt").all()).map(box));
    expect(facts).toHaveLength(4);
    expect(new Set(facts.map((fact) => Math.round(fact.y))).size).toBe(1);
  });

  test("on a laptop the header is one bar of at most 80 px: the name, the menu and the controls in one row", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(siteUrl("lobby", "/en"));
    const header = await box(page.locator("header.site-header"));
    // Two tiers, 144 px, the top one holding only "EN" and the dark-mode switch.
    expect(header.height).toBeLessThanOrEqual(80);
    const [title, menu, language] = [
      await box(page.locator(".site-title")),
      await box(page.locator(".menu-row a[aria-current='page']")),
      await box(page.locator(".header-tools .language-menu summary")),
    ];
    for (const item of [menu, language]) expect(Math.abs(item.y + item.height / 2 - (title.y + title.height / 2))).toBeLessThanOrEqual(4);
  });

  test("on a phone the address to write to is at the body's size, and a year in the facts uses the text's figures", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(siteUrl("lobby", "/en"));
    const paragraph = page.locator("main p:has(.mail-address)");
    // 15.3 px beside 18 px text.
    expect(await paragraph.locator(".mail-address a").evaluate((link) => getComputedStyle(link).fontSize)).toBe(await paragraph.evaluate((p) => getComputedStyle(p).fontSize));
    const address = await box(paragraph.locator(".mail-address"));
    expect(address.x + address.width).toBeLessThanOrEqual(PHONE.width);
    // Tabular figures spaced "2020" as "2 0 2 0".
    expect(await css(page, "main [data-block][data-beside] dd", "font-variant-numeric")).not.toContain("tabular");
  });
});

test.describe("round-84: the forum's members' area", () => {
  test("the calendar's month grid shows the moon on the four principal phases' days only; the sky panel keeps its moon", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await openTool(page, "calendar");
    const section = page.locator("section#calendar");
    await expect(section.getByTestId("time-recording-calendar")).toBeVisible({ timeout: 20_000 });
    await section.locator("button", { hasText: /^Month$/ }).click();
    const calendar = section.getByTestId("time-recording-calendar");
    const cells = calendar.locator("[role=cell]");
    expect(await cells.count()).toBeGreaterThanOrEqual(28);
    const moons = calendar.locator("[role=cell] svg.moon-icon");
    // A moon stood in each of the 42 cells.
    expect(await moons.count()).toBeGreaterThanOrEqual(4);
    expect(await moons.count()).toBeLessThanOrEqual(7);
    for (const label of await moons.evaluateAll((icons) => icons.map((icon) => icon.getAttribute("aria-label") ?? ""))) {
      expect(label).toMatch(/^(New moon|First quarter|Full moon|Last quarter) /);
    }
    expect(await section.locator("svg.moon-icon").count()).toBeGreaterThan(await moons.count());
  });

  test("the overview says the day of the sign-in's end, not a time alone", async ({ page }) => {
    await signInForTools(page);
    await page.goto(siteUrl("forum", "/en/dashboard"));
    // "Signed in until 5:23 AM" left the reader to guess the day.
    await expect(page.getByTestId("session-until")).toHaveText(/^Signed in until (\d{1,2}:\d{2}\s?[AP]M (today|tomorrow)|.*\d{4}, \d{1,2}:\d{2}\s?[AP]M)$/);
  });
});
