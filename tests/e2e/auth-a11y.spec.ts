import AxeBuilder from "@axe-core/playwright";
import { expect as baseExpect, test, type Page } from "@playwright/test";
import { siteUrl } from "./server-env";
import { SIGN_IN_WAIT_MS, signInEntitled } from "./support/auth";

// Every sign-in hashes a password with scrypt: on a busy machine answers take seconds.
const expect = baseExpect.configure({ timeout: SIGN_IN_WAIT_MS });
test.beforeEach(() => {
  test.slow();
});

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

for (const [scheme, locale] of [["dark", "en"], ["light", "ar"]] as const) {
  test(`sign-in and internal pages have no serious accessibility problems (${scheme}, ${locale})`, async ({ browser }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({ colorScheme: scheme });
    const page = await context.newPage();
    const consoleErrors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") consoleErrors.push(`${page.url()}: ${message.text()}`);
    });
    await page.goto(siteUrl("peace", `/${locale}/login`));
    await expect(page.locator("main form")).toBeVisible();
    expect(await seriousViolations(page), `login ${scheme}`).toEqual([]);
    await signInEntitled(page, "peace", locale);
    for (const path of ["/intern", "/dashboard", "/protected", "/intern/chat", "/intern/doc", "/log_out"]) {
      await page.goto(siteUrl("peace", `/${locale}${path}`));
      await expect(page.locator("main h1")).toBeVisible();
      if (path === "/intern/chat") await expect(page.locator("[data-state=live]")).toBeVisible();
      if (path === "/log_out") {
        // Opened by address, not from a page of the site: it asks before signing out.
        await page.locator("main article button").click();
        await expect(page.locator("main [role=status] p").first()).not.toHaveText(/…$/);
      }
      expect(await seriousViolations(page), `${path} ${scheme}`).toEqual([]);
    }
    // No hydration warnings, no failed requests: Lighthouse counts console errors.
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
}

test("the sign-in form works with the keyboard alone", async ({ page }) => {
  await page.goto(siteUrl("languages", "/en/login"));
  await page.locator('main input[name="userName"]').focus();
  await page.keyboard.type("languages-members-e2e");
  // The shared access's two fields follow each other; the personal account's e-mail address comes after them.
  await page.keyboard.press("Tab");
  await expect(page.locator('main input[name="password"]')).toBeFocused();
  await page.keyboard.type("e2e-languages-shared-password");
  await page.keyboard.press("Tab");
  await expect(page.locator('main input[name="email"]')).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(siteUrl("languages", "/en/dashboard"));
});
