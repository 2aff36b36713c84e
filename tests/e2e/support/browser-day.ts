import { expect, type Page } from "@playwright/test";

/**
 * The browser's own date, `YYYY-MM-DD`. The gospel pages are rendered on the site's date and move to
 * the visitor's once hydrated; around midnight the two differ (the site keeps Central European time,
 * a test browser often UTC), and a test that reads the page too early reads it as it changes.
 */
export function browsersToday(page: Page): Promise<string> {
  return page.evaluate(() => {
    const now = new Date();
    return [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((part) => String(part).padStart(2, "0")).join("-");
  });
}

/** Waits until the daily gospel's list and featured days stand on the browser's own date. */
export async function settleGospelDay(page: Page): Promise<void> {
  await expect(page.locator("ol[data-today]")).toHaveAttribute("data-today", await browsersToday(page));
}
