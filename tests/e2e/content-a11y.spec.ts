import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { siteUrl } from "./server-env";

/** One page of each kind of content block, in both looks and both writing directions. */
const pages = [
  ["syma", "/en/cv"],
  ["syma", "/ar/imprint"],
  ["forum", "/en"],
  ["forum", "/de/2024"],
  ["peace", "/en/daily_gospel"],
  ["peace", "/en/auschwitz"],
  ["writing", "/ar/curriculum"],
  ["morpheme", "/ar"],
  ["morpheme", "/en/photos"],
  ["political", "/en"],
] as const;

for (const scheme of ["dark", "light"] as const) {
  test(`content pages have no serious accessibility violations (${scheme})`, async ({ browser }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({ colorScheme: scheme });
    const page = await context.newPage();
    for (const [site, path] of pages) {
      await page.goto(siteUrl(site, path));
      const { violations } = await new AxeBuilder({ page }).analyze();
      const serious = violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
      expect(
        serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`),
        `${site}${path}`,
      ).toEqual([]);
    }
    await context.close();
  });
}
