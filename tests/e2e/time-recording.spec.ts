import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { ORIGIN, siteUrl } from "./server-env";
import { signInShared } from "./support/auth";

const SITE = "syma";
const calendarUrl = (locale = "de") => siteUrl(SITE, `/${locale}/various/calendar`);

/** Today as the calendar stores it: the browser's local date. */
function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
}

async function openCalendar(page: Page, locale = "de"): Promise<Locator> {
  await signInShared(page, SITE, locale);
  await page.goto(calendarUrl(locale));
  const section = page.locator("section#calendar");
  await calendarReady(section);
  return section;
}

/** FullCalendar's chunk is large and fetched after the page has loaded; allow for a busy machine. */
async function calendarReady(section: Locator) {
  await expect(section.getByTestId("time-recording-calendar")).toBeVisible({ timeout: 20_000 });
  await expect(section.locator("[data-state]")).toBeVisible();
}

/** The confirmation dialog of the page (not the browser's): check its question, then answer. */
async function answer(page: Page, question: string | RegExp, confirm: boolean) {
  const dialog = page.getByRole("dialog", { name: "Bitte bestätigen" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(question);
  await dialog.getByRole("button", { name: confirm ? "Ja, fortfahren" : "Abbrechen" }).click();
  await expect(dialog).toBeHidden();
}

/** Opens the folded actions under the calendar (import, export, reset, deletions), unless they are open. */
async function openMoreActions(section: Locator) {
  const more = section.locator("details").filter({ hasText: "Weiteres: importieren, exportieren, löschen" });
  if (!(await more.evaluate((details: HTMLDetailsElement) => details.open))) await more.locator("summary").click();
}

/** FullCalendar's view buttons, by their visible text. */
function viewButton(section: Locator, text: string) {
  return section.locator("button", { hasText: new RegExp(`^${text}$`) });
}

/** An entry as the calendar shows it (not the status line that names the selected one). */
function entry(section: Locator, title: string) {
  return section.getByTestId("time-recording-calendar").getByText(title, { exact: true });
}

function listView(section: Locator) {
  return viewButton(section, "Terminübersicht");
}

test.describe("time-recording calendar on /various/calendar", () => {
  test("an event created, saved, exported, deleted and imported back", async ({ page }) => {
    const section = await openCalendar(page);
    const notice = section.locator("[aria-live=polite]").first();

    await section.getByRole("button", { name: "Neuer Eintrag" }).click();
    const editor = page.getByRole("dialog", { name: "Neuer Eintrag" });
    await editor.getByLabel("Titel").fill("Abnahme Autoklav 7");
    await editor.getByLabel("Startdatum").fill(today());
    await editor.getByLabel("Startzeit").fill("14:00");
    await editor.getByLabel("Enddatum").fill(today());
    await editor.getByLabel("Endzeit").fill("13:00");
    await editor.getByRole("button", { name: "Eintrag hinzufügen" }).click();
    await expect(editor.getByRole("alert")).toHaveText("Das Ende muss nach dem Beginn liegen.");
    await editor.getByLabel("Endzeit").fill("15:30");
    await editor.getByRole("button", { name: "Eintrag hinzufügen" }).click();
    await expect(editor).toBeHidden();
    await expect(notice).toContainText("Eintrag hinzugefügt.");
    await expect(section.locator("[data-state]")).toHaveText(/Ungespeicherte Änderungen/);

    await listView(section).click();
    await expect(entry(section, "Abnahme Autoklav 7")).toBeVisible();

    await section.getByRole("button", { name: "Speichern" }).click();
    await expect(notice).toContainText("Daten erfolgreich gespeichert.");
    await expect(section.locator("[data-state]")).toHaveText(/Alle Änderungen gespeichert/);

    const downloadWait = page.waitForEvent("download");
    await openMoreActions(section);
    await section.getByRole("button", { name: "Exportieren" }).click();
    const download = await downloadWait;
    await expect(notice).toContainText("Export erfolgreich.");
    expect(download.suggestedFilename()).toBe(`time-recording-${today()}.json`);
    const exported = JSON.parse(await readFile((await download.path())!, "utf8"));
    expect(exported).toMatchObject({ format: "time-recording-calendar", version: 1 });
    expect(exported.events).toContainEqual(
      expect.objectContaining({ title: "Abnahme Autoklav 7", allDay: false, start: `${today()}T14:00:00`, end: `${today()}T15:30:00` }),
    );

    // Deleting a timed entry asks first; cancelling keeps it.
    await entry(section, "Abnahme Autoklav 7").click();
    const edit = page.getByRole("dialog", { name: "Eintrag bearbeiten" });
    await edit.getByRole("button", { name: "Löschen" }).click();
    await answer(page, /Den Eintrag „Abnahme Autoklav 7“ \(.+\) löschen\?/, false);
    await edit.getByRole("button", { name: "Löschen" }).click();
    await answer(page, "Abnahme Autoklav 7", true);
    await expect(edit).toBeHidden();
    await expect(notice).toContainText("Eintrag gelöscht.");
    await expect(entry(section, "Abnahme Autoklav 7")).toHaveCount(0);

    // Import the export: asks before overwriting, then the entry is back.
    await section.getByTestId("time-recording-import").setInputFiles((await download.path())!);
    await answer(page, /importieren\? Die Einträge der Datei überschreiben alle Einträge im Kalender\./, true);
    await expect(notice).toContainText("Daten erfolgreich importiert und überschrieben.");
    await expect(entry(section, "Abnahme Autoklav 7")).toBeVisible();
    await section.getByRole("button", { name: "Speichern" }).click();
    await expect(section.locator("[data-state]")).toHaveText(/Alle Änderungen gespeichert/);
    await page.reload();
    await calendarReady(section);
    await listView(section).click();
    await expect(entry(section, "Abnahme Autoklav 7")).toBeVisible();
  });

  test("broken import files are refused with the messages of the spec, and nothing changes", async ({ page }) => {
    const section = await openCalendar(page);
    const notice = section.locator("[aria-live=polite]").first();
    await listView(section).click();
    const entries = entry(section, "Projektarbeit");
    const before = await entries.count();
    expect(before).toBeGreaterThan(0);
    const importFile = (name: string, text: string) =>
      section.getByTestId("time-recording-import").setInputFiles({ name, mimeType: "application/json", buffer: Buffer.from(text) });

    await importFile("kaputt.json", '{"events": [ {"title": "x"');
    await expect(notice.getByRole("alert")).toHaveText("Defekte JSON-Datei");

    await importFile("fremd.json", '{"tasks": []}');
    await expect(notice.getByRole("alert")).toContainText("Fehler beim Parsen der Importdatei");
    await expect(notice.getByRole("alert")).toContainText("Sie enthält keine Liste von Ereignissen.");

    await importFile(
      "falsch.json",
      JSON.stringify({ events: [{ title: "Gut", start: `${today()}T08:00`, end: `${today()}T09:00` }, { title: "Schlecht", start: `${today()}T10:00`, end: `${today()}T09:00` }] }),
    );
    await expect(notice.getByRole("alert")).toContainText("Fehler beim Parsen der Importdatei");
    await expect(notice.getByRole("alert")).toContainText("Ereignis 2: Das Ende liegt nicht nach dem Beginn.");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(entries).toHaveCount(before);
    await expect(entry(section, "Schlecht")).toHaveCount(0);
  });

  test("all-day events: none selected, then the selected one deleted; reset and delete all with confirmation", async ({ page }) => {
    const section = await openCalendar(page);
    const notice = section.locator("[aria-live=polite]").first();
    await listView(section).click();

    // The deletions wait folded under the calendar, away from the everyday buttons above it.
    await expect(section.getByRole("button", { name: "Alle Ereignisse löschen" })).toBeHidden();
    await openMoreActions(section);
    await section.getByRole("button", { name: "Ausgewähltes ganztägiges Ereignis löschen" }).click();
    await expect(notice.getByRole("alert")).toHaveText("Kein ganztägiges Ereignis ausgewählt.");

    // A timed entry selected is not an all-day one either.
    await entry(section, "Teambesprechung").click();
    await page.getByRole("dialog", { name: "Eintrag bearbeiten" }).getByRole("button", { name: "Abbrechen" }).click();
    await section.getByRole("button", { name: "Ausgewähltes ganztägiges Ereignis löschen" }).click();
    await expect(notice.getByRole("alert")).toHaveText("Kein ganztägiges Ereignis ausgewählt.");

    await entry(section, "Fortbildung").click();
    await page.getByRole("dialog", { name: "Eintrag bearbeiten" }).getByRole("button", { name: "Abbrechen" }).click();
    await expect(section.getByText(/Ausgewählt: Fortbildung/)).toBeVisible();
    await section.getByRole("button", { name: "Ausgewähltes ganztägiges Ereignis löschen" }).click();
    await answer(page, /Das ganztägige Ereignis „Fortbildung“ \(.+\) löschen\?/, true);
    await expect(notice).toContainText("Eintrag gelöscht.");
    await expect(entry(section, "Fortbildung")).toHaveCount(0);

    await section.getByRole("button", { name: "Alle Ereignisse löschen" }).click();
    await answer(page, "Alle Ereignisse des Kalenders löschen?", false);
    await expect(entry(section, "Teambesprechung")).toBeVisible();
    await section.getByRole("button", { name: "Alle Ereignisse löschen" }).click();
    await answer(page, "Alle Ereignisse des Kalenders löschen?", true);
    await expect(notice).toContainText("Alle Ereignisse gelöscht.");
    await expect(entry(section, "Teambesprechung")).toHaveCount(0);

    await section.getByRole("button", { name: "Auf Anfangsdaten zurücksetzen" }).click();
    await answer(page, "Den Kalender auf die Anfangsdaten zurücksetzen?", true);
    await expect(notice).toContainText("Daten auf den Anfangswert zurückgesetzt.");
    await expect(entry(section, "Fortbildung")).toBeVisible();
  });

  test("month, week, day and list views with the moon phase on every day", async ({ page }) => {
    const section = await openCalendar(page);
    const moons = section.locator("svg.moon-icon[role=img]");
    await viewButton(section, "Monat").click();
    // Round 84 replaced a moon in each of the 28 to 42 day cells: the month grid shows it on the days
    // of the four principal phases only (four to six in its weeks), plus the large moon of the header.
    const cellMoons = section.getByTestId("time-recording-calendar").locator("[role=cell] svg.moon-icon[role=img]");
    expect(await cellMoons.count()).toBeGreaterThanOrEqual(4);
    expect(await cellMoons.count()).toBeLessThanOrEqual(7);
    for (const label of await cellMoons.evaluateAll((icons) => icons.map((icon) => icon.getAttribute("aria-label") ?? ""))) {
      expect(label).toMatch(/^(Neumond|Erstes Viertel|Vollmond|Letztes Viertel) \(\d+\s%\s?beleuchtet\)/);
    }
    await expect(moons.first()).toHaveAttribute("aria-label", /(Neumond|Sichel|Viertel|Mond|Vollmond) \(\d+\s%\s?beleuchtet\)/);
    await viewButton(section, "Woche").click();
    await expect(moons).toHaveCount(8);
    await viewButton(section, "Tag").click();
    await expect(moons).toHaveCount(2);
    await listView(section).click();
    await expect(entry(section, "Projektarbeit").first()).toBeVisible();
    // Entries open from the keyboard too; Escape closes the dialog again.
    await section.getByTestId("time-recording-calendar").getByRole("button", { name: /Teambesprechung/ }).focus();
    await page.keyboard.press("Enter");
    const editor = page.getByRole("dialog", { name: "Eintrag bearbeiten" });
    await expect(editor.getByLabel("Titel")).toHaveValue("Teambesprechung");
    await page.keyboard.press("Escape");
    await expect(editor).toBeHidden();
  });

  test("the place for sun and moon is validated, applied in its own time zone and remembered", async ({ page }) => {
    const section = await openCalendar(page);
    const sky = section.locator("section[aria-labelledby=sky-heading]");
    await expect(sky.locator("#sky-heading")).toContainText("Sonne und Mond in Osnabrück");
    await expect(sky.locator("[data-sky=sunrise] dd")).toHaveText(/^\d\d:\d\d$/);
    await sky.getByText("Ort ändern").click();
    await sky.getByLabel("Breitengrad").fill("95");
    await sky.getByLabel("Längengrad").fill("abc");
    await sky.getByRole("button", { name: "Ort übernehmen" }).click();
    await expect(sky.getByText("Bitte geben Sie einen Wert von −90 bis 90 ein.")).toBeVisible();
    await expect(sky.getByText("Das ist keine Zahl in Dezimalgrad.")).toBeVisible();
    await expect(sky.getByLabel("Breitengrad")).toBeFocused();
    await expect(sky.locator("#sky-heading")).toContainText("Osnabrück");

    await sky.getByLabel("Name des Ortes").fill("Sydney");
    await sky.getByLabel("Breitengrad").fill("-33,8688");
    await sky.getByLabel("Längengrad").fill("151,2093");
    await sky.getByLabel("Zeitzone").selectOption("Australia/Sydney");
    await sky.getByRole("button", { name: "Ort übernehmen" }).click();
    await expect(section.getByText("Ort übernommen und gemerkt.")).toBeVisible();
    await expect(sky.locator("#sky-heading")).toContainText("Sonne und Mond in Sydney");
    await expect(sky).toContainText("Zeiten in der Zone Australia/Sydney");
    // Sydney's sunrise lies between 05:30 and 07:30 local time all year.
    await expect(sky.locator("[data-sky=sunrise] dd")).toHaveText(/^0[5-7]:\d\d$/);
    await page.reload();
    await calendarReady(section);
    await expect(section.locator("#sky-heading")).toContainText("Sydney");
  });

  test("Arabic: right to left at phone width, nothing wider than the screen, no serious axe findings", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const section = await openCalendar(page, "ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(section.getByRole("button", { name: "إدخال جديد" })).toBeVisible();
    await expect(section.locator("[data-state]")).toHaveText(/حُفظت كل التغييرات/);
    // The home place under its Arabic name.
    await expect(section.locator("#sky-heading")).toContainText("الشمس والقمر في أوسنابروك");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
    const serious = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
    expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(" ")} ${node.failureSummary ?? ""} ${node.html}`).join("; ")}`)).toEqual([]);
  });

  test("phone: the calendar with its whole title in the first screen, under the two everyday buttons", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const section = await openCalendar(page, "en");
    for (const locale of ["en", "ta"]) {
      if (locale !== "en") {
        await page.goto(calendarUrl(locale));
        await calendarReady(section);
      }
      const calendar = section.getByTestId("time-recording-calendar");
      expect((await calendar.boundingBox())!.y, `${locale}: the calendar starts in the first screen`).toBeLessThan(844 - 200);
      await expect(section.getByRole("toolbar").first().getByRole("button")).toHaveCount(2);
      // Nothing, the week's title ("November 29 – December 5, 2026") included, runs past the calendar's edge.
      const spill = await calendar.evaluate((frame) => {
        const { left, right } = frame.getBoundingClientRect();
        // FullCalendar measures text far off to the left (x = -10000): not a spill.
        const shown = [...frame.querySelectorAll("*")].map((element) => ({ element, box: element.getBoundingClientRect() })).filter(({ box }) => box.width > 0 && box.left > -5000);
        return shown.filter(({ box }) => box.right > right + 1 || box.left < left - 1).map(({ element }) => element.textContent?.slice(0, 40));
      });
      expect(spill, locale).toEqual([]);
      if (locale === "ta") {
        // Tamil times run on the 24-hour clock, as the site's texts do: ICU's Tamil writes the Latin AM/PM.
        await expect(calendar.getByText(/\d\d:\d\d/).first()).toBeVisible();
        await expect(calendar).not.toContainText(/AM|PM/);
        await expect(section.locator("[data-sky=sunrise] dd")).toHaveText(/^\d\d:\d\d$/);
      }
    }
  });

  test("FullCalendar is loaded on the calendar's own view only", async ({ page }) => {
    const requested: string[] = [];
    page.on("response", (response) => {
      if (response.url().endsWith(".js")) requested.push(response.url());
    });
    await openCalendar(page);
    const calendarChunks: string[] = [];
    for (const url of new Set(requested)) {
      // Node cannot resolve *.localhost; static chunks are the same on every host.
      const text = await (await page.request.get(`${ORIGIN}${new URL(url).pathname}`)).text();
      if (text.includes("dayGridMonth")) calendarChunks.push(new URL(url).pathname);
    }
    expect(calendarChunks.length).toBeGreaterThan(0);
    requested.length = 0;
    for (const path of ["/de", "/de/imprint", "/de/cv", "/de/various", "/de/various/settings", "/de/various/editor", "/de/various/playground"]) {
      await page.goto(siteUrl(SITE, path), { waitUntil: "networkidle" });
      await expect(page.locator("h1")).toBeVisible();
    }
    expect(requested.map((url) => new URL(url).pathname).filter((path) => calendarChunks.includes(path))).toEqual([]);
  });
});
