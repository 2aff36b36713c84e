import { expect, test } from "@playwright/test";
import { siteUrl } from "./server-env";

test.use({ viewport: { width: 390, height: 844 } });

test("on a phone the game's level bar keeps its points inside the card in every script", async ({ page }) => {
  for (const locale of ["en", "de", "ru", "ar", "ta"]) {
    await page.goto(siteUrl("morpheme", `/${locale}/play`));
    const score = page.getByTestId("morpheme-score");
    const bar = score.locator("xpath=..");
    const overflow = await bar.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow, locale).toBeLessThanOrEqual(0);
    const barBox = (await bar.boundingBox())!;
    const scoreBox = (await score.boundingBox())!;
    expect(scoreBox.x + scoreBox.width, locale).toBeLessThanOrEqual(barBox.x + barBox.width + 0.5);
    expect(scoreBox.x, locale).toBeGreaterThanOrEqual(barBox.x - 0.5);
  }
});
