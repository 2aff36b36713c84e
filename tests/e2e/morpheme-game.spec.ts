import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { builtInWords } from "@/features/morpheme-game/model/built-in-words";
import type { WordEntry } from "@/features/morpheme-game/model/words";
import german from "@/messages/de.json" with { type: "json" };
import { ORIGIN, siteUrl } from "./server-env";

const playUrl = (locale = "de") => siteUrl("morpheme", `/${locale}/play`);

/** The word the round asks for, from the task line, and its morphemes from the word list. */
async function targetOf(page: Page, words: readonly WordEntry[] = builtInWords): Promise<WordEntry> {
  const task = page.locator("section[aria-labelledby=morpheme-game-heading] strong[lang=de]");
  await expect(task).not.toBeEmpty();
  const word = (await task.textContent())?.trim();
  const entry = words.find((candidate) => candidate.word === word);
  expect(entry, `"${word}" is in the word list`).toBeDefined();
  return entry!;
}

/** The shelf block of a morpheme: its letters and, through the label, its category. */
function shelfBlock(page: Page, text: string, categoryName: string): Locator {
  return page.getByTestId("morpheme-shelf").getByRole("button", { name: `Block „${text}“: ${categoryName}`, exact: true });
}

/** Category names as the German page shows them. */
const germanNames: Record<string, string> = german.morpheme.categories;

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).slice(0, 3).join("; ")}`);
}

async function openGame(page: Page) {
  await page.goto(playUrl());
  // The random round starts once the game has read the browser's storage.
  await expect(page.locator("section[aria-labelledby=morpheme-game-heading]")).toHaveAttribute("data-ready", "true");
}

test.describe("morpheme game on /play", () => {
  test("is prerendered with the game, and other pages do not load its code", async ({ page, request }) => {
    const playHtml = await (await request.get(`${ORIGIN}/de/play`, { headers: { host: `morpheme.localhost` } })).text();
    expect(playHtml).toContain('data-testid="morpheme-shelf"');
    expect(playHtml).toContain("Welches Wort passt in die Lücke?");
    const photosHtml = await (await request.get(`${ORIGIN}/de/photos`, { headers: { host: `morpheme.localhost` } })).text();
    const scripts = (html: string) => new Set(html.match(/\/_next\/static\/chunks\/[\w.-]+\.js/g) ?? []);
    // /play is a route of its own, so its shell code sits in chunks of other names too: the game's
    // chunks are the ones that hold the game.
    const playOnly = [...scripts(playHtml)].filter((chunk) => !scripts(photosHtml).has(chunk));
    const sources = await Promise.all(playOnly.map(async (chunk) => (await request.get(`${ORIGIN}${chunk}`, { headers: { host: `morpheme.localhost` } })).text()));
    const gameOnly = playOnly.filter((_, index) => sources[index]?.includes("morpheme-shelf"));
    expect(gameOnly.length).toBeGreaterThan(0);

    const requested: string[] = [];
    page.on("request", (sent) => requested.push(new URL(sent.url()).pathname));
    await page.goto(siteUrl("morpheme", "/de/photos"));
    await expect(page.locator("h1")).toBeVisible();
    await page.goto(siteUrl("morpheme", "/de"));
    await expect(page.locator("h1")).toBeVisible();
    expect(requested.filter((path) => gameOnly.includes(path))).toEqual([]);
    await expect(page.getByTestId("morpheme-shelf")).toHaveCount(0);
  });

  test("a word built with the mouse: drag the blocks into the row, check, earn points", async ({ page }) => {
    await openGame(page);
    const target = await targetOf(page);
    const row = page.getByTestId("morpheme-row");
    // The level bar and the picture come first: bring the row (under the shelf) into view, the
    // shelf above it stays in view with it, so every block is dragged within one screen.
    await row.scrollIntoViewIfNeeded();
    await expect(page.getByTestId("morpheme-shelf")).toBeInViewport();
    for (const part of target.parts) {
      const block = shelfBlock(page, part.text, germanNames[part.category]!);
      const from = (await block.boundingBox())!;
      const to = (await row.boundingBox())!;
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      // Drop behind the blocks already placed: the right end of the row.
      await page.mouse.move(to.x + to.width - 12, to.y + to.height / 2, { steps: 10 });
      await page.mouse.up();
    }
    await expect(row.getByRole("button")).toHaveText(target.parts.map((part) => part.text));
    // The result block lights up once the blocks spell a word of the list.
    await expect(page.getByTestId("morpheme-result")).toContainText(target.word);
    await page.getByRole("button", { name: "Prüfen" }).click();
    await expect(page.getByTestId("morpheme-feedback")).toContainText(`Richtig! ${target.word} = ${target.parts.map((part) => part.text).join(" + ")}.`);
    await expect(page.getByTestId("morpheme-feedback")).toContainText("+12 Punkte");
    await expect(page.getByTestId("morpheme-score")).toContainText("Punkte: 12");
    await expect(page.locator("#morpheme-words-heading + ul li")).toHaveText([target.word]);
    // The next word button takes the focus; score and word list survive a reload.
    await expect(page.getByRole("button", { name: "Nächstes Wort" })).toBeFocused();
    await page.reload();
    await expect(page.getByTestId("morpheme-score")).toContainText("Punkte: 12");
  });

  test("a word built with the keyboard only, with a block moved by the arrow keys", async ({ page }) => {
    await openGame(page);
    const target = await targetOf(page);
    const [first, ...rest] = target.parts;
    // Place the later blocks first, then the first one, and move it to the front with the arrows.
    for (const part of [...rest, first!]) {
      await shelfBlock(page, part.text, germanNames[part.category]!).focus();
      await page.keyboard.press("Enter");
    }
    const row = page.getByTestId("morpheme-row");
    await expect(row.getByRole("button")).toHaveText([...rest, first!].map((part) => part.text));
    await row.getByRole("button").last().focus();
    for (let step = 0; step < rest.length; step++) await page.keyboard.press("ArrowLeft");
    await expect(row.getByRole("button")).toHaveText(target.parts.map((part) => part.text));
    await expect(row.getByRole("button").first()).toBeFocused();
    // Backspace takes a block back to the shelf; Space on the shelf puts it back at the end.
    const last = target.parts.at(-1)!;
    await row.getByRole("button").last().focus();
    await page.keyboard.press("Backspace");
    await expect(row.getByRole("button")).toHaveCount(target.parts.length - 1);
    await shelfBlock(page, last.text, germanNames[last.category]!).focus();
    await page.keyboard.press(" ");
    await expect(row.getByRole("button")).toHaveText(target.parts.map((part) => part.text));
    await page.getByRole("button", { name: "Prüfen" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("morpheme-score")).toContainText("Punkte: 12");
  });

  test("a wrong word is marked block by block and costs nothing; a tip costs the bonus", async ({ page }) => {
    await openGame(page);
    const target = await targetOf(page);
    const reversed = [...target.parts].reverse();
    for (const part of reversed) await shelfBlock(page, part.text, germanNames[part.category]!).click();
    await page.getByRole("button", { name: "Prüfen" }).click();
    await expect(page.getByTestId("morpheme-feedback")).toContainText("Blöcke an falscher Stelle");
    await expect(page.getByTestId("morpheme-row").getByRole("button", { name: /hier nicht richtig$/ }).first()).toBeVisible();
    await expect(page.getByTestId("morpheme-score")).toContainText("Punkte: 0");

    await page.getByRole("button", { name: "Zeile leeren" }).click();
    await page.getByRole("button", { name: "Tipp" }).click();
    const first = target.parts[0]!;
    await expect(page.getByTestId("morpheme-feedback")).toContainText(`Tipp: Als Nächstes kommt ${first.text} (${germanNames[first.category]})`);
    for (const part of target.parts) await shelfBlock(page, part.text, germanNames[part.category]!).click();
    await page.getByRole("button", { name: "Prüfen" }).click();
    await expect(page.getByTestId("morpheme-score")).toContainText("Punkte: 10");
  });

  test("CSV round trip: download, upload broken files (nothing replaced), upload own words and categories", async ({ page }, testInfo) => {
    await openGame(page);
    await page.getByText("Für Lehrkräfte: eigene Kategorien und Morpheme").click();
    const downloadWait = page.waitForEvent("download");
    await page.getByRole("button", { name: "Morpheme herunterladen (CSV)" }).click();
    const download = await downloadWait;
    expect(download.suggestedFilename()).toBe("morphemes.csv");
    const original = await readFile((await download.path())!, "utf8");
    expect(original.startsWith("\uFEFFword;morpheme;category\r\n")).toBe(true);
    expect(original).toContain("Geburtstag;s;buildingBlock");

    const report = page.getByTestId("teacher-report");
    const upload = (name: string, text: string) => page.getByTestId("upload-morphemes").setInputFiles({ name, mimeType: "text/csv", buffer: Buffer.from(text, "utf8") });
    const countBefore = `Jetzt im Spiel: Wörter ${builtInWords.length},`;
    await expect(page.getByText(countBefore)).toBeVisible();

    // Broken: errors with line numbers, and the word list stays as it was.
    await upload("kaputt.csv", "Wort,Morphem,Kategorie\nHaustür,haus,basic\nHaustür,tür,Präfixx\nKinder,kind,basic\nKinder,er,inflexion\nKind,kind,basic\nHaustür,haus,basic\n");
    await expect(report.getByRole("alert")).toContainText("Die Datei „kaputt.csv“ wurde nicht geladen, es wurde nichts geändert");
    await expect(report.getByRole("listitem")).toHaveText(["Zeile 3: Es gibt keine Kategorie „Präfixx“", "Zeile 7: Die Zeilen von „Haustür“ müssen direkt aufeinander folgen"]);
    await expect(page.getByText(countBefore)).toBeVisible();

    // A teacher's own list with a comma, a byte-order mark and German headers replaces the words.
    await upload("woche.csv", "\uFEFFWort,Morphem,Kategorie\r\nBriefträgerin,brief,Grundmorphem\r\nBriefträgerin,träg,Grundmorphem\r\nBriefträgerin,er,Suffix\r\nBriefträgerin,in,Suffix\r\n");
    await expect(report.getByRole("status")).toContainText("Geladen. Wörter: 1, Morpheme: 4.");
    await expect(page.locator("section[aria-labelledby=morpheme-game-heading] strong[lang=de]")).toHaveText("Briefträgerin");

    // Back to the downloaded file: the full list again.
    await upload("morphemes.csv", original);
    await expect(report.getByRole("status")).toContainText(`Geladen. Wörter: ${builtInWords.length},`);

    // Categories: rename one; the legend and the blocks use the new name.
    const categoriesWait = page.waitForEvent("download");
    await page.getByRole("button", { name: "Kategorien herunterladen (CSV)" }).click();
    const categories = await readFile((await (await categoriesWait).path())!, "utf8");
    expect(categories).toContain("prefix;Präfix;#22c55e");
    await page.getByTestId("upload-categories").setInputFiles({
      name: "kategorien.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(categories.replace("prefix;Präfix;#22c55e", "prefix;Vorsilbe;#15803d"), "utf8"),
    });
    await expect(report.getByRole("status")).toContainText("Kategorien geladen.");
    await expect(page.locator("#morpheme-legend-heading + ul")).toContainText("Vorsilbe");
    await testInfo.attach("categories.csv", { body: categories, contentType: "text/csv" });
  });

  for (const colorScheme of ["dark", "light"] as const) {
    test(`has no serious accessibility problems (${colorScheme}), in German and in Arabic at phone width`, async ({ browser }) => {
      const context = await browser.newContext({ colorScheme });
      const page = await context.newPage();
      await openGame(page);
      // With feedback and a marked block on screen, not only the empty game.
      await page.getByTestId("morpheme-shelf").getByRole("button").first().click();
      await page.getByRole("button", { name: "Prüfen" }).click();
      await page.getByText("Für Lehrkräfte: eigene Kategorien und Morpheme").click();
      expect(await seriousViolations(page)).toEqual([]);

      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(playUrl("ar"));
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await expect(page.getByTestId("morpheme-row").locator("..")).toHaveAttribute("dir", "ltr");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });
  }
});
