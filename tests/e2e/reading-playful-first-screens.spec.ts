import { expect, test, type Locator } from "@playwright/test";
import { formatTime } from "../../lib/format/intl";
import { siteUrl } from "./server-env";

test.use({ viewport: { width: 390, height: 844 } });

/** How many lines the first occurrence of `text` inside `element` is set on (0 when absent). */
function linesOf(element: Locator, text: string): Promise<number> {
  return element.evaluate((root, wanted) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf(wanted) ?? -1;
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + wanted.length);
      // Runs of one line (an Arabic word beside Western digits) share a line's middle; a second
      // line's middle lies a whole line lower.
      const fontSize = parseFloat(getComputedStyle(node.parentElement ?? root).fontSize);
      const middles = [...range.getClientRects()].map((rect) => rect.top + rect.height / 2).sort((a, b) => a - b);
      return middles.reduce((lines, middle, index) => (index > 0 && middle - (middles[index - 1] ?? middle) > 0.6 * fontSize ? lines + 1 : lines), middles.length > 0 ? 1 : 0);
    }
    return 0;
  }, text);
}

test.describe("peace on a phone", () => {
  for (const locale of ["en", "ar", "ta"] as const) {
    test(`${locale}: the prayer's time stays on one line, never broken before its day half`, async ({ page }) => {
      await page.goto(siteUrl("peace", `/${locale}`));
      const time = formatTime("19:00", locale);
      const prayer = page.locator('[data-hero] [data-card="prayer"]');
      await expect(prayer).toContainText(time);
      expect(await linesOf(prayer, time)).toBe(1);
    });
  }

  test("the lead's first words come before the gospel and the dated cards, inside the first screen", async ({ page }) => {
    await page.goto(siteUrl("peace", "/en"));
    const hero = page.locator("[data-hero]");
    const lead = hero.locator("[data-hero-lead]");
    await expect(lead).toContainText("We are fourteen parishioners");
    const leadBox = (await lead.boundingBox())!;
    const gospelBox = (await hero.getByRole("region", { name: "Today’s gospel" }).boundingBox())!;
    const cardBox = (await hero.locator('[data-card="remembrance"]').boundingBox())!;
    expect(leadBox.y).toBeLessThan(gospelBox.y);
    expect(leadBox.y).toBeLessThan(cardBox.y);
    expect(leadBox.y + 40).toBeLessThan(844);
  });
});

test.describe("morpheme on a phone", () => {
  test("the duck's invitation stays below the start button, outside the first screen and smaller than it", async ({ page }) => {
    await page.goto(siteUrl("morpheme", "/en"));
    const start = (await page.locator("[data-hero]").getByRole("link", { name: "Start the game" }).boundingBox())!;
    const duck = page.locator("main [data-testid=duck-link]");
    const duckBox = (await duck.boundingBox())!;
    expect(duckBox.y).toBeGreaterThan(start.y + start.height);
    expect(duckBox.y).toBeGreaterThan(844);
    expect((await duck.locator("img").boundingBox())!.height).toBeLessThan(start.height);
    expect(duckBox.height).toBeGreaterThanOrEqual(44);
  });

  test("the band shows the whole house in Tamil as in English, the start button still in the first screen", async ({ page }) => {
    const bandRatio = async (locale: string) => {
      await page.goto(siteUrl("morpheme", `/${locale}`));
      const box = (await page.locator("[data-hero-visual] img").boundingBox())!;
      return box.width / box.height;
    };
    const english = await bandRatio("en");
    expect(english).toBeCloseTo(2, 1);
    expect(await bandRatio("ta")).toBeCloseTo(english, 2);
    await expect(page.locator("[data-hero] a[href='/ta/play']")).toBeInViewport({ ratio: 1 });
  });
});
