import { expect, test, type Page } from "@playwright/test";
import { siteUrl } from "./server-env";

/** The language the page wrote to local storage once it ran (upper-case short name). */
const rememberedLanguage = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem("baseData") ?? "{}") as { language?: string }).language);

async function visit(page: Page, path: string) {
  await page.goto(siteUrl("vault", path));
  await expect.poll(() => rememberedLanguage(page)).toBe(path.split("/")[1]?.toUpperCase());
}

test("the address wins over the remembered language; a bare / goes to the remembered one", async ({ context }) => {
  const first = await context.newPage();
  await visit(first, "/ar");
  await first.close();

  // A new tab, as from a bookmark or another site: the remembered Arabic used to replace the address.
  for (const [path, lang] of [
    ["/de", "de-DE"],
    ["/en", "en-US"],
  ] as const) {
    const direct = await context.newPage();
    await visit(direct, path);
    await expect(direct).toHaveURL(siteUrl("vault", path));
    await expect(direct.locator("html")).toHaveAttribute("lang", lang);
    await direct.close();
  }

  const again = await context.newPage();
  await visit(again, "/ar");
  await again.goto(siteUrl("vault", "/"));
  await expect(again).toHaveURL(siteUrl("vault", "/ar"));
  await expect(again.locator("html")).toHaveAttribute("lang", "ar-SA");
});

test("an address with a trailing slash shows its own language, not the remembered one", async ({ page }) => {
  await visit(page, "/ar");
  // The server's redirect of "/ta/" to "/ta" counted as the bare /'s: a reviewer landed on Arabic.
  for (const [path, lang] of [
    ["/ta/", "ta-IN"],
    ["/de/", "de-DE"],
  ] as const) {
    await page.goto(siteUrl("vault", path));
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page).toHaveURL(siteUrl("vault", path.slice(0, -1)));
  }
  // The bare / still goes on to the remembered language, and the server's mark leaves the address.
  await visit(page, "/ar");
  await page.goto(siteUrl("vault", "/"));
  await expect(page).toHaveURL(siteUrl("vault", "/ar"));
  await expect(page.locator("html")).toHaveAttribute("lang", "ar-SA");
});
