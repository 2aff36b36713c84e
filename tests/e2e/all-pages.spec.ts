import { expect, test, type APIRequestContext } from "@playwright/test";
import { localeTags, locales, type Locale } from "@/lib/i18n/locales";
import { findView, routesOf } from "@/lib/tenancy/sites/registry";
import { siteIds } from "@/lib/tenancy/sites/types";
import { MIN_BODY_TEXT, MISSING_MARK, RAW_KEY, UNFILLED, bodyTextBeyondHeading, englishLeftovers, jsonLdOf, mainTextChunks } from "./page-text";
import owner from "../../features/site-pages/data/syma.json" with { type: "json" };
import { ORIGIN } from "./server-env";

/** The people the sites' facts name (the author of syma's and political's pages). */
const personNames = [`${owner.person.firstName} ${owner.person.lastName}`];

/**
 * Walks every public URL of every site in every language: each answers 200 in its language, with
 * text beyond its heading, no missing message, no raw key, no unfilled fact, valid JSON-LD, a
 * description, an entry in the sitemap, and (outside English) no text left in English.
 */
async function fetchPage(request: APIRequestContext, site: string, locale: Locale, path: string) {
  const response = await request.get(`${ORIGIN}/${locale}${path === "/" ? "" : path}`, { headers: { host: `${site}.localhost` } });
  return { status: response.status(), html: await response.text() };
}

for (const site of siteIds) {
  test(`${site}: every public page in every language`, async ({ request }) => {
    test.setTimeout(120_000);
    const view = findView(site);
    if (!view) throw new Error(site);
    const paths = routesOf(view)
      .filter((route) => route.access === "public")
      .map((route) => route.path);
    const sitemap = await (await request.get(`${ORIGIN}/sitemap.xml`, { headers: { host: `${site}.localhost` } })).text();
    const englishLeft: string[] = [];

    for (const path of paths) {
      const pages = new Map<Locale, string[]>();
      for (const locale of locales) {
        const { status, html } = await fetchPage(request, site, locale, path);
        const where = `${site} ${locale}${path}`;
        expect(status, where).toBe(200);
        expect(html, where).toContain(`<html lang="${localeTags[locale]}"`);
        expect(html.includes(MISSING_MARK), `${where}: missing message ${html.slice(html.indexOf(MISSING_MARK), html.indexOf(MISSING_MARK) + 80)}`).toBe(false);
        const chunks = mainTextChunks(html);
        // The log-out page is prerendered saying only "Signing out…"; the client fills in the rest.
        if (path !== "/log_out") {
          expect(bodyTextBeyondHeading(html).length, `${where}: text beyond the heading`).toBeGreaterThanOrEqual(MIN_BODY_TEXT);
        }
        expect(chunks.filter((chunk) => RAW_KEY.test(chunk) || UNFILLED.test(chunk)), where).toEqual([]);
        expect(() => jsonLdOf(html), where).not.toThrow();
        const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "";
        expect(description.length, `${where}: description`).toBeGreaterThan(20);
        pages.set(locale, chunks);
        const indexable = !view.underConstruction && path !== "/login" && path !== "/log_out";
        const canonical = path === "/" || path === "/index.html" || path === "/start" ? "" : path;
        if (indexable) expect(sitemap, `${where}: in the sitemap`).toContain(`/${locale}${canonical}</loc>`);
      }
      englishLeft.push(...englishLeftovers(pages, personNames).map((text) => `${path} ${text}`));
    }
    expect(englishLeft, "texts still in English").toEqual([]);
  });
}

test("a page that shows only its heading is found", () => {
  const headingOnly = '<main><article class="article"><h1>A page whose article is missing</h1></article></main>';
  expect(bodyTextBeyondHeading(headingOnly)).toBe("");
  const article = '<main><article><h1>Food</h1><p class="lead">We hand out food every Friday evening at the parish hall.</p></article></main>';
  expect(bodyTextBeyondHeading(article).length).toBeGreaterThanOrEqual(MIN_BODY_TEXT);
});

test("a page whose text is still English is found, names are not", () => {
  const pages = new Map<string, string[]>([
    ["en", ["We hand out food every Friday evening.", "Sylvan Martens, Lindenweg 12"]],
    ["de", ["Wir geben jeden Freitagabend Lebensmittel aus.", "Sylvan Martens, Lindenweg 12"]],
    ["es", ["We hand out food every Friday evening.", "Sylvan Martens, Lindenweg 12"]],
  ]);
  expect(englishLeftovers(pages)).toEqual(["es: We hand out food every Friday evening."]);
  // A name the Latin-script languages keep and Arabic writes in its letters is still a name.
  const byScript = new Map<string, string[]>([
    ["en", ["Sylvan Martens", "Commentary from Osnabrück"]],
    ["de", ["Sylvan Martens", "Kommentare aus Osnabrück"]],
    ["ar", ["سيلفان مارتنز", "تعليقات من أوسنابروك"]],
  ]);
  expect(englishLeftovers(byScript, ["Sylvan Martens"])).toEqual([]);
  expect(englishLeftovers(byScript)).toEqual(["de: Sylvan Martens"]);
});
