import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { siteUrl } from "./server-env";
import { exposedExpanded } from "./support/menu";

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const ownNames = ["English", "Deutsch", "Español", "Русский", "العربية", "Lietuvių", "Italiano", "தமிழ்"];

async function seriousFindings(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).slice(0, 3).join("; ")}`);
}

test.describe("phone menu", () => {
  test.use(phone);

  test("the first screen shows content: a compact header with title, language and menu button", async ({ page }) => {
    await page.goto(siteUrl("writing", "/en"));
    const header = await page.locator(".site-header").boundingBox();
    expect(header && header.y + header.height).toBeLessThanOrEqual(844 * 0.2);
    await expect(page.locator(".menu-row .menu-button").first()).toBeHidden();
    for (const target of [page.getByRole("button", { name: "Menu" }), page.locator(".language-menu summary")]) {
      const box = await target.boundingBox();
      expect(box && Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    }
    // The dark-mode slider waits in the menu panel.
    await page.getByRole("button", { name: "Menu" }).click();
    const box = await page.locator("header").getByRole("switch", { name: "Dark mode" }).boundingBox();
    expect(box && Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
  });

  test("the menu button opens the menu, an entry navigates and closes it", async ({ page }) => {
    await page.goto(siteUrl("syma", "/en"));
    const button = page.getByRole("button", { name: "Menu" });
    const expanded = () => exposedExpanded(page, ".menu-toggle");
    await expect.poll(expanded).toBe(false);
    await expect(button).toHaveAttribute("aria-controls", "site-menu");
    await button.click();
    await expect.poll(expanded).toBe(true);
    const cv = page.locator("#site-menu").getByRole("link", { name: "CV" });
    await expect(cv).toBeVisible();
    const box = await cv.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await cv.click();
    await expect(page).toHaveURL(siteUrl("syma", "/en/cv"));
    await expect(page.locator("#site-menu a[aria-current=page]")).toHaveText("CV");
    await expect(page.locator("#site-menu")).toBeHidden();
    await expect.poll(expanded).toBe(false);
  });

  test("the menu button opens the panel before the page's scripts have run, and closes it again", async ({ page }) => {
    // The page's scripts never arrive (the style sheets do): a tap in a slow phone's first second
    // finds the page in this state, and the panel is a native popover that needs none of them.
    await page.route(
      (url) => url.pathname.startsWith("/_next/static/") && url.pathname.endsWith(".js"),
      (route) => route.abort(),
    );
    await page.goto(siteUrl("vault", "/en"), { waitUntil: "domcontentloaded" });
    await expect(page.locator(".menu-row")).not.toHaveAttribute("data-measured");
    const button = page.getByRole("button", { name: "Menu" });
    await button.click();
    await expect(page.locator("#site-menu")).toBeVisible();
    await expect(page.locator("#site-menu a").first()).toBeVisible();
    await expect.poll(() => exposedExpanded(page, ".menu-toggle")).toBe(true);
    // The bars turn into a cross while the panel is open.
    await expect(button.locator(".menu-icon-open")).toBeVisible();
    await expect(button.locator(".menu-icon-closed")).toBeHidden();
    await button.click();
    await expect(page.locator("#site-menu")).toBeHidden();
    await expect(button.locator(".menu-icon-closed")).toBeVisible();
  });

  test("keyboard: Enter opens, Tab reaches the entries, Escape closes and returns focus to the button", async ({ page }) => {
    await page.goto(siteUrl("peace", "/en"));
    const button = page.getByRole("button", { name: "Menu" });
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(page.locator("#site-menu")).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(page.locator("#site-menu a").first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.locator("#site-menu")).toBeHidden();
    await expect.poll(() => exposedExpanded(page, ".menu-toggle")).toBe(false);
    await expect(button).toBeFocused();
  });

  test("open menus have no serious accessibility finding, in Arabic too", async ({ page }) => {
    for (const locale of ["en", "ar"]) {
      await page.goto(siteUrl("forum", `/${locale}`));
      await page.locator(".menu-toggle").click();
      await page.locator(".language-menu summary").click();
      await expect(page.locator(".language-list")).toBeVisible();
      expect(await seriousFindings(page), locale).toEqual([]);
    }
  });
});

test.describe("language menu", () => {
  test("closes on Escape with the focus back on its switch, and on a press outside it (round 72: it stayed open over the heading)", async ({ page }) => {
    await page.goto(siteUrl("peace", "/en"));
    const menu = page.locator(".language-menu");
    const summary = menu.locator("summary");
    await summary.click();
    await expect(page.locator(".language-list")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.locator(".language-list")).toBeHidden();
    await expect(summary).toBeFocused();
    await summary.click();
    await expect(page.locator(".language-list")).toBeVisible();
    await page.locator("main h1").click();
    await expect(page.locator(".language-list")).toBeHidden();
  });

  test("names every language in its own words and opens the same page in that language", async ({ page }) => {
    await page.goto(siteUrl("forum", "/en/2022"));
    await page.locator(".language-menu summary").click();
    const links = page.locator(".language-list a");
    await expect(links).toHaveText(ownNames.map((name) => new RegExp(`^${name}`)));
    await expect(links.filter({ hasText: "Deutsch" })).toHaveAttribute("hreflang", "de-DE");
    await expect(links.filter({ hasText: "Deutsch" })).toHaveAttribute("lang", "de-DE");
    await expect(links.filter({ hasText: "English" })).toHaveAttribute("aria-current", "true");
    await links.filter({ hasText: "Lietuvių" }).click();
    await expect(page).toHaveURL(siteUrl("forum", "/lt/2022"));
    await expect(page.locator("html")).toHaveAttribute("lang", "lt-LT");
  });

  test("Arabic turns the page right-to-left with the menu on the left", async ({ page }) => {
    await page.goto(siteUrl("vault", "/en/imprint"));
    await page.locator(".language-menu summary").click();
    await page.locator(".language-list a[hreflang=ar-SA]").click();
    await expect(page).toHaveURL(siteUrl("vault", "/ar/imprint"));
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const title = await page.locator(".site-title").boundingBox();
    const language = await page.locator(".language-menu summary").boundingBox();
    expect(title && language && language.x < title.x).toBe(true);
    await page.locator(".language-menu summary").click();
    await expect(page.locator(".language-list a[aria-current=true]")).toHaveText(/^العربية/);
  });

  test("every row, the Arabic one too, has its name at the page's start and its code at the end", async ({ page }) => {
    for (const [locale, direction] of [["en", "ltr"], ["ar", "rtl"]] as const) {
      await page.goto(siteUrl("syma", `/${locale}`));
      await page.locator(".language-menu summary").click();
      const rows = page.locator(".language-list a");
      await expect(rows).toHaveCount(8);
      const sides = await rows.evaluateAll((links) =>
        links.map((link) => {
          const [name, code] = Array.from(link.children, (child) => child.getBoundingClientRect().left);
          if (name === undefined || code === undefined) return "name or code missing";
          return name < code ? "ltr" : "rtl";
        }),
      );
      expect(sides, locale).toEqual(Array(8).fill(direction));
    }
  });
});

test.describe("desktop menu", () => {
  test("one row; More unfolds what did not fit, Escape folds it and returns focus", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 820, height: 900 } });
    const page = await context.newPage();
    // Writing's Tamil entries run long: at 820 px its row (six entries, the course's lessons in one) folds.
    await page.goto(siteUrl("writing", "/ta"));
    const more = page.getByRole("button", { name: "மேலும்" });
    await expect(more).toBeVisible();
    await expect(more).toHaveAttribute("aria-controls", "site-menu-row");
    // The row's own entries (a group's drop-down holds entries of its own).
    const fitting = page.locator(".menu-row > li:not([data-overflow])");
    const tops = await fitting.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().top));
    expect(new Set(tops).size).toBe(1);
    const folded = page.locator(".menu-row > li[data-overflow]");
    await expect(folded.first()).toBeHidden();
    await more.click();
    await expect(more).toHaveAttribute("aria-expanded", "true");
    for (const entry of await folded.all()) await expect(entry).toBeVisible();
    await expect(folded.locator("a").first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(more).toHaveAttribute("aria-expanded", "false");
    await expect(folded.first()).toBeHidden();
    await expect(more).toBeFocused();
    await more.click();
    const target = folded.locator("a").first();
    const href = await target.getAttribute("href");
    await target.click();
    await expect(page).toHaveURL(siteUrl("writing", href ?? ""));
    await expect(page.locator(".menu a[aria-current=page]")).toHaveAttribute("href", href ?? "");
    await context.close();
  });

  test("a short menu needs no More", async ({ page }) => {
    await page.goto(siteUrl("lobby", "/en"));
    await expect(page.locator(".menu-row .menu-button").first()).toBeVisible();
    await expect(page.getByRole("button", { name: "More" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();
  });
});

test.describe("a way through long pages", () => {
  test("the forum's start page lists its sections after the lead; a link jumps to its section", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(siteUrl("forum", "/en"));
    const nav = page.getByRole("navigation", { name: "On this page" });
    const headings = await page.locator("main article section[id^=section-] > h2").allTextContents();
    expect(headings.length).toBeGreaterThanOrEqual(4);
    await expect(nav.getByRole("link")).toHaveText(headings);
    // Each entry is a finger's size on a phone.
    for (const box of await nav.getByRole("link").evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height))) expect(box).toBeGreaterThanOrEqual(44);
    await nav.getByRole("link").nth(2).click();
    await expect(page).toHaveURL(/#section-\d+$/);
    await expect(page.locator("main article section[id^=section-] > h2").nth(2)).toBeInViewport();
  });

  test("in Arabic too; a page of few sections has none", async ({ page }) => {
    await page.goto(siteUrl("forum", "/ar"));
    await expect(page.getByRole("navigation", { name: "في هذه الصفحة" })).toBeVisible();
    await page.goto(siteUrl("syma", "/en/imprint"));
    await expect(page.getByRole("navigation", { name: "On this page" })).toHaveCount(0);
  });
});
