import { expect, test, type Page } from "@playwright/test";
import en from "../../messages/en.json" with { type: "json" };
import { siteUrl } from "./server-env";
import { signInForTools } from "./support/various";

/** The columns of the footer grid's first row that no cell stands in (their x ranges), in CSS pixels. */
function emptyFooterColumns(page: Page): Promise<string[]> {
  return page.locator("footer .footer-frame").evaluate((frame) => {
    const style = getComputedStyle(frame);
    const tracks = style.gridTemplateColumns.split(" ").map(parseFloat);
    const gap = parseFloat(style.columnGap) || 0;
    const frameBox = frame.getBoundingClientRect();
    const boxes = [...frame.children].map((cell) => cell.getBoundingClientRect()).filter((box) => box.width > 0);
    // The first row's cells: the languages run across a lower row and would cover every column.
    const top = Math.min(...boxes.map((box) => box.top));
    const cells = boxes.filter((box) => box.top < top + 2);
    const empty: string[] = [];
    let x = frameBox.left + parseFloat(style.paddingLeft);
    for (const width of tracks) {
      const middle = x + width / 2;
      if (!cells.some((box) => box.left <= middle && box.right >= middle)) empty.push(`${Math.round(x)}–${Math.round(x + width)}`);
      x += width + gap;
    }
    return empty;
  });
}

test.describe("the members' entrances", () => {
  test("syma start page, section 04: the entrance named as in the footer, the address a link that writes to it", async ({ page }) => {
    await page.goto(siteUrl("syma", "/en"));
    const section = page.locator("main section", { has: page.getByRole("heading", { name: en.content.syma.start.sections[3]!.heading }) });
    await expect(section).toContainText(`“${en.shellFrame.duckSignInFor.clients}”`);
    await expect(section).not.toContainText("click the duck");
    await expect(page.locator("footer [data-testid=duck-link]")).toHaveText(en.shellFrame.duckSignInFor.clients);
    await expect(section.getByRole("link", { name: "kontakt@syma.example" })).toHaveAttribute("href", "mailto:kontakt@syma.example");
  });

  for (const site of ["syma", "lobby"] as const) {
    test(`${site}: signed in, the footer closes up where the entrance stood; a visitor's footer keeps it`, async ({ page }) => {
      await page.setViewportSize({ width: 1366, height: 768 });
      await page.goto(siteUrl(site, "/en"));
      await expect(page.locator("footer [data-part=duck]")).toHaveCount(1);
      expect(await emptyFooterColumns(page)).toEqual([]);
      await signInForTools(page, site);
      for (const path of ["/en/dashboard", "/en/intern"]) {
        await page.goto(siteUrl(site, path));
        await expect(page.locator("footer [data-part=duck]")).toHaveCount(0);
        expect(await emptyFooterColumns(page), path).toEqual([]);
      }
    });
  }
});
