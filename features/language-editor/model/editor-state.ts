import { isRecord } from "@/lib/client/storage/validate";
import { flattenFile, nestedFile, nextVersion, serializeFile, type FlatFile } from "./language-file";
import { hasOnlySimpleArguments, placeholderMismatch, type PlaceholderMismatch } from "@/lib/format/placeholders";
import { parseSpreadsheet, toSpreadsheet } from "./spreadsheet";

/** The language every other one falls back to; its keys are the list of text keys. */
export const REFERENCE = "en";
const ISO_CODE = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/;
const RIGHT_TO_LEFT = new Set(["ar", "he", "fa", "ur", "yi", "ps", "sd", "ug", "dv", "ckb"]);

export function directionOfCode(iso: string): "ltr" | "rtl" {
  return RIGHT_TO_LEFT.has(iso.split("-")[0] ?? "") ? "rtl" : "ltr";
}

/** The language files as the server serves them. */
export interface ServerSet {
  /** Every text key: English order, then keys only other files have. */
  keys: string[];
  arrayPaths: Set<string>;
  files: Map<string, FlatFile>;
}

export interface EditorLanguage {
  iso: string;
  name: string;
  /** A text for every key ("" when empty). */
  texts: Map<string, string>;
  /** Not among the site's files: added in this browser. */
  added: boolean;
}

export interface EditorState {
  languages: EditorLanguage[];
  /** Site languages deleted in the editor. */
  deleted: string[];
}

export type EditorError =
  | { code: "rowCount"; actual: number; expected: number }
  | { code: "keyMismatch"; row: number; found: string; expected: string }
  | { code: "unknownLanguage"; iso: string }
  | { code: "headerMissing" }
  | { code: "emptyClipboard" }
  | { code: "notLanguages" }
  | { code: "notText"; key: string }
  | { code: "unknownKey"; key: string }
  | { code: "invalidCode" }
  | { code: "exists"; iso: string }
  | { code: "nameMissing" };

export type Outcome<T> = { ok: true; value: T } | { ok: false; error: EditorError };

export function serverSet(files: ReadonlyMap<string, FlatFile>): ServerSet {
  const keys = new Set<string>(files.get(REFERENCE)?.texts.keys() ?? []);
  const arrayPaths = new Set<string>();
  for (const file of files.values()) {
    for (const key of file.texts.keys()) keys.add(key);
    for (const path of file.arrayPaths) arrayPaths.add(path);
  }
  return { keys: [...keys], arrayPaths, files: new Map(files) };
}

function completeTexts(keys: readonly string[], texts: ReadonlyMap<string, string>): Map<string, string> {
  return new Map(keys.map((key) => [key, texts.get(key) ?? ""]));
}

export function stateFromServer(server: ServerSet): EditorState {
  return {
    languages: [...server.files].map(([iso, file]) => ({ iso, name: file.meta.name, texts: completeTexts(server.keys, file.texts), added: false })),
    deleted: [],
  };
}

/**
 * The language a translator opens the editor on: the page's language when it is not the source
 * (English), otherwise the first other language the editor holds.
 */
export function startLanguage(pageLocale: string, languages: readonly string[]): string {
  if (pageLocale !== REFERENCE && languages.includes(pageLocale)) return pageLocale;
  return languages.find((iso) => iso !== REFERENCE) ?? REFERENCE;
}

export function findLanguage(state: EditorState, iso: string): EditorLanguage | undefined {
  return state.languages.find((language) => language.iso === iso);
}

function replaceLanguage(state: EditorState, iso: string, change: (language: EditorLanguage) => EditorLanguage): EditorState {
  return { ...state, languages: state.languages.map((language) => (language.iso === iso ? change(language) : language)) };
}

export function setText(state: EditorState, iso: string, key: string, text: string): EditorState {
  return replaceLanguage(state, iso, (language) => ({ ...language, texts: new Map(language.texts).set(key, text) }));
}

