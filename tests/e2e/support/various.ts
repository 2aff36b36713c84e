import { expect, type Page } from "@playwright/test";
import { siteUrl } from "../server-env";

/** Opens the signed-in /various page of a site in a language. */
export async function openVarious(page: Page, site = "forum", locale = "en"): Promise<void> {
  await page.goto(siteUrl(site, `/${locale}/various`));
  await expect(page.locator("#settings")).toBeVisible();
}

/** Waits until the language editor has its files and shows the table. */
export async function editorReady(page: Page): Promise<void> {
  await expect(page.locator("#languages table")).toBeVisible({ timeout: 15_000 });
}

/** Everything in local storage, each value parsed. */
export function storedEntries(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(() => Object.fromEntries(Object.entries(localStorage).map(([key, value]) => [key, JSON.parse(value) as unknown])));
}

