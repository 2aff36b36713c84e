import { expect, test, type Page } from "@playwright/test";
import { ORIGIN, siteUrl } from "./server-env";
import { signInShared } from "./support/auth";
import { builtInWords } from "@/features/morpheme-game/model/built-in-words";
import { GAP } from "@/features/morpheme-game/model/word-picture";
import { wordPictures } from "@/features/morpheme-game/model/word-pictures";
import german from "@/messages/de.json" with { type: "json" };

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

/** Left, right and top edges of an element in CSS pixels. */
async function box(page: Page, selector: string, index = 0) {
  return page.locator(selector).nth(index).evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return { left: Math.round(rect.left), right: Math.round(rect.right), top: Math.round(rect.top), bottom: Math.round(rect.bottom), width: Math.round(rect.width) };
  });
}

test.describe("forum media cards", () => {
  test("on a phone each card is as wide as the text column: the clip a wide band above its title and description, which get the card's width", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(siteUrl("forum", "/de"));
    // On a phone the videos stand folded under their heading (forum's foldOnPhone): the visitor opens them.
    await page.locator("main section[data-block]:has(figure video) summary").click();
    const cards = page.locator("main figure:has(video)");
    await expect(cards).toHaveCount(2);
    await expect(cards.first()).toContainText("Lebensmittelausgabe am Freitag");
    await expect(cards.first()).toContainText("Kisten mit Brot, Obst und Gemüse");
    await expect(cards.nth(1)).toContainText("Café am Dienstag");
    const card = await box(page, "main figure:has(video)");
    const column = await box(page, "main ul:has(figure video)");
    const video = await box(page, "main figure video");
    const caption = await box(page, "main figure:has(video) figcaption");
    expect(card.width).toBe(column.width);
    expect(card.width).toBeGreaterThan(340);
    // The clip across the card above the title (beside it the title had ~140 px and Tamil titles took
    // three or four lines); the title and description under it at the card's width.
    expect(video.width).toBeGreaterThan(card.width - 3);
    expect(caption.top).toBeGreaterThanOrEqual(video.top + 100);
    expect(caption.width).toBeGreaterThan(card.width * 0.8);
  });

  test("on a wide screen the cards stand side by side across the section, over the press clippings, in the page's language", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(siteUrl("forum", "/en"));
    const cards = page.locator("main figure:has(video)");
    await expect(cards.first()).toContainText("Food distribution on Fridays");
    const [first, second] = [await box(page, "main figure:has(video)", 0), await box(page, "main figure:has(video)", 1)];
    expect(second.top).toBe(first.top);
    // Round 86 replaced the clips in the text's column beside the press clippings (squeezed to 257 px
    // each there): they are a row across the section, the clippings under them, beside the radio
    // (design-review-r86-b.spec.ts); still the section's, not reaching past its end edge.
    const section = await box(page, "main #section-4");
    expect(second.right).toBeLessThanOrEqual(section.right + 1);
    expect((await box(page, "main figure video")).width).toBeGreaterThan(500);
    expect((await box(page, "main #section-4 [id^='press-']")).top).toBeGreaterThan(first.bottom);
  });
});

test.describe("tax construction notice", () => {
  test("the public sees a picture, the notice and the imprint link, and no route table", async ({ page }) => {
    await page.goto(siteUrl("tax", "/de"));
    const imprint = page.getByRole("link", { name: "Impressum und Kontakt" });
    await expect(imprint).toHaveAttribute("href", "/de/imprint");
    await imprint.click();
    await expect(page).toHaveURL(siteUrl("tax", "/de/imprint"));
    await expect(page.locator("main h1")).toBeVisible();
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await page.goto(siteUrl("tax", "/de"));
      await expect(page.locator("main h1")).toBeVisible();
      await expect(page.locator("main figure svg")).toBeVisible();
      await expect(page.locator("main figure")).toContainText("Kommt später");
      await expect(page.locator(".route-table")).toHaveCount(0);
      await expect(page.locator(".site-switcher")).toHaveCount(0);
      // The picture and the heading share the first screen.
      const heading = await box(page, "main h1");
      expect(heading.top).toBeLessThan(viewport.height - 40);
    }
  });

  test("a local address keeps the route table and the switcher for whoever runs the server", async ({ page }) => {
    await page.goto(`${ORIGIN}/en`);
    await expect(page.locator(".site-switcher button")).toHaveCount(10);
    await page.locator(".route-table summary").click();
    await expect(page.locator(".route-table code").first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Imprint and contact" })).toBeVisible();
  });
});

