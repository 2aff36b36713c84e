import { readFileSync } from "node:fs";
import { expect, test, type Locator, type Page } from "@playwright/test";
import ar from "../../messages/ar.json" with { type: "json" };
import de from "../../messages/de.json" with { type: "json" };
import en from "../../messages/en.json" with { type: "json" };
import { fillTemplate } from "@/lib/format/fill-template";
import { siteUrl } from "./server-env";
import { editorReady, gotoTool, openTool, storedEntries } from "./support/various";

const texts = en.languageEditor;
// The product's own filler, so that plural forms come out as on the page.
const fill = (template: string, values: Record<string, string | number>) => fillTemplate(template, values, "en");

function editor(page: Page): Locator {
  return page.locator("#editor");
}

async function answer(page: Page, message: string, button: string) {
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(message);
  await dialog.getByRole("button", { name: button }).click();
  await expect(dialog).toBeHidden();
}

async function chooseLanguage(page: Page, label: string) {
  await editor(page).getByLabel(texts.language).selectOption({ label });
}

/** The English text of a key: the entry's label in the editor. */
function englishOf(key: string): string {
  const text = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en);
  if (typeof text !== "string") throw new Error(`no English text at ${key}`);
  return text;
}

/** The field of a key in one language, named by the language and the key's English text. */
function entry(scope: Page | Locator, language: string, key: string): Locator {
  return scope.getByLabel(`${language}: ${englishOf(key)}`, { exact: true });
}

async function search(page: Page, query: string) {
  await editor(page).getByLabel(texts.search).fill(query);
}

test.use({ colorScheme: "dark", permissions: ["clipboard-read", "clipboard-write"] });

test.describe("language editor: loading", () => {
  test("reads the eight language files and retries a failing read with 'Reconnecting…'", async ({ page }) => {
    const asked = new Map<string, number>();
    await page.route(/\/api\/messages\/\w+$/, async (route) => {
      const code = route.request().url().split("/").pop() ?? "";
      asked.set(code, (asked.get(code) ?? 0) + 1);
      if (code === "ru" && (asked.get(code) ?? 0) <= 2) await route.fulfill({ status: 503, body: "busy" });
      else await route.continue();
    });
    await openTool(page, "editor");
    await expect(editor(page).getByText("Reconnecting…")).toBeVisible();
    await editorReady(page);
    expect([...asked.keys()].sort()).toEqual(["ar", "de", "en", "es", "it", "lt", "ru", "ta"]);
    expect(asked.get("ru")).toBe(3);
    expect(asked.get("de")).toBe(1);
  });

  test("gives up after five tries with the maximum-retries message", async ({ page }) => {
    let tries = 0;
    await page.route(/\/api\/messages\/ta$/, async (route) => {
      tries += 1;
      await route.abort("connectionrefused");
    });
    await openTool(page, "editor");
    const alert = editor(page).getByRole("alert");
    await expect(alert).toContainText("Maximum number of retries reached. Reload page manually if necessary.", { timeout: 15_000 });
    await expect(alert.getByRole("button", { name: texts.reload })).toBeVisible();
    expect(tries).toBe(5);
  });
});