export function addLanguage(state: EditorState, server: ServerSet, isoInput: string, nameInput: string): Outcome<EditorState> {
  const iso = isoInput.trim();
  const name = nameInput.trim();
  if (!ISO_CODE.test(iso)) return { ok: false, error: { code: "invalidCode" } };
  if (findLanguage(state, iso)) return { ok: false, error: { code: "exists", iso } };
  if (!name) return { ok: false, error: { code: "nameMissing" } };
  const language: EditorLanguage = { iso, name: name.slice(0, 60), texts: completeTexts(server.keys, new Map()), added: !server.files.has(iso) };
  return { ok: true, value: { languages: [...state.languages, language], deleted: state.deleted.filter((code) => code !== iso) } };
}

/** English stays: it is the reference every language falls back to. */
export function deleteLanguage(state: EditorState, iso: string): EditorState {
  const language = findLanguage(state, iso);
  if (!language || iso === REFERENCE) return state;
  return {
    languages: state.languages.filter((entry) => entry.iso !== iso),
    deleted: language.added ? state.deleted : [...state.deleted, iso],
  };
}

/** Empty entries take the English text; returns how many were filled. */
export function fillEmpty(state: EditorState, iso: string): { state: EditorState; filled: number } {
  const english = findLanguage(state, REFERENCE);
  let filled = 0;
  const next = replaceLanguage(state, iso, (language) => {
    const texts = new Map(language.texts);
    for (const [key, text] of texts) {
      const source = english?.texts.get(key) ?? "";
      if (!text && source) {
        texts.set(key, source);
        filled += 1;
      }
    }
    return { ...language, texts };
  });
  return { state: next, filled };
}

export function clearAll(state: EditorState, iso: string): EditorState {
  return replaceLanguage(state, iso, (language) => ({ ...language, texts: new Map([...language.texts.keys()].map((key) => [key, ""])) }));
}

export interface EntryStatus {
  empty: boolean;
  /** A non-English text identical to the English one: probably not translated. */
  sameAsEnglish: boolean;
  mismatch?: PlaceholderMismatch;
}

export function entryStatus(state: EditorState, iso: string, key: string): EntryStatus {
  return statusOf(iso, findLanguage(state, iso)?.texts.get(key) ?? "", findLanguage(state, REFERENCE)?.texts.get(key) ?? "");
}

export function statusOf(iso: string, text: string, english: string): EntryStatus {
  const reference = iso === REFERENCE;
  return {
    empty: text === "",
    sameAsEnglish: !reference && text !== "" && text === english && /\p{L}{2}/u.test(text),
    mismatch: reference ? undefined : placeholderMismatch(english, text),
  };
}

export interface Replacement {
  iso: string;
  /** Set for a language the paste adds. */
  name?: string;
  texts: Map<string, string>;
}

/** Reads the clipboard: a JSON language file, JSON of several files by code, or spreadsheet rows. */
export function readPaste(text: string, state: EditorState, server: ServerSet, selected: string): Outcome<Replacement[]> {
  if (!text.trim()) return { ok: false, error: { code: "emptyClipboard" } };
  if (/^\s*\{/.test(text)) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    if (parsed !== undefined) return readJsonPaste(parsed, state, server, selected);
  }
  return readSpreadsheetPaste(parseSpreadsheet(text), state, server, selected);
}

function readJsonPaste(parsed: unknown, state: EditorState, server: ServerSet, selected: string): Outcome<Replacement[]> {
  if (!isRecord(parsed)) return { ok: false, error: { code: "notLanguages" } };
  const single = typeof parsed.name === "string" || typeof parsed.version === "string";
  const files: [string, unknown][] = single ? [[selected, parsed]] : Object.entries(parsed);
  if (files.length === 0) return { ok: false, error: { code: "notLanguages" } };
  const known = new Set(server.keys);
  const replacements: Replacement[] = [];
  for (const [iso, content] of files) {
    if (!ISO_CODE.test(iso)) return { ok: false, error: { code: "notLanguages" } };
    const existing = findLanguage(state, iso);
    const flat = flattenFile(content, { name: existing?.name ?? iso, version: "1.0.0", dependencies: [] });
    if (!flat.ok) return { ok: false, error: { code: "notText", key: flat.key } };
    const unknownKey = [...flat.file.texts.keys()].find((key) => !known.has(key));
    if (unknownKey !== undefined) return { ok: false, error: { code: "unknownKey", key: unknownKey } };
    replacements.push({ iso, name: existing ? undefined : flat.file.meta.name, texts: completeTexts(server.keys, flat.file.texts) });
  }
  return { ok: true, value: replacements };
}

