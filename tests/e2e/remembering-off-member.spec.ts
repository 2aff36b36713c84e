import { expect as baseExpect, test, type Page } from "@playwright/test";
import en from "../../messages/en.json" with { type: "json" };
import { siteUrl } from "./server-env";
import { SIGN_IN_WAIT_MS, signInShared, type AuthSite } from "./support/auth";
import { menuEntry } from "./support/menu";

// Every sign-in hashes a password with scrypt: on a busy machine answers take seconds.
const expect = baseExpect.configure({ timeout: SIGN_IN_WAIT_MS });

async function switchRememberingOff(page: Page, site: AuthSite) {
  await page.goto(siteUrl(site, "/en/imprint"));
  const remember = page.getByRole("switch", { name: en.storage.remember.switch });
  await remember.click();
  await page.getByRole("button", { name: en.storage.remember.confirmOffButton }).click();
  await expect(remember).toHaveAttribute("aria-checked", "false");
}

test.describe("a member with remembering off", () => {
  test.beforeEach(() => {
    test.slow();
  });

  test("sees the member menu after a reload and after changing the language", async ({ page }) => {
    await signInShared(page, "vault");
    await switchRememberingOff(page, "vault");
    await page.reload();
    await menuEntry(page, "/en/log_out");
    await page.locator(".flag-bar a[hreflang=de-DE]").click();
    await expect(page).toHaveURL(siteUrl("vault", "/de/imprint"));
    await menuEntry(page, "/de/log_out");
    await expect(page.locator('.menu a[href="/de/login"]')).toHaveCount(0);
  });

  test("is still signed out when the session expires", async ({ page }) => {
    // SESSION_DURATION_LOBBY is 15 seconds in the test configuration.
    await signInShared(page, "lobby");
    await switchRememberingOff(page, "lobby");
    await page.goto(siteUrl("lobby", "/en"));
    await menuEntry(page, "/en/log_out");
    await expect(page.getByTestId("session-expired")).toContainText("Your session as lobby-members-e2e expired at", { timeout: 20_000 });
    await expect(page.locator('.menu a[href="/en/login"]')).toBeVisible();
  });
});
