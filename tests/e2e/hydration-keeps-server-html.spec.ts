import { expect, test, type Page } from "@playwright/test";
import { siteUrl } from "./server-env";
import { DESKTOP } from "./support/geometry";
import { siteIds } from "@/lib/tenancy/sites/types";

/**
 * The server's HTML stands as sent while the page's code arrives: React takes it over without
 * removing any of it. The imprint's remembering switch, whose code loads on its own, was thrown
 * away and drawn again on every visit (an urgent sign-in state change reached it before its code
 * had come), and the clauses beside it jumped 67 px a moment after the page had settled.
 */

/** Records each element removed from the page's main content from the first byte on. */
async function watchRemovals(page: Page) {
  await page.addInitScript(() => {
    const removed: string[] = [];
    (window as unknown as { removedFromMain: string[] }).removedFromMain = removed;
    new MutationObserver((records) => {
      for (const record of records) {
        if (!(record.target instanceof Element) || !record.target.closest("main")) continue;
        for (const node of record.removedNodes) {
          if (node instanceof Element) removed.push(`${node.tagName.toLowerCase()}: ${(node.textContent ?? "").trim().slice(0, 40)}`);
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

const removedFromMain = (page: Page) => page.evaluate(() => (window as unknown as { removedFromMain: string[] }).removedFromMain);

test.describe("hydration keeps the server's HTML", () => {
  test("the imprint's remembering switch stays in place while its code loads, and then works", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await watchRemovals(page);
    for (const site of ["languages", "writing"]) {
      await page.goto(siteUrl(site, "/en/imprint"));
      const toggle = page.getByRole("switch", { name: "Remember my settings in this browser" });
      // Enabled once its code has come and read the browser's memory.
      await expect(toggle).toBeEnabled();
      await page.waitForLoadState("networkidle");
      expect(await removedFromMain(page), site).toEqual([]);
    }
  });

  test("no start page loses a part of its main content to hydration", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await watchRemovals(page);
    for (const site of siteIds) {
      await page.goto(siteUrl(site, "/en"));
      await page.waitForLoadState("networkidle");
      expect(await removedFromMain(page), site).toEqual([]);
    }
  });
});
