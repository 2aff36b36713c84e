import type { Page } from "@playwright/test";

/**
 * Chromium fetches a lazy picture the further ahead of the screen the slower it takes the line to
 * be (1,250 px on a fast one, 2,500 px on "3g"). The full browser measures its line; the headless
 * shell the tests run in has no measure and fetches as if the line were slow, so the political
 * page's posters 3,000 px down came in at load, or not, by the run's timing. A test of what a page
 * fetches before the visitor scrolls states the line: a fast one, as on a visitor's broadband.
 */
export async function onFastLine(page: Page): Promise<void> {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send("Network.enable");
  await devtools.send("Network.emulateNetworkConditions", { offline: false, latency: 1, downloadThroughput: 50e6, uploadThroughput: 50e6 });
}
