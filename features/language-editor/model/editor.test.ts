import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { fillTemplate } from "@/lib/format/fill-template";
import { locales } from "@/lib/i18n/locales";
import en from "@/messages/en.json";
import {
  addLanguage,
  applyReplacements,
  changedLanguages,
  clearAll,
  copyAsJson,
  copyAsSpreadsheet,
  deleteLanguage,
  downloadFile,
  editsOf,
  entryStatus,
  fillEmpty,
  findLanguage,
  previewPairs,
  readPaste,
  serverSet,
  setText,
  startLanguage,
  stateFromServer,
  stateWithEdits,
  type ServerSet,
} from "./editor-state";
import { flattenFile, serializeFile, type FlatFile } from "./language-file";
import { placeholderMismatch, placeholdersOf } from "@/lib/format/placeholders";
import { parseSpreadsheet, toSpreadsheet } from "./spreadsheet";

const source = (locale: string) => readFileSync(`messages/${locale}.json`, "utf8");

function flat(value: unknown): FlatFile {
  const result = flattenFile(value);
  if (!result.ok) throw new Error(`not a language file at ${result.key}`);
  return result.file;
}

const siteFiles = new Map(locales.map((locale) => [locale, flat(JSON.parse(source(locale)))]));
const site = serverSet(siteFiles);

/** A small site with three keys, for readable expectations. */
const small: ServerSet = serverSet(
  new Map([
    ["en", flat({ name: "English", version: "1.0.0", dependencies: ["next-intl@4"], shell: { darkMode: "Dark mode", home: "Home page of {site}" }, list: ["One", "Two"] })],
    ["de", flat({ name: "Deutsch", version: "1.2.3", dependencies: ["next-intl@4"], shell: { darkMode: "Dunkelmodus", home: "" }, list: ["Eins", "Two"] })],
    ["ar", flat({ name: "العربية", version: "1.0.0", dependencies: ["next-intl@4"], shell: { darkMode: "الوضع الداكن", home: "الصفحة الرئيسية لـ {site}" }, list: ["واحد", "اثنان"] })],
  ]),
);

describe("language files", () => {
  it.each(locales)("%s is rebuilt byte for byte from its flat texts", (locale) => {
    const file = siteFiles.get(locale)!;
    expect(serializeFile(file.meta, file.tree, [...file.texts.keys()], file.texts, file.arrayPaths)).toBe(source(locale));
  });

  it("numbers the texts inside arrays and keeps them arrays in a download", () => {
    expect(small.keys).toEqual(["shell.darkMode", "shell.home", "list.0", "list.1"]);
    const state = setText(stateFromServer(small), "de", "list.1", "Zwei");
    const { fileName, text } = downloadFile(findLanguage(state, "de")!, small);
    expect(fileName).toBe("de.json");
    expect(JSON.parse(text)).toEqual({
      name: "Deutsch",
      version: "1.2.4",
      dependencies: ["next-intl@4"],
      shell: { darkMode: "Dunkelmodus", home: "" },
      list: ["Eins", "Zwei"],
    });
  });

  it("names the first value that is not a text", () => {
    expect(flattenFile({ name: "x", version: "1", dependencies: [], a: { b: 5 } })).toEqual({ ok: false, key: "a.b" });
    expect(flattenFile("text")).toEqual({ ok: false, key: "" });
  });
});

describe("spreadsheet clipboard", () => {
  it("reads quoted cells with tabs, quotes and line breaks as Excel writes them", () => {
    const excel = 'key\tde\r\nshell.home\t"Zeile 1\r\nZeile 2"\r\nquote\t"Er sagte ""Hallo"""\r\ntab\t"a\tb"\r\n';
    expect(parseSpreadsheet(excel)).toEqual([
      ["key", "de"],
      ["shell.home", "Zeile 1\r\nZeile 2"],
      ["quote", 'Er sagte "Hallo"'],
      ["tab", "a\tb"],
    ]);
  });

  it("reads LibreOffice rows (LF, quotes left in unquoted cells, empty cells)", () => {
    const calc = 'a\t"Hi" she said\n\tlast\n"multi\nline"\t\n';
    expect(parseSpreadsheet(calc)).toEqual([
      ["a", '"Hi" she said'],
      ["", "last"],
      ["multi\nline", ""],
    ]);
  });

  it("keeps empty rows inside a column and drops only the final line break", () => {
    expect(parseSpreadsheet("x\r\n\r\ny\r\n\r\n")).toEqual([["x"], [""], ["y"], [""]]);
  });

  it("round-trips every text of every language file", () => {
    const rows = [["key", ...locales], ...site.keys.map((key) => [key, ...locales.map((locale) => siteFiles.get(locale)?.texts.get(key) ?? "")])];
    const tricky = [["quotes \"inside\"", "\"starts with a quote", "tab\there", "line\nbreak", "crlf\r\nbreak", "", " spaced "]];
    expect(parseSpreadsheet(toSpreadsheet([...rows, ...tricky]))).toEqual([...rows, ...tricky]);
  });
});

