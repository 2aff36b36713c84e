import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { siteUrl } from "./server-env";
import { editorReady, openTool } from "./support/various";

const variants = [
  { locale: "en", colorScheme: "dark" },
  { locale: "de", colorScheme: "light" },
  { locale: "ar", colorScheme: "dark" },
  { locale: "ar", colorScheme: "light" },
] as const;

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(" ")).slice(0, 3).join("; ")}`);
}

for (const { locale, colorScheme } of variants) {
  test.describe(`axe on the storage screens: ${locale}, ${colorScheme}`, () => {
    test.use({ colorScheme });

    test("the imprint with the remembering switch, and its question", async ({ page }) => {
      await page.goto(siteUrl("forum", `/${locale}/imprint`));
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole("switch").nth(1).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test("the settings' own view", async ({ page }) => {
      await openTool(page, "settings", "forum", locale);
      // The switch is in the server's HTML: a click before the view is hydrated is lost (a full run
      // on a busy machine met it), so it is clicked again until it has taken, never twice after.
      const statistics = page.locator("#settings").getByRole("switch").nth(1);
      await expect(async () => {
        if ((await statistics.getAttribute("aria-checked")) !== "true") await statistics.click();
        await expect(statistics).toHaveAttribute("aria-checked", "true", { timeout: 1_000 });
      }).toPass();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test("the language editor's own view", async ({ page }) => {
      // axe reads a large page here: the editor with every language as a column.
      test.setTimeout(90_000);
      await openTool(page, "editor", "forum", locale);
      await editorReady(page);
      await page.locator("#editor").getByRole("checkbox").first().check();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
