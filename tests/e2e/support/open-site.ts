import type { Page } from "@playwright/test";
import { siteUrl } from "../server-env";
import { DESKTOP } from "./geometry";

/** Opens a site's page at the screen size the test has set, once its web fonts are in. */
export async function openPage(page: Page, site: string, path: string) {
  await page.goto(siteUrl(site, path));
  await page.evaluate(() => document.fonts.ready);
}

/** Opens a site's page at a screen size and colour scheme, measured once its web fonts are in. */
export async function openSite(page: Page, site: string, path: string, viewport = DESKTOP, scheme: "light" | "dark" = "light") {
  await page.setViewportSize(viewport);
  await page.emulateMedia({ colorScheme: scheme });
  await openPage(page, site, path);
}