describe("loading messages", () => {
  // The exhausted text is the specification's, word for word; the retry line says in plain English what happens.
  it("are the catalogue's texts word for word", () => {
    expect(en.languageEditor.retry).toBe("Reconnecting…");
    expect(en.languageEditor.retriesExhausted).toBe("Maximum number of retries reached. Reload page manually if necessary.");
  });
});

describe("pasting", () => {
  const state = stateFromServer(small);

  it("needs one row per text key and says how many it got and expected", () => {
    expect(readPaste("Eins\nZwei\n", state, small, "de")).toEqual({ ok: false, error: { code: "rowCount", actual: 2, expected: 4 } });
    const header = "key\tde\r\nshell.darkMode\tA\r\n";
    expect(readPaste(header, state, small, "de")).toEqual({ ok: false, error: { code: "rowCount", actual: 1, expected: 4 } });
    expect(fillTemplate(en.languageEditor.errors.rowCount, { actual: "2", expected: "4" })).toBe(
      "The pasted table has 2 rows, but 4 are needed: one per text key.",
    );
  });

  it("replaces a language from one column in key order, with line breaks as in the language files", () => {
    const result = readPaste('Dunkel\r\n"Start von\r\n{site}"\r\n\r\nZwei\r\n', state, small, "de");
    if (!result.ok) throw new Error(result.error.code);
    const next = applyReplacements(state, small, result.value);
    expect([...findLanguage(next, "de")!.texts.values()]).toEqual(["Dunkel", "Start von\n{site}", "", "Zwei"]);
  });

  it("replaces the languages named in the header row, checking the keys", () => {
    const text = copyAsSpreadsheet(setText(state, "ar", "list.0", "١"), small, ["en", "ar"]);
    const result = readPaste(text, state, small, "de");
    if (!result.ok) throw new Error(result.error.code);
    expect(result.value.map((entry) => entry.iso)).toEqual(["en", "ar"]);
    expect(result.value[1]?.texts.get("list.0")).toBe("١");
    const wrongKey = text.replace("list.0", "list.9");
    expect(readPaste(wrongKey, state, small, "de")).toEqual({ ok: false, error: { code: "keyMismatch", row: 4, found: "list.9", expected: "list.0" } });
    expect(readPaste("key\tfr\n", state, small, "de")).toEqual({ ok: false, error: { code: "unknownLanguage", iso: "fr" } });
    expect(readPaste("a\tb\nc\td\n", state, small, "de")).toEqual({ ok: false, error: { code: "headerMissing" } });
  });

  it("reads JSON of languages by code, adding a new one, and a single file for the selected language", () => {
    const json = copyAsJson(state, small, ["de"]).replace('"de"', '"fr"').replace("Deutsch", "Français");
    const result = readPaste(json, state, small, "de");
    if (!result.ok) throw new Error(result.error.code);
    const next = applyReplacements(state, small, result.value);
    expect(findLanguage(next, "fr")).toMatchObject({ name: "Français", added: true });
    const single = readPaste(JSON.stringify({ name: "Deutsch", version: "1.0.0", shell: { darkMode: "Dunkel" } }), state, small, "de");
    expect(single.ok && single.value[0]?.iso).toBe("de");
    expect(single.ok && single.value[0]?.texts.get("shell.home")).toBe("");
  });

  it("refuses JSON with keys the site does not have or values that are not texts", () => {
    expect(readPaste('{"de": {"name": "D", "shell": {"nope": "x"}}}', state, small, "de")).toEqual({ ok: false, error: { code: "unknownKey", key: "shell.nope" } });
    expect(readPaste('{"de": {"name": "D", "shell": {"darkMode": 1}}}', state, small, "de")).toEqual({ ok: false, error: { code: "notText", key: "shell.darkMode" } });
    expect(readPaste("   ", state, small, "de")).toEqual({ ok: false, error: { code: "emptyClipboard" } });
  });
});

