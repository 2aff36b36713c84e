import { expect, test } from "@playwright/test";
import { siteUrl } from "./server-env";

/** Each site's frame (its registry entry's `frame`): where the duck sits and what the footer holds. */
test.describe("each site's frame", () => {
  for (const [site, locale, signIn] of [
    ["vault", "en", "Members’ sign-in"],
    ["peace", "ar", "دخول الأعضاء"],
  ] as const) {
    test(`${site} (${locale}): no duck call-out on the start page; a small engraved duck in the footer leads to the sign-in`, async ({ page }) => {
      await page.goto(siteUrl(site, `/${locale}`));
      await expect(page.locator("main [data-testid=duck-link]")).toHaveCount(0);
      const duck = page.locator("footer [data-testid=duck-link]");
      await expect(duck).toHaveText(signIn);
      await expect(duck.locator("svg.duck-engraving")).toBeVisible();
      await expect(page.locator("footer .flag-bar")).toBeVisible();
      await duck.click();
      await expect(page).toHaveURL(siteUrl(site, `/${locale}/login`));
    });
  }

  test("forum: a practical footer with the site's name, the imprint link, the flags and the sign-in duck", async ({ page }) => {
    await page.goto(siteUrl("forum", "/en"));
    const footer = page.locator("footer.site-footer");
    await expect(footer.locator(".footer-name")).toHaveText("Social Forum of the Parish");
    await expect(footer.getByRole("link", { name: "Imprint" })).toHaveAttribute("href", "/en/imprint");
    await expect(footer.locator(".flag-bar")).toBeVisible();
    await expect(footer.getByTestId("duck-link")).toBeVisible();
  });

  test("morpheme: the start page ends with the coloured duck's call-out, the footer carries the colour stripes", async ({ page }) => {
    await page.goto(siteUrl("morpheme", "/en"));
    const duck = page.locator("main [data-testid=duck-link]");
    await expect(duck.locator("img[src='/images/duck.svg']")).toBeVisible();
    await expect(duck).toHaveText("Members: click the duck to enter the internal area");
    await expect(page.locator("footer [data-testid=duck-link]")).toHaveCount(0);
    const stripes = await page.locator("footer.site-footer").evaluate((footer) => getComputedStyle(footer).backgroundImage);
    expect(stripes).toContain("linear-gradient");
  });

  test("the duck stays off the sign-in page itself", async ({ page }) => {
    await page.goto(siteUrl("vault", "/en/login"));
    await expect(page.locator("footer .flag-bar")).toBeVisible();
    await expect(page.getByTestId("duck-link")).toHaveCount(0);
  });
});
