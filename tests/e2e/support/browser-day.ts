import type { Page } from "@playwright/test";

/**
 * The browser's own date, `YYYY-MM-DD`. The prerendered gospel pages move to it once hydrated, so a
 * page built before midnight and read after it changes under a test that reads it too early.
 */
export function browsersToday(page: Page): Promise<string> {
  return page.evaluate(() => {
    const now = new Date();
    return [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((part) => String(part).padStart(2, "0")).join("-");
  });
}
