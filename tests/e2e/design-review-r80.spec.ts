import { expect, test } from "@playwright/test";
import { siteUrl } from "./server-env";
import { DESKTOP } from "./support/geometry";
import { openTool } from "./support/various";

/** What the round-80 pass changed, and what a visitor now sees. */

test.describe("round-80: a drawing on an inner page", () => {
  test("a drawing without a frame of its own stands as the site's cards do, by day and by night", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(siteUrl("forum", "/en/2025"));
      const drawing = page.locator("main [role=img] > svg").first();
      const plan = page.locator("main table").first();
      // The year's drawing wears the event plan's edge and top rule: on a white tile of its own it
      // read as left over on the cream page.
      const edges = (element: Element) => {
        const style = getComputedStyle(element);
        return { top: `${style.borderTopWidth} ${style.borderTopColor}`, side: `${style.borderLeftWidth} ${style.borderLeftColor}` };
      };
      const [drawn, planned] = [await drawing.evaluate(edges), await plan.evaluate(edges)];
      expect(drawn, scheme).toEqual(planned);
      expect(drawn.top, scheme).not.toMatch(/^0px/);
    }
  });
});

test.describe("round-80: the 360° view's poster", () => {
  test("the poster the viewer stands on until the full picture loads is half the panorama's width, not a quarter", async ({ page }) => {
    await page.goto(siteUrl("political", "/en"));
    const widths = await page.evaluate(async () => {
      const widthOf = async (src: string) => {
        const image = new Image();
        image.src = src;
        await image.decode();
        return image.naturalWidth;
      };
      return { poster: await widthOf("/media/political/house-panorama-poster.webp"), full: await widthOf("/media/political/house-panorama.webp") };
    });
    // A quarter of the width filled the viewer's 780 px from a 256 px strip: three times enlarged, blurred.
    expect(widths.poster).toBeGreaterThanOrEqual(widths.full / 2);
    const bytes = await page.evaluate(() => fetch("/media/political/house-panorama-poster.webp").then(async (response) => (await response.arrayBuffer()).byteLength));
    expect(bytes).toBeLessThan(48 * 1024);
  });
});

test.describe("round-80: the autoclave's tiles on a desktop", () => {
  test("each tile's readings stand at reading size: labels 15 px, values 18 px", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await openTool(page, "autoclave");
    const tile = page.locator("main dl").filter({ hasText: "Door" }).first();
    await expect(tile).toBeVisible();
    const sizes = await tile.evaluate((list) => ({
      label: parseFloat(getComputedStyle(list.querySelector("dt") as Element).fontSize),
      value: parseFloat(getComputedStyle(list.querySelector("dd") as Element).fontSize),
    }));
    expect(sizes.label).toBeGreaterThanOrEqual(15);
    expect(sizes.value).toBeGreaterThanOrEqual(18);
  });
});
