import AxeBuilder from "@axe-core/playwright";
import { expect as baseExpect, test, type Page } from "@playwright/test";
import { siteUrl } from "./server-env";
import { SIGN_IN_WAIT_MS, signInShared } from "./support/auth";

// Every sign-in hashes a password with scrypt: on a busy machine answers take seconds.
const expect = baseExpect.configure({ timeout: SIGN_IN_WAIT_MS });

/** A member's own entries on the peace site, in the menu's order. */
const MEMBER_PATHS = ["/dashboard", "/protected", "/intern", "/various", "/log_out"];

/** The peace site's imprint for a signed-in member, once the menu shows the member's entries. */
async function openSignedIn(page: Page, locale: string): Promise<void> {
  await page.goto(siteUrl("peace", `/${locale}/imprint`));
  await expect(page.locator(".members-toggle")).toBeVisible();
  await expect(page.locator(".menu-row[data-measured]")).toBeAttached();
}

test.describe("a member's desktop header", () => {
  test.beforeEach(() => {
    test.slow();
  });

  test("peace at 1366 px: at most seven items in one row in English, Arabic and Tamil, a member's own entries under one button", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await signInShared(page, "peace");
    for (const [locale, label] of [
      ["en", "Members"],
      ["ar", "الأعضاء"],
      ["ta", "உறுப்பினர்கள்"],
    ] as const) {
      await openSignedIn(page, locale);
      const items = page.locator(".menu-row > li");
      await expect(items).toHaveCount(7);
      // Nothing folded away under "More": the whole row is in view.
      await expect(page.locator(".menu-row > li[data-overflow]")).toHaveCount(0);
      await expect(page.locator(".more-toggle")).toBeHidden();
      await expect(page.locator(".members-toggle")).toHaveText(label);
      for (const path of MEMBER_PATHS) await expect(page.locator(`.menu a[href="/${locale}${path}"]`)).toBeHidden();
      // The row stays one line high: every item's top is the first item's.
      const tops = await items.evaluateAll((list) => list.map((item) => Math.round(item.getBoundingClientRect().top)));
      expect(new Set(tops).size, `${locale}: ${tops.join(", ")}`).toBe(1);
    }
  });

  test("peace at 1366 px: the drop-down opens by keyboard, every entry is reached with Tab, Escape and a click outside close it", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await signInShared(page, "peace");
    await openSignedIn(page, "en");
    const members = page.getByRole("button", { name: "Members" });
    const list = page.locator(".members-list");

    await members.focus();
    await page.keyboard.press("Enter");
    await expect(list).toBeVisible();
    // The list drops below its button, inside the window.
    const [buttonBox, listBox] = [await members.boundingBox(), await list.boundingBox()];
    expect(listBox && buttonBox && listBox.y).toBeGreaterThanOrEqual((buttonBox?.y ?? 0) + (buttonBox?.height ?? 0));
    expect(listBox && listBox.x + listBox.width).toBeLessThanOrEqual(1366);
    for (const path of MEMBER_PATHS) {
      await page.keyboard.press("Tab");
      await expect(page.locator(`.menu a[href="/en${path}"]`)).toBeFocused();
    }
    await page.keyboard.press("Escape");
    await expect(list).toBeHidden();
    await expect(members).toBeFocused();

    await members.click();
    await expect(list).toBeVisible();
    await page.locator("main h1").click();
    await expect(list).toBeHidden();

    // Following an entry closes the list; on a member's page the button carries the current-page mark.
    await members.click();
    await list.locator('a[href="/en/various"]').click();
    await expect(page).toHaveURL(siteUrl("peace", "/en/various"));
    await expect(list).toBeHidden();
    await expect(list.locator("a[aria-current=page]")).toHaveAttribute("href", "/en/various");
    const headerText = await page.locator(".site-header").evaluate((header) => getComputedStyle(header).color);
    await expect(members).toHaveCSS("background-color", headerText);
    await page.goto(siteUrl("peace", "/en/imprint"));
    await expect(members).not.toHaveCSS("background-color", headerText);
  });

  for (const colorScheme of ["light", "dark"] as const) {
    test(`peace at 1366 px, ${colorScheme}: the open drop-down has no serious axe finding in English and Arabic`, async ({ browser }) => {
      const context = await browser.newContext({ colorScheme, viewport: { width: 1366, height: 900 } });
      const page = await context.newPage();
      await signInShared(page, "peace");
      for (const locale of ["en", "ar"]) {
        await openSignedIn(page, locale);
        await page.locator(".members-toggle").click();
        await expect(page.locator(".members-list")).toBeVisible();
        const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
        const serious = results.violations
          .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
          .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).slice(0, 3).join("; ")}`);
        expect(serious, locale).toEqual([]);
      }
      await context.close();
    });
  }

  test("vault at 390 px: the phone menu lists a member's own entries below a rule, without a further button", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInShared(page, "vault");
    await page.goto(siteUrl("vault", "/en/imprint"));
    await page.locator(".menu-toggle").click();
    await expect(page.locator(".members-toggle")).toBeHidden();
    const list = page.locator(".members-list");
    await expect(list).toHaveCSS("border-top-style", "solid");
    for (const path of ["/dashboard", "/protected", "/intern", "/various", "/log_out"]) {
      await expect(list.locator(`a[href="/en${path}"]`)).toBeVisible();
    }
    await expect(page.locator('.menu-row a[href="/en/imprint"]')).toBeVisible();
    // The visitor's note ("open once you have signed in") would tell a signed-in member to sign in:
    // the member's one closed entry, the chat, says itself that it is not open yet.
    await expect(list.locator('[aria-disabled="true"]')).toContainText("not open yet");
    await expect(page.locator(".menu-panel .menu-panel-note")).toHaveCount(0);
  });
});