/** Line breaks inside cells come as CRLF from some spreadsheets; the language files use LF. */
const newlines = (text: string) => text.replace(/\r\n?/g, "\n");

function readSpreadsheetPaste(rawRows: string[][], state: EditorState, server: ServerSet, selected: string): Outcome<Replacement[]> {
  const rows = rawRows.map((row) => row.map(newlines));
  const expected = server.keys.length;
  const header = rows[0];
  if (header && header[0]?.trim().toLowerCase() === "key") {
    const codes = header.slice(1).map((cell) => cell.trim());
    const unknown = codes.find((iso) => !findLanguage(state, iso));
    if (unknown !== undefined) return { ok: false, error: { code: "unknownLanguage", iso: unknown } };
    const body = rows.slice(1);
    if (body.length !== expected) return { ok: false, error: { code: "rowCount", actual: body.length, expected } };
    const mismatch = body.findIndex((row, index) => (row[0] ?? "").trim() !== server.keys[index]);
    if (mismatch >= 0) {
      return { ok: false, error: { code: "keyMismatch", row: mismatch + 2, found: body[mismatch]?.[0] ?? "", expected: server.keys[mismatch] ?? "" } };
    }
    return {
      ok: true,
      value: codes.map((iso, column) => ({ iso, texts: new Map(server.keys.map((key, index) => [key, body[index]?.[column + 1] ?? ""])) })),
    };
  }
  if (rows.some((row) => row.length > 1)) return { ok: false, error: { code: "headerMissing" } };
  if (rows.length !== expected) return { ok: false, error: { code: "rowCount", actual: rows.length, expected } };
  return { ok: true, value: [{ iso: selected, texts: new Map(server.keys.map((key, index) => [key, rows[index]?.[0] ?? ""])) }] };
}

export function applyReplacements(state: EditorState, server: ServerSet, replacements: readonly Replacement[]): EditorState {
  let next = state;
  for (const { iso, name, texts } of replacements) {
    if (!findLanguage(next, iso)) {
      const added = addLanguage(next, server, iso, name ?? iso);
      if (added.ok) next = added.value;
    }
    next = replaceLanguage(next, iso, (language) => ({ ...language, texts: completeTexts(server.keys, texts) }));
  }
  return next;
}

/** The languages as JSON: `{ "<code>": <language file> }`, the format a JSON paste reads. */
export function copyAsJson(state: EditorState, server: ServerSet, codes: readonly string[]): string {
  const files = Object.fromEntries(
    codes.flatMap((iso) => {
      const language = findLanguage(state, iso);
      return language ? [[iso, nestedFile(metaOf(language, server), templateOf(language, server), server.keys, language.texts, server.arrayPaths)]] : [];
    }),
  );
  return `${JSON.stringify(files, null, 2)}\n`;
}

/** Key column and one column per language, with a header row of codes. */
export function copyAsSpreadsheet(state: EditorState, server: ServerSet, codes: readonly string[]): string {
  const languages = codes.map((iso) => findLanguage(state, iso)).filter((language) => language !== undefined);
  return toSpreadsheet([
    ["key", ...languages.map((language) => language.iso)],
    ...server.keys.map((key) => [key, ...languages.map((language) => language.texts.get(key) ?? "")]),
  ]);
}

/** A site language keeps its own file's structure; a new one takes the English structure. */
function templateOf(language: EditorLanguage, server: ServerSet): Record<string, unknown> {
  return (server.files.get(language.iso) ?? server.files.get(REFERENCE))?.tree ?? {};
}

function metaOf(language: EditorLanguage, server: ServerSet) {
  const file = server.files.get(language.iso);
  const reference = server.files.get(REFERENCE);
  return {
    name: language.name,
    version: file ? file.meta.version : "1.0.0",
    dependencies: file?.meta.dependencies ?? reference?.meta.dependencies ?? [],
  };
}

