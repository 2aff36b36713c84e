import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { siteUrl } from "./server-env";
import { signInEntitled } from "./support/auth";

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

test("sign-in and internal pages have no serious accessibility problems, dark and light, ltr and rtl", async ({ browser }) => {
  test.setTimeout(120_000);
  for (const [scheme, locale] of [["dark", "en"], ["light", "ar"]] as const) {
    const context = await browser.newContext({ colorScheme: scheme });
    const page = await context.newPage();
    await page.goto(siteUrl("peace", `/${locale}/login`));
    await expect(page.locator("main form")).toBeVisible();
    expect(await seriousViolations(page), `login ${scheme}`).toEqual([]);
    await signInEntitled(page, "peace", locale);
    await page.locator("main textarea, main h1").first().waitFor();
    for (const path of ["/intern", "/dashboard", "/protected", "/intern/chat", "/intern/doc", "/log_out"]) {
      await page.goto(siteUrl("peace", `/${locale}${path}`));
      await expect(page.locator("main h1")).toBeVisible();
      if (path === "/intern/chat") await expect(page.locator("[data-state=live]")).toBeVisible();
      if (path === "/log_out") await expect(page.locator("main [role=status] p").first()).not.toHaveText(/…$/);
      expect(await seriousViolations(page), `${path} ${scheme}`).toEqual([]);
    }
    await context.close();
  }
});

test("the sign-in form works with the keyboard alone", async ({ page }) => {
  await page.goto(siteUrl("languages", "/en/login"));
  await page.locator('main input[name="userName"]').focus();
  await page.keyboard.type("languages-members-e2e");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(page.locator('main input[name="password"]')).toBeFocused();
  await page.keyboard.type("e2e-languages-shared-password");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(siteUrl("languages", "/en/intern"));
});
