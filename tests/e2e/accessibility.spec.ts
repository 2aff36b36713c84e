import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { siteUrl } from "./server-env";

const siteIds = ["syma", "vault", "peace", "writing", "morpheme", "forum", "political", "languages", "lobby", "tax"] as const;
const variants = [
  { locale: "en", colorScheme: "dark" },
  { locale: "en", colorScheme: "light" },
  { locale: "ar", colorScheme: "dark" },
  { locale: "ar", colorScheme: "light" },
] as const;

for (const { locale, colorScheme } of variants) {
  test.describe(`axe: ${locale}, ${colorScheme}`, () => {
    test.use({ colorScheme });
    for (const site of siteIds) {
      test(`${site} start page has no serious or critical violation`, async ({ page }) => {
        await page.goto(siteUrl(site, `/${locale}`));
        await expect(page.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
        await expect(page.locator("body")).toHaveClass(colorScheme === "light" ? /light-mode/ : /^(?!.*light-mode)/);
        const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
        const serious = results.violations
          .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
          .map((violation) => `${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(" ")).slice(0, 3).join("; ")}`);
        expect(serious).toEqual([]);
      });
    }
  });
}
