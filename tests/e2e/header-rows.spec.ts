import { expect, test, type Page } from "@playwright/test";
import { siteUrl } from "./server-env";

/*
 * Round r52's header rows at 1366 px: vault's members' entries carry one small framed tag, the
 * peace committee's name is one header on every page, the forum's header is one row, writing's
 * menu one calm group; Tamil keeps the en/ar layout (every entry on the row, readable sizes).
 */
test.use({ viewport: { width: 1366, height: 900 } });

/** The row's shown entries: their font size, top and height, and whether "More" is shown. */
async function row(page: Page) {
  await expect(page.locator(".menu-row")).toHaveAttribute("data-measured", "true");
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(() => {
    const entries = [...document.querySelectorAll<HTMLElement>(".site-header .menu-row > li > .menu-button")].filter((entry) => entry.offsetParent);
    return {
      entries: entries.map((entry) => {
        const box = entry.getBoundingClientRect();
        return { text: entry.textContent?.trim() ?? "", size: Number.parseFloat(getComputedStyle(entry).fontSize), top: box.top, height: box.height };
      }),
      all: document.querySelectorAll(".site-header .menu-row > li").length,
      more: !(document.querySelector<HTMLElement>(".more-toggle")?.hidden ?? true),
    };
  });
}

for (const locale of ["en", "ar", "ta", "ru", "de"] as const) {
  // Round 84 replaced the framed tag on each members' entry: one unframed label before the group's
  // first entry, on the row's line; the later entries' reasons are for screen readers only.
  test(`vault (${locale}): every entry on the row, the members' entries after one unframed label on their line`, async ({ page }) => {
    await page.goto(siteUrl("vault", `/${locale}`));
    const shown = await row(page);
    expect(shown.more, locale).toBe(false);
    expect(shown.entries.length, locale).toBe(shown.all);
    expect(Math.max(...shown.entries.map((entry) => entry.top)) - Math.min(...shown.entries.map((entry) => entry.top)), locale).toBeLessThanOrEqual(2);
    const tags = await page.locator(".menu-row .menu-button[aria-disabled=true] .menu-hint").all();
    for (const [index, tag] of tags.entries()) {
      if (index > 0) {
        await expect(tag, locale).toBeHidden();
        continue;
      }
      await expect(tag).toHaveCSS("border-top-width", "0px");
      const [tagBox, nameBox] = [await tag.boundingBox(), await tag.locator("xpath=../span[@class='menu-label']").boundingBox()];
      expect(Math.abs(tagBox!.y + tagBox!.height / 2 - (nameBox!.y + nameBox!.height / 2)), locale).toBeLessThanOrEqual(4);
      expect(tagBox!.x + tagBox!.width <= nameBox!.x || nameBox!.x + nameBox!.width <= tagBox!.x, locale).toBe(true);
    }
  });
}

test("peace: one header on every page, the name upright at one size on the start page and inside", async ({ page }) => {
  for (const locale of ["en", "ta"] as const) {
    const looks: string[] = [];
    for (const path of ["", "/imprint", "/peace"]) {
      await page.goto(siteUrl("peace", `/${locale}${path}`));
      looks.push(
        await page.locator(".site-title").evaluate((title) => {
          const style = getComputedStyle(title);
          return `${style.fontSize} ${style.fontStyle} ${style.fontWeight} ${Math.round(title.getBoundingClientRect().height)}`;
        }),
      );
    }
    expect(new Set(looks).size, `${locale}: ${looks.join(" | ")}`).toBe(1);
    expect(looks[0], locale).toContain(" normal ");
  }
  // The dove a plain silhouette: no sprig drawn in strokes beside the beak.
  const mark = await page.locator(".site-title").evaluate((title) => getComputedStyle(title, "::before").maskImage || getComputedStyle(title, "::before").getPropertyValue("-webkit-mask-image"));
  expect(mark).toContain("svg");
  expect(mark).not.toContain("stroke");
});

// The longer languages too: their names take two lines in a quarter of the row, Russian and Tamil
// name the older years' list "archive".
for (const locale of ["en", "ru", "lt", "ar", "ta"] as const) {
  test(`forum (${locale}): one header row, the name, every entry and the controls on it`, async ({ page }) => {
    await page.goto(siteUrl("forum", `/${locale}`));
    const shown = await row(page);
    expect(shown.more, locale).toBe(false);
    expect(shown.entries.length, locale).toBe(shown.all);
    expect(Math.max(...shown.entries.map((entry) => entry.top)) - Math.min(...shown.entries.map((entry) => entry.top)), locale).toBeLessThanOrEqual(2);
    const middles = await page.evaluate(() =>
      [".site-title", ".header-tools", ".menu-row > li:first-child", ".menu-row > li:last-child"].map((selector) => {
        const box = document.querySelector(`.site-header ${selector}`)!.getBoundingClientRect();
        return (box.top + box.bottom) / 2;
      }),
    );
    expect(Math.max(...middles) - Math.min(...middles), locale).toBeLessThanOrEqual(12);
    const header = (await page.locator(".site-header").boundingBox())!;
    expect(header.height, locale).toBeLessThanOrEqual(100);
  });
}

for (const locale of ["en", "ar", "ta"] as const) {
  test(`writing (${locale}): one calm group of entries at 14 px and more, the members' entry on one line`, async ({ page }) => {
    await page.goto(siteUrl("writing", `/${locale}`));
    const shown = await row(page);
    expect(shown.more, locale).toBe(false);
    expect(shown.entries.length, locale).toBe(shown.all);
    expect(Math.max(...shown.entries.map((entry) => entry.top)) - Math.min(...shown.entries.map((entry) => entry.top)), locale).toBeLessThanOrEqual(2);
    for (const entry of shown.entries) expect(entry.size, `${locale} ${entry.text}`).toBeGreaterThanOrEqual(14);
    expect(Math.max(...shown.entries.map((entry) => entry.height)), locale).toBeLessThanOrEqual(50);
    // No dashed rule parting a back matter, and the current page underlined, not a grey pill.
    await expect(page.locator('.menu-row > li:has(> a[href$="/imprint"])')).toHaveCSS("border-left-style", "none");
    await expect(page.locator('.menu-row > li:has(> a[href$="/imprint"])')).toHaveCSS("border-right-style", "none");
    const current = page.locator(".menu-row .menu-button[aria-current=page]");
    await expect(current).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
    await expect(current).toHaveCSS("text-decoration-style", "wavy");
  });
}

test("peace in Tamil: the header's links keep a readable size on one line each", async ({ page }) => {
  for (const path of ["", "/imprint"]) {
    await page.goto(siteUrl("peace", `/ta${path}`));
    const shown = await row(page);
    expect(shown.more, path).toBe(false);
    for (const entry of shown.entries) {
      expect(entry.size, entry.text).toBeGreaterThanOrEqual(14);
      expect(entry.height, entry.text).toBeLessThanOrEqual(50);
    }
  }
});
