import { expect, type Browser, type Cookie, type Page } from "@playwright/test";
import { siteUrl } from "../server-env";
import type { ToolId } from "@/features/account/hub/tools";
import { signInShared, type AuthSite } from "./auth";

const sessions = new Map<AuthSite, Promise<Cookie[]>>();

/**
 * The cookies of a shared-level session of the site, signed in once per worker through the
 * login form: the tests here are about the tools, and one sign-in spares the busy machine
 * dozens of them.
 */
function sessionCookies(browser: Browser, site: AuthSite): Promise<Cookie[]> {
  let cookies = sessions.get(site);
  if (!cookies) {
    cookies = (async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      try {
        await signInShared(page, site);
      } catch {
        // Under load the redirect after signing in can be slow; what counts is the session.
        await page.goto(siteUrl(site, "/en/intern"));
        await expect(page).toHaveURL(siteUrl(site, "/en/intern"), { timeout: 15_000 });
      }
      const result = await context.cookies();
      await context.close();
      return result;
    })();
    sessions.set(site, cookies);
  }
  return cookies;
}

/** Signs the page's context in with the site's shared access (once per worker and site). */
export async function signInForTools(page: Page, site: AuthSite = "forum"): Promise<void> {
  const browser = page.context().browser();
  if (!browser) throw new Error("no browser");
  await page.context().addCookies(await sessionCookies(browser, site));
}

/** Opens a tool's own view (/various/<tool>) of a site in a language, signed in. */
export async function openTool(page: Page, tool: ToolId, site: AuthSite = "forum", locale = "en"): Promise<void> {
  await signInForTools(page, site);
  await gotoTool(page, tool, site, locale);
}

/** Opens a tool's view again in a page that is signed in already. */
export async function gotoTool(page: Page, tool: ToolId, site: AuthSite = "forum", locale = "en"): Promise<void> {
  await page.goto(siteUrl(site, `/${locale}/various/${tool}`));
  await expect(page.locator(`section#${tool}`)).toBeVisible();
}

/** Waits until the language editor has its files and shows the table. */
export async function editorReady(page: Page): Promise<void> {
  await expect(page.locator("#editor table")).toBeVisible({ timeout: 15_000 });
}

/** Everything in local storage, each value parsed. */
export function storedEntries(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(() => Object.fromEntries(Object.entries(localStorage).map(([key, value]) => [key, JSON.parse(value) as unknown])));
}

/**
 * Opens a page of the site and waits until the page shell has noted it in the base data
 * (after hydration), so whatever it records for the visit is written.
 */
export async function visit(page: Page, site: AuthSite, path: string): Promise<void> {
  await page.goto(siteUrl(site, path));
  const shown = path.replace(/^\/[a-z]{2}(?=\/|$)/, "") || "/";
  await expect
    .poll(() => page.evaluate(() => (JSON.parse(localStorage.getItem("baseData") ?? "{}") as { path?: string }).path))
    .toBe(shown);
}