function changedKeys(language: EditorLanguage, server: ServerSet): string[] {
  const file = server.files.get(language.iso);
  return server.keys.filter((key) => (language.texts.get(key) ?? "") !== (file?.texts.get(key) ?? ""));
}

/** Languages a maintainer should download: added ones and site languages with changed texts. */
export function changedLanguages(state: EditorState, server: ServerSet): { language: EditorLanguage; changes: number }[] {
  return state.languages
    .map((language) => ({ language, changes: changedKeys(language, server).length }))
    .filter(({ language, changes }) => language.added || changes > 0 || language.name !== server.files.get(language.iso)?.meta.name);
}

/** The file to commit as messages/<code>.json; an edited site file gets the next version. */
export function downloadFile(language: EditorLanguage, server: ServerSet): { fileName: string; text: string } {
  const meta = metaOf(language, server);
  const version = server.files.has(language.iso) ? nextVersion(meta.version) : meta.version;
  return { fileName: `${language.iso}.json`, text: serializeFile({ ...meta, version }, templateOf(language, server), server.keys, language.texts, server.arrayPaths) };
}

/** What the editor keeps in the browser: only the differences from the site's files. */
export interface StoredEdits {
  languages: Record<string, { name: string; added: boolean; texts: Record<string, string> }>;
  deleted: string[];
}

export function editsOf(state: EditorState, server: ServerSet): StoredEdits {
  const languages: StoredEdits["languages"] = {};
  for (const language of state.languages) {
    const keys = language.added ? server.keys.filter((key) => language.texts.get(key)) : changedKeys(language, server);
    const renamed = language.name !== server.files.get(language.iso)?.meta.name;
    if (keys.length === 0 && !language.added && !renamed) continue;
    languages[language.iso] = { name: language.name, added: language.added, texts: Object.fromEntries(keys.map((key) => [key, language.texts.get(key) ?? ""])) };
  }
  return { languages, deleted: state.deleted.filter((iso) => server.files.has(iso)) };
}

export function stateWithEdits(server: ServerSet, edits: StoredEdits): EditorState {
  const known = new Set(server.keys);
  let state = stateFromServer(server);
  for (const [iso, edit] of Object.entries(edits.languages)) {
    if (!ISO_CODE.test(iso)) continue;
    if (!findLanguage(state, iso)) {
      const added = addLanguage(state, server, iso, edit.name);
      if (!added.ok) continue;
      state = added.value;
    }
    state = replaceLanguage(state, iso, (language) => {
      const texts = new Map(language.texts);
      for (const [key, text] of Object.entries(edit.texts)) if (known.has(key)) texts.set(key, text);
      return { ...language, name: edit.name || language.name, texts };
    });
  }
  for (const iso of edits.deleted) state = deleteLanguage(state, iso);
  return state;
}

/**
 * For each language of the site: pairs of (text the site shows now, text after the edits),
 * where the site shows English for an empty entry. A public page in the browser swaps these
 * while the preview is on. Messages with plural or select forms cannot be recognised on the
 * page and are left out.
 */
export function previewPairs(state: EditorState, server: ServerSet, siteLocales: readonly string[]): Record<string, [string, string][]> {
  const shown = (texts: ReadonlyMap<string, string> | undefined, english: ReadonlyMap<string, string> | undefined, key: string) =>
    texts?.get(key) || english?.get(key) || "";
  const serverEnglish = server.files.get(REFERENCE)?.texts;
  const editedEnglish = findLanguage(state, REFERENCE)?.texts;
  const result: Record<string, [string, string][]> = {};
  for (const locale of siteLocales) {
    const language = findLanguage(state, locale);
    if (!language || language.added) continue;
    const pairs = new Map<string, string>();
    for (const key of server.keys) {
      const before = shown(server.files.get(locale)?.texts, serverEnglish, key);
      const after = shown(language.texts, editedEnglish, key);
      if (before && after && before !== after && hasOnlySimpleArguments(before) && !pairs.has(before)) pairs.set(before, after);
    }
    if (pairs.size > 0) result[locale] = [...pairs];
  }
  return result;
}
