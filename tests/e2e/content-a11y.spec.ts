import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { siteUrl } from "./server-env";

/** One page of each kind of content block, in both looks and both writing directions. */
const pages = [
  ["syma", "/en/cv"],
  ["syma", "/ar/imprint"],
  ["syma", "/ar"],
  ["forum", "/en"],
  ["forum", "/ar/imprint"],
  ["forum", "/de/2024"],
  ["peace", "/en/daily_gospel"],
  ["peace", "/en/auschwitz"],
  ["writing", "/ar/curriculum"],
  ["morpheme", "/ar"],
  ["morpheme", "/en/photos"],
  ["morpheme", "/ta/play"],
  ["political", "/en"],
] as const;

// A test per page, so that a slow page on a shared machine does not run the others out of time.
for (const scheme of ["dark", "light"] as const) {
  for (const [site, path] of pages) {
    test(`${site}${path} has no serious accessibility violations (${scheme})`, async ({ browser }) => {
      const context = await browser.newContext({ colorScheme: scheme });
      const page = await context.newPage();
      await page.goto(siteUrl(site, path));
      const { violations } = await new AxeBuilder({ page }).analyze();
      const serious = violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
      expect(
        serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`),
        `${site}${path}`,
      ).toEqual([]);
      await context.close();
    });
  }
}
