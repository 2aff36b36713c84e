import { expect, test } from "@playwright/test";
import { siteUrl } from "./server-env";
import { showWholeMenu } from "./support/menu";

test.describe("members-only menu entries for a visitor", () => {
  for (const [site, labels] of [
    ["vault", ["1971", "2001"]],
    ["writing", ["MPS 30"]],
  ] as const) {
    test(`${site}: shown disabled, they do not navigate`, async ({ page }) => {
      await page.goto(siteUrl(site, "/en"));
      const menu = await showWholeMenu(page);
      await expect(menu.locator('a[href="/en/login"]')).toBeVisible();
      for (const label of labels) {
        const entry = menu.locator(".menu-button", { hasText: label });
        await expect(entry).toHaveAttribute("aria-disabled", "true");
        await expect(entry).not.toHaveAttribute("href");
        await entry.click();
        await expect(page).toHaveURL(siteUrl(site, "/en"));
      }
    });
  }

  test("writing: MPS 30 follows the sign-in entry", async ({ page }) => {
    await page.goto(siteUrl("writing", "/en"));
    const entries = (await showWholeMenu(page)).locator("li .menu-button");
    await expect(entries.last()).toHaveText("MPS 30");
    await expect(entries.nth(-2)).toHaveAttribute("href", "/en/login");
  });
});
