import { expect, test } from "@playwright/test";
import peace from "../../features/site-pages/data/peace.json" with { type: "json" };
import { siteUrl } from "./server-env";

// The count of Stolpersteine is one of the peace site's facts: the Auschwitz page's sentence about
// them takes its number from there, in the plural form the page's language needs.
const count = peace.facts.stolpersteine.value;
const since = peace.facts.stolpersteineSince.value;
const russian: Record<string, string> = { one: `уложен ${count} «камень`, few: `уложены ${count} «камня`, many: `уложено ${count} «камней` };

for (const [locale, sentence] of [
  ["en", `Since ${since}, ${count} Stolpersteine have been laid in Hollmünde`],
  ["de", `Seit ${since} liegen in Hollmünde ${count} Stolpersteine`],
  ["ru", `С ${since} года в Хольмюнде ${russian[new Intl.PluralRules("ru").select(count)]} преткновения»`],
] as const) {
  test(`peace (${locale}): the Stolpersteine sentence names the fact's count, as the key facts do`, async ({ page }) => {
    await page.goto(siteUrl("peace", `/${locale}/auschwitz`));
    const section = page.locator("main article section").filter({ hasText: sentence });
    await expect(section).toHaveCount(1);
    await expect(page.locator("main article dd").filter({ hasText: new RegExp(`^${count}\\b`) })).toHaveCount(1);
    await expect(page.locator("main article")).not.toContainText("{stolpersteine");
  });
}
