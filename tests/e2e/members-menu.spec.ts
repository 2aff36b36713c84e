import { expect as baseExpect, test } from "@playwright/test";
import { siteUrl } from "./server-env";
import { SIGN_IN_WAIT_MS, signInShared } from "./support/auth";

// Every sign-in hashes a password with scrypt: on a busy machine answers take seconds.
const expect = baseExpect.configure({ timeout: SIGN_IN_WAIT_MS });

test.describe("a member's desktop header", () => {
  test.beforeEach(() => {
    test.slow();
  });

  test("peace at 1366 px: at most seven items in the row, a member's own entries under 'Members', by keyboard too", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await signInShared(page, "peace");
    await page.goto(siteUrl("peace", "/en/imprint"));
    const row = page.locator(".menu-row");
    await expect(row).toHaveAttribute("data-measured");
    const shown = row.locator(":scope > li:not([data-overflow])");
    await expect(shown.first()).toBeVisible();
    expect(await shown.count()).toBeLessThanOrEqual(7);
    await expect(page.locator(".more-toggle")).toBeHidden();

    const members = page.getByRole("button", { name: "Members" });
    const overview = page.locator('.menu a[href="/en/dashboard"]');
    await expect(overview).toBeHidden();
    await members.focus();
    await page.keyboard.press("Enter");
    await expect(members).toHaveAttribute("aria-expanded", "true");
    for (const href of ["/en/dashboard", "/en/protected", "/en/intern", "/en/various", "/en/log_out"]) {
      await expect(page.locator(`.menu a[href="${href}"]`)).toBeVisible();
    }
    await page.keyboard.press("Tab");
    await expect(overview).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(members).toHaveAttribute("aria-expanded", "false");
    await expect(members).toBeFocused();
    await expect(overview).toBeHidden();

    await members.click();
    await page.locator('.menu a[href="/en/various"]').click();
    await expect(page).toHaveURL(siteUrl("peace", "/en/various"));
    // The current page is among the folded entries: the Members button carries the mark.
    await expect(members).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator(".members-list a[aria-current=page]")).toHaveAttribute("href", "/en/various");
  });

  test("vault at 390 px: the phone menu lists a member's own entries without a further button", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInShared(page, "vault");
    await page.goto(siteUrl("vault", "/en/imprint"));
    await page.locator(".menu-toggle").click();
    await expect(page.locator(".members-toggle")).toBeHidden();
    await expect(page.locator('.menu a[href="/en/dashboard"]')).toBeVisible();
    await expect(page.locator('.menu a[href="/en/log_out"]')).toBeVisible();
  });
});