test.describe("language editor: actions", () => {
  test("search, edit, markers for empty, English copies and placeholders; edits kept in the browser", async ({ page }) => {
    await openTool(page, "editor", "forum", "de");
    await editorReady(page);
    const box = editor(page);
    await expect(box.getByLabel(de.languageEditor.language)).toHaveValue("de");

    await box.getByLabel(de.languageEditor.search).fill("shell.home");
    const cell = entry(box, "Deutsch", "shell.home");
    await expect(cell).toHaveValue(de.shell.home);
    await expect(box.getByRole("row")).toHaveCount(2);
    // The entry is named by its English original; its key is there, smaller, for whoever needs it.
    await expect(box.getByRole("rowheader")).toHaveText(`${en.shell.home}shell.home`);
    await expect(cell).toHaveAccessibleDescription("shell.home");

    await cell.fill("Startseite");
    await expect(box.getByText(fill(de.languageEditor.mismatch, { missing: "site", extra: de.languageEditor.none }))).toBeVisible();
    await cell.fill("");
    await expect(box.getByText(de.languageEditor.empty, { exact: true })).toBeVisible();
    await cell.fill("Home page of {site}");
    await expect(box.getByText(de.languageEditor.sameAsEnglish, { exact: true })).toBeVisible();
    await cell.fill("Zur Startseite von {site}");
    await expect(box.getByText(de.languageEditor.sameAsEnglish, { exact: true })).toHaveCount(0);

    await expect.poll(async () => (await storedEntries(page)).languageEdits).toEqual({
      languages: { de: { name: "Deutsch", added: false, texts: { "shell.home": "Zur Startseite von {site}" } } },
      deleted: [],
    });
    await page.reload();
    await editorReady(page);
    await page.locator("#editor").getByLabel(de.languageEditor.search).fill("shell.home");
    await expect(entry(page, "Deutsch", "shell.home")).toHaveValue("Zur Startseite von {site}");
  });

  test("opened in English it opens on German: each entry labelled by its English original, the key small, in plain words", async ({ page }) => {
    await openTool(page, "editor");
    await editorReady(page);
    const box = editor(page);
    await expect(box.getByLabel(texts.language)).toHaveValue("de");
    await expect(box.getByRole("columnheader")).toHaveText([texts.source, "Deutsch (de)"]);
    const first = box.getByRole("row").nth(1);
    await expect(first.getByRole("rowheader")).toHaveText(`${en.shell.skipToContent}shell.skipToContent`);
    await expect(entry(first, "Deutsch", "shell.skipToContent")).toHaveValue(de.shell.skipToContent);
    const [source, key] = await first.getByRole("rowheader").evaluate((header) =>
      [...header.children].map((part) => ({ size: parseFloat(getComputedStyle(part).fontSize), colour: getComputedStyle(part).color })),
    );
    expect(key!.size).toBeLessThan(source!.size);
    expect(key!.colour).not.toBe(source!.colour);
    await expect(page.locator("main")).not.toContainText(/commit/i);
  });

  test("only entries that need attention, all languages as columns, paging", async ({ page }) => {
    await openTool(page, "editor");
    await editorReady(page);
    const box = editor(page);
    await chooseLanguage(page, "Deutsch (de)");
    // The total written as the page writes numbers ("2,373", as the editor's other count says it).
    const total = new Intl.NumberFormat("en-US").format(countTexts());
    expect(total).toContain(",");
    await expect(box.getByText(fill(texts.range, { from: "1", to: "25", total }))).toBeVisible();
    await box.getByRole("button", { name: texts.next }).click();
    await expect(box.getByText(fill(texts.range, { from: "26", to: "50", total }))).toBeVisible();
    await box.getByRole("checkbox", { name: texts.onlyAttention }).check();
    const attention = germanCopiesOfEnglish();
    expect(attention).toBeGreaterThan(0);
    await expect(box.getByText(fill(texts.range, { from: "1", to: String(Math.min(25, attention)), total: String(attention) }))).toBeVisible();
    await box.getByRole("checkbox", { name: texts.showAll }).check();
    // The English original heads the rows; the seven other languages are the columns.
    await expect(box.getByRole("columnheader")).toHaveCount(8);
    await expect(box.getByRole("columnheader").first()).toHaveText(texts.source);
    await expect(box.getByRole("columnheader", { name: "العربية (ar)" })).toHaveAttribute("dir", "rtl");
  });

  test("fill empty entries from English, clear all after a question", async ({ page }) => {
    await openTool(page, "editor");
    await editorReady(page);
    const box = editor(page);
    await chooseLanguage(page, "Italiano (it)");
    await search(page, "shell.darkMode");
    await entry(box, "Italiano", "shell.darkMode").fill("");
    await box.getByRole("button", { name: texts.actions.fillEmpty }).click();
    await expect(box.getByText(fill(texts.done.filled, { count: "1", name: "Italiano" }))).toBeVisible();
    await expect(entry(box, "Italiano", "shell.darkMode")).toHaveValue(en.shell.darkMode);

    // Clearing is folded away from the everyday buttons, and still asks before it acts.
    await expect(box.getByRole("button", { name: texts.actions.clearAll })).toBeHidden();
    await box.locator("summary", { hasText: texts.actions.dangerZone }).click();
    await box.getByRole("button", { name: texts.actions.clearAll }).click();
    await answer(page, fill(texts.confirm.clearAll, { name: "Italiano" }), texts.confirm.clearAllButton);
    await expect(box.getByText(fill(texts.done.cleared, { name: "Italiano" }))).toBeVisible();
    await expect(entry(box, "Italiano", "shell.darkMode")).toHaveValue("");
    await expect(box.getByText(fill(texts.summary, { name: "Italiano", keys: String(countTexts()), empty: String(countTexts()), same: "0", mismatch: "0" }))).toBeVisible();
  });

  test("add a language, then delete it after 'Really delete the language …?'", async ({ page }) => {
    await openTool(page, "editor");
    await editorReady(page);
    const box = editor(page);
    await box.getByLabel(texts.add.code).fill("French");
    await box.getByLabel(texts.add.name).fill("Français");
    await box.getByRole("button", { name: texts.add.submit }).click();
    await expect(box.getByRole("alert")).toHaveText(texts.errors.invalidCode);
    await box.getByLabel(texts.add.code).fill("de");
    await box.getByRole("button", { name: texts.add.submit }).click();
    await expect(box.getByRole("alert")).toHaveText(fill(texts.errors.exists, { iso: "de" }));

    await box.getByLabel(texts.add.code).fill("fr");
    await box.getByRole("button", { name: texts.add.submit }).click();
    await expect(box.getByText(fill(texts.done.added, { name: "Français" }))).toBeVisible();
    await expect(box.getByLabel(texts.language)).toHaveValue("fr");
    await search(page, "shell.darkMode");
    await entry(box, "Français", "shell.darkMode").fill("Mode sombre");
    await expect(box.getByRole("button", { name: fill(texts.download.file, { file: "fr.json" }) })).toBeVisible();
    await expect(box.getByText(texts.preview.newLanguage)).toBeVisible();

    await expect(box.getByRole("button", { name: texts.actions.delete })).toBeHidden();
    await box.locator("summary", { hasText: texts.actions.dangerZone }).click();
    await box.getByRole("button", { name: texts.actions.delete }).click();
    await answer(page, "Really delete the language Français?", texts.confirm.deleteButton);
    await expect(box.getByText(fill(texts.done.deleted, { name: "Français" }))).toBeVisible();
    await expect(box.getByLabel(texts.language).locator("option", { hasText: "Français" })).toHaveCount(0);
    await expect(box.getByText(texts.download.none)).toBeVisible();
  });

  test("copy as JSON and paste it back, after the warning that it replaces the language", async ({ page }) => {
    await openTool(page, "editor");
    await editorReady(page);
    const box = editor(page);
    await chooseLanguage(page, "Español (es)");
    await box.getByRole("button", { name: texts.actions.copyJson }).click();
    await expect(box.getByText(texts.done.copied)).toBeVisible();
    const copied = JSON.parse(await page.evaluate(() => navigator.clipboard.readText())) as { es: { name: string; shell: { darkMode: string } } };
    expect(copied.es.name).toBe("Español");

    copied.es.shell.darkMode = "Modo nocturno";
    await page.evaluate((text) => navigator.clipboard.writeText(text), JSON.stringify(copied));
    await box.getByRole("button", { name: texts.actions.paste }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText(fill(texts.confirm.paste, { names: "Español" }));
    await dialog.getByRole("button", { name: texts.confirm.cancel }).click();
    await search(page, "shell.darkMode");
    await expect(entry(box, "Español", "shell.darkMode")).not.toHaveValue("Modo nocturno");

    await box.getByRole("button", { name: texts.actions.paste }).click();
    await answer(page, fill(texts.confirm.paste, { names: "Español" }), texts.confirm.pasteButton);
    await expect(entry(box, "Español", "shell.darkMode")).toHaveValue("Modo nocturno");
    await expect(box.getByText(fill(texts.done.pasted, { names: "Español" }))).toBeVisible();
  });

  test("copy for a spreadsheet and paste rows with quotes and line breaks; a wrong row count is refused", async ({ page }) => {
    await openTool(page, "editor");
    await editorReady(page);
    const box = editor(page);
    await chooseLanguage(page, "Deutsch (de)");
    await box.getByRole("button", { name: texts.actions.copySheet }).click();
    const sheet = await page.evaluate(() => navigator.clipboard.readText());
    const rows = sheet.split("\r\n");
    expect(rows[0]).toBe("key\ten\tde");
    expect(rows).toContain(`shell.darkMode\t${en.shell.darkMode}\t${de.shell.darkMode}`);

    // As a spreadsheet hands it back: a cell with quotes and a line break is quoted.
    const edited = sheet.replace(`shell.darkMode\t${en.shell.darkMode}\t${de.shell.darkMode}`, `shell.darkMode\t${en.shell.darkMode}\t"Dunkel ""modus""\r\nzweite Zeile"`);
    await page.evaluate((text) => navigator.clipboard.writeText(text), edited);
    await box.getByRole("button", { name: texts.actions.paste }).click();
    await answer(page, fill(texts.confirm.paste, { names: "English, Deutsch" }), texts.confirm.pasteButton);
    await search(page, "shell.darkMode");
    await expect(entry(box, "Deutsch", "shell.darkMode")).toHaveValue('Dunkel "modus"\nzweite Zeile');

    await page.evaluate(() => navigator.clipboard.writeText("eins\nzwei\ndrei\n"));
    await box.getByRole("button", { name: texts.actions.paste }).click();
    await expect(box.getByRole("alert")).toHaveText(fill(texts.errors.rowCount, { actual: 3, expected: countTexts() }));
    await expect(entry(box, "Deutsch", "shell.darkMode")).toHaveValue('Dunkel "modus"\nzweite Zeile');
  });

  test("download a changed file for the maintainers, then discard all edits", async ({ page }) => {
    await openTool(page, "editor");
    await editorReady(page);
    const box = editor(page);
    await chooseLanguage(page, "Deutsch (de)");
    await search(page, "shell.darkMode");
    await entry(box, "Deutsch", "shell.darkMode").fill("Dunkles Design");
    await expect(box.getByText(fill(texts.download.changes, { count: "1" }))).toBeVisible();
    const downloading = page.waitForEvent("download");
    await box.getByRole("button", { name: fill(texts.download.file, { file: "de.json" }) }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("de.json");
    const file = readFileSync((await download.path())!, "utf8");
    const original = readFileSync("messages/de.json", "utf8");
    expect(JSON.parse(file)).toEqual({ ...JSON.parse(original), version: "1.0.1", shell: { ...de.shell, darkMode: "Dunkles Design" } });
    expect(file.endsWith("}\n")).toBe(true);

    await box.getByRole("button", { name: texts.actions.discard }).click();
    await answer(page, texts.confirm.discard, texts.confirm.discardButton);
    await expect(entry(box, "Deutsch", "shell.darkMode")).toHaveValue(de.shell.darkMode);
    await expect(box.getByText(texts.download.none)).toBeVisible();
    expect(Object.keys(await storedEntries(page))).not.toContain("languageEdits");
  });
});

test.describe("language editor: preview on the site", () => {
  test("an edited text shows on the site in this browser, and not after the preview ends", async ({ page, context }) => {
    await openTool(page, "editor");
    await editorReady(page);
    const box = editor(page);
    await chooseLanguage(page, "Deutsch (de)");
    await search(page, "shell.darkMode");
    await entry(box, "Deutsch", "shell.darkMode").fill("Nachtansicht");
    await box.getByRole("switch", { name: texts.preview.switch }).click();
    await expect(box.getByRole("switch", { name: texts.preview.switch })).toHaveAttribute("aria-checked", "true");

    const opening = context.waitForEvent("page");
    await box.getByRole("link", { name: fill(texts.preview.open, { name: "Deutsch" }) }).click();
    const site = await opening;
    await expect(site).toHaveURL(siteUrl("forum", "/de"));
    await expect(site.getByRole("switch", { name: "Nachtansicht" })).toBeVisible();
    await expect(site.getByText(texts.preview.notice)).toBeVisible();

    // A further edit reaches the next page the maintainer opens.
    await entry(box, "Deutsch", "shell.darkMode").fill("Nachtmodus");
    await site.goto(siteUrl("forum", "/de/imprint"));
    await expect(site.getByRole("switch", { name: "Nachtmodus" })).toBeVisible();

    await site.getByRole("button", { name: texts.preview.end }).click();
    await expect(site.getByRole("switch", { name: de.shell.darkMode })).toBeVisible();
    await expect(box.getByRole("switch", { name: texts.preview.switch })).toHaveAttribute("aria-checked", "false");
  });

  test("Arabic is edited and previewed right-to-left", async ({ page, context }) => {
    await openTool(page, "editor", "forum", "ar");
    await editorReady(page);
    const box = editor(page);
    await expect(box.getByLabel(ar.languageEditor.language)).toHaveValue("ar");
    await box.getByLabel(ar.languageEditor.search).fill("shell.darkMode");
    const cell = entry(box, "العربية", "shell.darkMode");
    await expect(cell).toHaveAttribute("dir", "rtl");
    expect(await cell.evaluate((element) => getComputedStyle(element).direction)).toBe("rtl");
    await cell.fill("المظهر الليلي");
    await box.getByRole("switch", { name: ar.languageEditor.preview.switch }).click();

    const site = await context.newPage();
    await site.goto(siteUrl("forum", "/ar/2024"));
    const label = site.locator("header .header-tools .dark-mode-label");
    await expect(label).toHaveText("المظهر الليلي");
    expect(await label.evaluate((element) => getComputedStyle(element).direction)).toBe("rtl");
    await expect(site.getByText(ar.languageEditor.preview.notice)).toBeVisible();
  });

  test("with remembering off, edits last for the page only and the preview is refused", async ({ page }) => {
    await openTool(page, "settings");
    await page.locator("#settings").getByRole("switch", { name: en.storage.remember.switch }).click();
    await answer(page, en.storage.remember.confirmOff, en.storage.remember.confirmOffButton);
    await gotoTool(page, "editor");
    await editorReady(page);
    const box = editor(page);
    await expect(box.getByText(texts.notRemembered)).toBeVisible();
    await box.getByRole("switch", { name: texts.preview.switch }).click();
    await expect(box.getByRole("alert")).toHaveText(texts.preview.needsRemembering);
    await expect(box.getByRole("switch", { name: texts.preview.switch })).toHaveAttribute("aria-checked", "false");
    expect(await storedEntries(page)).toEqual({ baseData: { version: 4, keepOptions: false } });
  });
});

function textsOf(file: unknown): string[] {
  const { name: _name, version: _version, dependencies: _dependencies, ...rest } = file as Record<string, unknown>;
  const flat = (node: unknown): string[] =>
    typeof node === "string" ? [node] : node && typeof node === "object" ? Object.values(node).flatMap(flat) : [];
  return flat(rest);
}

/** German entries equal to English (and with letters): the ones that need attention, as nothing is empty. */
function germanCopiesOfEnglish(): number {
  const english = textsOf(en);
  return textsOf(de).filter((text, index) => text === english[index] && /\p{L}{2}/u.test(text)).length;
}

/** Texts in the English file: the number of rows the editor has. */
function countTexts(): number {
  return textsOf(en).length;
}
