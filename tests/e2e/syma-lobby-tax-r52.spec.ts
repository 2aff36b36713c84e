import { expect, test, type Locator } from "@playwright/test";
import en from "../../messages/en.json" with { type: "json" };
import { siteUrl } from "./server-env";

const phone = { width: 390, height: 844 };
const laptop = { width: 1366, height: 900 };

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found!;
}

test("syma at 1366 px: the Tamil first screen keeps en's and ar's grid, its title on three lines at most", async ({ page }) => {
  await page.setViewportSize(laptop);
  const shares: Record<string, number> = {};
  for (const locale of ["en", "ar", "ta"] as const) {
    await page.goto(siteUrl("syma", `/${locale}`));
    const [hero, picture] = [await box(page.locator("[data-hero]")), await box(page.locator("[data-hero] [data-hero-visual]"))];
    shares[locale] = picture.width / hero.width;
  }
  expect(Math.abs(shares.ta! - shares.en!)).toBeLessThan(0.01);
  expect(Math.abs(shares.ar! - shares.en!)).toBeLessThan(0.01);
  const title = page.locator("[data-hero] h1");
  const lines = await title.evaluate((element) => Math.round(element.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(element).lineHeight)));
  expect(lines).toBeLessThanOrEqual(3);
  // Still a title: well above the line under it.
  const [titleSize, lineSize] = await Promise.all([title, page.locator("[data-hero-tagline]")].map((locator) => locator.evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize))));
  expect(titleSize!).toBeGreaterThanOrEqual(1.6 * lineSize!);
});

test("lobby at 1366 px: the rule over the demands and their row lines span the poster's full width", async ({ page }) => {
  await page.setViewportSize(laptop);
  await page.goto(siteUrl("lobby", "/en"));
  const hero = await box(page.locator("[data-hero]"));
  const region = page.locator("[data-hero]").getByRole("region", { name: en.heroes.lobby.pointsHeading });
  const demands = await box(region);
  expect(Math.abs(demands.x - hero.x)).toBeLessThan(1);
  expect(Math.abs(demands.x + demands.width - hero.x - hero.width)).toBeLessThan(1);
  expect(await region.evaluate((element) => Number.parseFloat(getComputedStyle(element).borderTopWidth))).toBeGreaterThanOrEqual(4);
  // Round 85 set the demands on a tinted panel with an inset: the row lines span the panel's inner width.
  const inner = await region.evaluate((element) => {
    const style = getComputedStyle(element);
    return element.getBoundingClientRect().width - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
  });
  for (const item of await region.getByRole("listitem").all()) expect(Math.abs((await box(item)).width - inner)).toBeLessThan(1);
});

test("lobby on a phone: the paragraph after the demands reads at their size and in their colour", async ({ page }) => {
  await page.setViewportSize(phone);
  await page.goto(siteUrl("lobby", "/en"));
  const demand = page.locator("[data-hero]").getByRole("region", { name: en.heroes.lobby.pointsHeading }).getByRole("listitem").first();
  const lead = page.getByText(en.content.lobby.start.lead, { exact: true });
  const [demandStyle, leadStyle] = await Promise.all(
    [demand, lead].map((locator) => locator.evaluate((element) => [getComputedStyle(element).fontSize, getComputedStyle(element).color])),
  );
  expect(leadStyle).toEqual(demandStyle);
});

test("syma's imprint at 1366 px: every heading above its text on one or two lines, the boxes over them", async ({ page }) => {
  await page.setViewportSize(laptop);
  await page.goto(siteUrl("syma", "/en/imprint"));
  // Round 70 set the boxes in a row over the clauses (beside them, they ended 450 px before the text).
  const aside = await box(page.locator("main article [data-article-aside]"));
  for (const heading of await page.locator("main article section[id^='section-'] > h2").all()) {
    const [title, text] = [await box(heading), await box(heading.locator("xpath=following-sibling::p[1]"))];
    expect(text.y).toBeGreaterThanOrEqual(title.y + title.height - 1);
    expect(title.height).toBeLessThan(2.5 * (await heading.evaluate((element) => Number.parseFloat(getComputedStyle(element).lineHeight))));
    expect(title.y).toBeGreaterThanOrEqual(aside.y + aside.height);
  }
});