describe("editing", () => {
  const state = stateFromServer(small);

  it("opens on a language to translate into: the page's own unless it is English, else the first other one", () => {
    expect(startLanguage("ar", locales)).toBe("ar");
    expect(startLanguage("ta", locales)).toBe("ta");
    expect(startLanguage("en", locales)).toBe("de");
    // A page language the editor does not hold, or an editor of English alone.
    expect(startLanguage("fr", ["en", "it"])).toBe("it");
    expect(startLanguage("en", ["en"])).toBe("en");
  });

  it("marks empty entries, copies of English and differing placeholders", () => {
    expect(entryStatus(state, "de", "shell.home")).toEqual({ empty: true, sameAsEnglish: false, mismatch: undefined });
    expect(entryStatus(state, "de", "list.1")).toMatchObject({ empty: false, sameAsEnglish: true });
    const wrong = setText(state, "de", "shell.home", "Startseite von {seite}");
    expect(entryStatus(wrong, "de", "shell.home").mismatch).toEqual({ missing: ["site"], extra: ["seite"] });
  });

  it("adds a language with a valid, new code and a name; deletes any but English", () => {
    expect(addLanguage(state, small, "French", "Français")).toEqual({ ok: false, error: { code: "invalidCode" } });
    expect(addLanguage(state, small, "de", "Deutsch")).toEqual({ ok: false, error: { code: "exists", iso: "de" } });
    expect(addLanguage(state, small, "fr", " ")).toEqual({ ok: false, error: { code: "nameMissing" } });
    const added = addLanguage(state, small, "pt-BR", "Português");
    if (!added.ok) throw new Error(added.error.code);
    expect(findLanguage(added.value, "pt-BR")?.texts.get("shell.darkMode")).toBe("");
    expect(deleteLanguage(added.value, "en")).toBe(added.value);
    const without = deleteLanguage(added.value, "de");
    expect(without.languages.map((language) => language.iso)).toEqual(["en", "ar", "pt-BR"]);
    expect(without.deleted).toEqual(["de"]);
  });

  it("fills empty entries from English and clears all", () => {
    const { state: filled, filled: count } = fillEmpty(state, "de");
    expect(count).toBe(1);
    expect(findLanguage(filled, "de")?.texts.get("shell.home")).toBe("Home page of {site}");
    expect([...findLanguage(clearAll(filled, "de"), "de")!.texts.values()]).toEqual(["", "", "", ""]);
  });

  it("keeps only differences in the browser and restores them", () => {
    let edited = setText(state, "de", "shell.darkMode", "Dunkel");
    const added = addLanguage(edited, small, "fr", "Français");
    if (!added.ok) throw new Error(added.error.code);
    edited = setText(deleteLanguage(added.value, "ar"), "fr", "list.0", "Un");
    const edits = editsOf(edited, small);
    expect(edits).toEqual({
      languages: {
        de: { name: "Deutsch", added: false, texts: { "shell.darkMode": "Dunkel" } },
        fr: { name: "Français", added: true, texts: { "list.0": "Un" } },
      },
      deleted: ["ar"],
    });
    const restored = stateWithEdits(small, edits);
    expect(restored).toEqual(edited);
    expect(changedLanguages(restored, small).map(({ language, changes }) => [language.iso, changes])).toEqual([["de", 1], ["fr", 1]]);
  });

  it("previews what the site shows, with English where a language is empty", () => {
    let edited = setText(state, "de", "shell.darkMode", "Dunkles Design");
    edited = setText(edited, "en", "shell.home", "Start of {site}");
    edited = setText(edited, "ar", "list.0", "الأول");
    expect(previewPairs(edited, small, ["en", "de", "ar"])).toEqual({
      en: [["Home page of {site}", "Start of {site}"]],
      de: [["Dunkelmodus", "Dunkles Design"], ["Home page of {site}", "Start of {site}"]],
      ar: [["واحد", "الأول"]],
    });
  });
});

describe("placeholders", () => {
  it("finds arguments, plural and select arguments, and tags, but not branch texts", () => {
    expect(placeholdersOf("Home page of {site}")).toEqual(["site"]);
    expect(placeholdersOf("{week, select, 1 {First} other {{week, selectordinal, one {#st} other {#th}}}} Sunday of {season}")).toEqual(["season", "week"]);
    expect(placeholdersOf("{week, select, 0 {{weekday} after Ash Wednesday} other {{weekday} of Lent}}")).toEqual(["week", "weekday"]);
    expect(placeholdersOf("Read the <link>terms</link> of {site}")).toEqual(["<link>", "site"]);
    expect(placeholdersOf("It's '{literal}' text")).toEqual([]);
  });

  it("flags a translation whose placeholders differ, not an empty one", () => {
    expect(placeholderMismatch("Photo {index} of {total}", "Foto {index} von {total}")).toBeUndefined();
    expect(placeholderMismatch("Photo {index} of {total}", "Foto {index}")).toEqual({ missing: ["total"], extra: [] });
    expect(placeholderMismatch("Photo {index} of {total}", "")).toBeUndefined();
  });

  it("agrees with every translated file of the site", () => {
    const english = siteFiles.get("en")!.texts;
    const mismatches = locales.flatMap((locale) =>
      [...siteFiles.get(locale)!.texts].filter(([key, text]) => placeholderMismatch(english.get(key) ?? "", text)).map(([key]) => `${locale}:${key}`),
    );
    expect(mismatches).toEqual([]);
  });
});