test.describe("calendar month view", () => {
  // The calendar's page; the tools hub may give it an address of its own.
  const CALENDAR_PATH = "/de/various/calendar";

  test("a long title wraps in its day cell instead of being cut, its time whole", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await signInShared(page, "syma", "de");
    await page.goto(siteUrl("syma", CALENDAR_PATH));
    const section = page.locator("section#calendar");
    await expect(section.getByTestId("time-recording-calendar")).toBeVisible({ timeout: 20_000 });
    // A day of next month, away from the sample entries around today.
    const now = new Date();
    const day = new Date(now.getFullYear(), now.getMonth() + 1, 15);
    const date = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, "0")}-15`;
    await section.getByRole("button", { name: "Neuer Eintrag" }).click();
    const editor = page.getByRole("dialog", { name: "Neuer Eintrag" });
    const title = "Dokumentation der Abnahmeprüfung";
    await editor.getByLabel("Titel").fill(title);
    await editor.getByLabel("Startdatum").fill(date);
    await editor.getByLabel("Startzeit").fill("12:45");
    await editor.getByLabel("Enddatum").fill(date);
    await editor.getByLabel("Endzeit").fill("13:30");
    await editor.getByRole("button", { name: "Eintrag hinzufügen" }).click();
    await expect(editor).toBeHidden();
    await section.locator("button", { hasText: /^Monat$/ }).click();
    await section.getByRole("button", { name: "Nächster Monat" }).click();

    const entry = section.getByTestId("time-recording-calendar").getByText(title, { exact: true });
    await expect(entry).toBeVisible();
    const clipped = (element: Element) => element.scrollWidth > element.clientWidth + 1;
    expect(await entry.evaluate(clipped)).toBe(false);
    // The entry's own time (a sample entry around today may also start at 12:45 and show in next month's first week).
    const time = section.getByTestId("time-recording-calendar").getByRole("button", { name: `12:45 ${title}` }).getByText("12:45", { exact: true });
    await expect(time).toBeVisible();
    expect(await time.evaluate(clipped)).toBe(false);
  });
});

test.describe("morpheme game", () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`at ${viewport.width} px a picture and a sentence with a gap come first, the game in the first screen`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(siteUrl("morpheme", "/de/play"));
      const game = page.locator("section[aria-labelledby=morpheme-game-heading]");
      await expect(game).toHaveAttribute("data-ready", "true");
      const task = page.getByTestId("morpheme-task");
      await expect(task.locator("svg use")).toHaveAttribute("href", /^#morpheme-picture-/);
      await expect(task.locator("svg")).toBeVisible();
      await expect(task).toContainText("Welches Wort passt in die Lücke?");

      // The word is not given away: it waits behind "Wort zeigen".
      const answer = task.locator("strong[lang=de]");
      await expect(answer).toBeHidden();
      const word = ((await answer.textContent()) ?? "").trim();
      const [before, after] = wordPictures[word]!.sentence.split(GAP);
      await expect(task.locator("p[lang=de]")).toHaveText(`${before}Lücke${after}`);
      await expect(page.getByText("Baue das Wort")).toHaveCount(0);

      // Picture, row, buttons and shelf within the first screen; the guide is folded.
      for (const part of [task, page.getByTestId("morpheme-row"), page.getByRole("button", { name: "Prüfen" }), page.getByTestId("morpheme-shelf")]) {
        const box = await part.boundingBox();
        expect(box && box.y + Math.min(box.height, 60)).toBeLessThan(viewport.height);
      }
      const guide = page.locator("details", { has: page.getByText("So wird gespielt", { exact: true }) });
      await expect(guide.getByRole("heading", { name: "Blöcke setzen" })).toBeHidden();
      await guide.getByText("So wird gespielt", { exact: true }).click();
      await expect(guide.getByRole("heading", { name: "Blöcke setzen" })).toBeVisible();

      await task.getByText("Wort zeigen").click();
      await expect(answer).toBeVisible();
      // Built, the word fills the gap.
      const entry = builtInWords.find((candidate) => candidate.word === word)!;
      for (const part of entry.parts) {
        const category = (german.morpheme.categories as Record<string, string>)[part.category];
        await page.getByTestId("morpheme-shelf").getByRole("button", { name: `Block „${part.text}“: ${category}`, exact: true }).first().click();
      }
      await page.getByRole("button", { name: "Prüfen" }).click();
      await expect(task.locator("p[lang=de] mark")).toHaveText(before === "" ? word.charAt(0).toUpperCase() + word.slice(1) : word);
    });
  }
});
