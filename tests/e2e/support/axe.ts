import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** The serious and critical axe findings of the page (WCAG 2.1 A/AA and best practice), one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(" ")).slice(0, 3).join("; ")}`);
}
