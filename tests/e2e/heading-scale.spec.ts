import { expect, test, type Page } from "@playwright/test";
import { siteUrl } from "./server-env";

const phone = { width: 390, height: 844 };
const sites = ["syma", "vault", "peace", "writing", "morpheme", "forum", "political", "languages", "lobby", "tax"] as const;
/** Inner pages of the sites' kinds: a CV, a reading, a year's chronicle, a course's part, pictures, an imprint. */
const innerPages = [
  ["syma", "/cv"],
  ["peace", "/daily_gospel"],
  ["peace", "/auschwitz"],
  ["forum", "/2025"],
  ["writing", "/authorship"],
  ["morpheme", "/photos"],
  ["vault", "/imprint"],
  ["political", "/imprint"],
  ["languages", "/imprint"],
  ["lobby", "/imprint"],
] as const;

/** The page's title and its largest section heading, by their computed font sizes. */
async function headingSizes(page: Page, site: string, path: string) {
  await page.goto(siteUrl(site, path));
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(() => {
    const size = (element: Element) => Number.parseFloat(getComputedStyle(element).fontSize);
    const shown = (element: Element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== "hidden";
    // A page whose title is the header's masthead keeps its h1 for screen readers only (a 1 px box):
    // the first heading a reader sees is then its lead commentary's headline.
    const h1 = document.querySelector("main h1");
    const title = h1 && h1.getBoundingClientRect().width > 1 ? h1 : (document.querySelector("main h2[data-lead-title]") ?? h1);
    const sections = [...document.querySelectorAll("main h2")].filter((heading) => shown(heading) && heading !== title);
    const largest = sections.reduce<Element | undefined>((top, heading) => (!top || size(heading) > size(top) ? heading : top), undefined);
    return { title: title ? size(title) : 0, section: largest ? size(largest) : 0, sectionText: largest?.textContent?.trim() ?? "" };
  });
}

test.describe("a page's title stands a quarter over its section headings on a phone", () => {
  test.use({ viewport: phone });

  for (const locale of ["en", "ar", "ta"] as const) {
    test(`start pages in ${locale}`, async ({ page }) => {
      test.slow();
      for (const site of sites) {
        const { title, section, sectionText } = await headingSizes(page, site, `/${locale}`);
        // The title was capped at 28.8 px (Tamil 25.3) while section headings reached 28-32 px:
        // vault's "The building" and languages' headings stood larger than the page's title.
        expect(title, `${site}/${locale}: title ${title} px against "${sectionText}" ${section} px`).toBeGreaterThanOrEqual(section * 1.25 - 0.01);
      }
    });

    test(`inner pages in ${locale}`, async ({ page }) => {
      test.slow();
      for (const [site, path] of innerPages) {
        const { title, section, sectionText } = await headingSizes(page, site, `/${locale}${path}`);
        // A page's title was the section step on a phone: /cv's "Curriculum vitae" as large as "Positions at a glance".
        expect(section, `${site}/${locale}${path} has section headings`).toBeGreaterThan(0);
        expect(title, `${site}/${locale}${path}: title ${title} px against "${sectionText}" ${section} px`).toBeGreaterThanOrEqual(section * 1.25 - 0.01);
      }
    });
  }
});
