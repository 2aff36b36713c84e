import Papa from "papaparse";
import type { MorphemeCategoryId } from "@/lib/tenancy/sites/morpheme-categories";
import type { CategorySetting } from "./category-settings";
import { spelledBy, spellingKey, type Morpheme, type MorphemeKind, type WordEntry } from "./words";

/**
 * CSV download and upload of the game's categories and morphemes. Files may use ";" (as
 * spreadsheets write them in Germany) or ","; a byte-order mark is accepted and written, so that
 * spreadsheet programs read umlauts correctly. A file with any bad row changes nothing: every
 * problem is reported with its line number instead.
 */

export type CsvErrorCode =
  | "empty"
  | "tooLarge"
  | "missingColumns"
  | "unclosedQuote"
  | "tooManyRows"
  | "unknownCategory"
  | "duplicateCategory"
  | "emptyName"
  | "badColour"
  | "emptyWord"
  | "emptyMorpheme"
  | "tooLong"
  | "badCharacters"
  | "resultIsNoMorpheme"
  | "splitWord"
  | "spelling"
  | "noWords";

export interface CsvError {
  /** 1-based line of the file; undefined for problems of the whole file. */
  readonly line?: number;
  readonly code: CsvErrorCode;
  /** Placeholders of the message: value, word, spelled, columns, max. */
  readonly values?: Readonly<Record<string, string>>;
}

export type CsvResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly errors: readonly CsvError[] };

export const MAX_CSV_ROWS = 20_000;
export const MAX_CSV_CHARACTERS = 2_000_000;
export const MAX_TEXT_LENGTH = 40;
const MAX_REPORTED_ERRORS = 50;
const BOM = "\uFEFF";

export const CATEGORY_COLUMNS = ["category", "name", "colour"] as const;
export const MORPHEME_COLUMNS = ["word", "morpheme", "category"] as const;

/** Header names accepted besides the English ones, so that German spreadsheets work as they are. */
const headerAliases: Record<string, string> = {
  category: "category",
  kategorie: "category",
  id: "category",
  name: "name",
  bezeichnung: "name",
  colour: "colour",
  color: "colour",
  farbe: "colour",
  word: "word",
  wort: "word",
  morpheme: "morpheme",
  morphem: "morpheme",
};

interface Row {
  readonly line: number;
  readonly fields: readonly string[];
}

/** Rows with the line each starts on (quoted fields may span lines), and quote errors. */
function readRows(text: string): { rows: Row[]; errors: CsvError[] } {
  // One line-break style, so that a file mixing them (edited on two systems) still splits right.
  const source = (text.startsWith(BOM) ? text.slice(BOM.length) : text).replace(/\r\n?/g, "\n");
  const rows: Row[] = [];
  const errors: CsvError[] = [];
  let rowStart = 0;
  let counted = 0;
  let line = 1;
  Papa.parse<string[]>(source, {
    delimitersToGuess: [";", ","],
    skipEmptyLines: false,
    step: (result) => {
      line += source.slice(counted, rowStart).split("\n").length - 1;
      counted = rowStart;
      if (result.errors.some((error) => error.type === "Quotes")) errors.push({ line, code: "unclosedQuote" });
      rows.push({ line, fields: result.data });
      rowStart = result.meta.cursor;
    },
  });
  return { rows: rows.filter((row) => row.fields.some((field) => field.trim() !== "")), errors };
}

function columnsOf(header: Row, required: readonly string[]): Map<string, number> | undefined {
  const columns = new Map<string, number>();
  header.fields.forEach((field, index) => {
    const name = headerAliases[field.trim().toLocaleLowerCase("de-DE")];
    if (name && !columns.has(name)) columns.set(name, index);
  });
  return required.every((name) => columns.has(name)) ? columns : undefined;
}

function startReading(text: string, required: readonly string[], allColumns: readonly string[]) {
  if (text.length > MAX_CSV_CHARACTERS) return { errors: [{ code: "tooLarge", values: { max: "2 MB" } } as CsvError] };
  const { rows, errors } = readRows(text);
  const [header, ...body] = rows;
  if (!header) return { errors: [...errors, { code: "empty" } as CsvError] };
  const columns = columnsOf(header, required);
  if (!columns) return { errors: [...errors, { line: header.line, code: "missingColumns", values: { columns: allColumns.join(";") } } as CsvError] };
  if (body.length > MAX_CSV_ROWS) return { errors: [{ code: "tooManyRows", values: { max: String(MAX_CSV_ROWS) } } as CsvError] };
  return { errors, columns, body };
}

const field = (row: Row, columns: Map<string, number>, name: string) => {
  const index = columns.get(name);
  return index === undefined ? undefined : (row.fields[index] ?? "").trim();
};

function finish<T>(errors: CsvError[], value: () => T): CsvResult<T> {
  return errors.length > 0 ? { ok: false, errors: errors.slice(0, MAX_REPORTED_ERRORS) } : { ok: true, value: value() };
}

/** A category by its id or by its current name, in any letter case. */
function findCategory(value: string, settings: readonly CategorySetting[]): MorphemeCategoryId | undefined {
  const wanted = value.toLocaleLowerCase("de-DE");
  return settings.find((setting) => setting.id.toLowerCase() === wanted || setting.name.toLocaleLowerCase("de-DE") === wanted)?.id;
}

function normalizeColour(value: string): string | undefined {
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(value);
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`.toLowerCase();
  return /^#[0-9a-f]{6}$/i.test(value) ? value.toLowerCase() : undefined;
}

function toCsv(columns: readonly string[], rows: readonly (readonly string[])[]): string {
  return `${BOM}${Papa.unparse({ fields: [...columns], data: rows.map((row) => [...row]) }, { delimiter: ";", newline: "\r\n" })}\r\n`;
}

export function categoriesToCsv(settings: readonly CategorySetting[]): string {
  return toCsv(
    CATEGORY_COLUMNS,
    settings.map((setting) => [setting.id, setting.name, setting.colour]),
  );
}

export function morphemesToCsv(words: readonly WordEntry[]): string {
  return toCsv(
    MORPHEME_COLUMNS,
    words.flatMap((entry) => entry.parts.map((part) => [entry.word, part.text, part.category])),
  );
}

/** New names and colours for the categories named in the file; the others stay as they are. */
export function parseCategoriesCsv(text: string, current: readonly CategorySetting[]): CsvResult<CategorySetting[]> {
  const start = startReading(text, ["category"], CATEGORY_COLUMNS);
  if (!start.columns) return { ok: false, errors: start.errors };
  const { columns, body } = start;
  const errors = [...start.errors];
  if (!columns.has("name") && !columns.has("colour")) {
    return { ok: false, errors: [{ line: 1, code: "missingColumns", values: { columns: CATEGORY_COLUMNS.join(";") } }] };
  }
  const changes = new Map<MorphemeCategoryId, Partial<CategorySetting>>();
  for (const row of body) {
    const value = field(row, columns, "category") ?? "";
    const id = findCategory(value, current);
    if (!id) {
      errors.push({ line: row.line, code: "unknownCategory", values: { value } });
      continue;
    }
    if (changes.has(id)) errors.push({ line: row.line, code: "duplicateCategory", values: { value } });
    const change: { name?: string; colour?: string } = {};
    const name = field(row, columns, "name");
    if (name !== undefined) {
      if (name === "") errors.push({ line: row.line, code: "emptyName" });
      else if (name.length > MAX_TEXT_LENGTH) errors.push({ line: row.line, code: "tooLong", values: { value: name, max: String(MAX_TEXT_LENGTH) } });
      else change.name = name;
    }
    const colourText = field(row, columns, "colour");
    if (colourText !== undefined) {
      const colour = normalizeColour(colourText);
      if (colour) change.colour = colour;
      else errors.push({ line: row.line, code: "badColour", values: { value: colourText } });
    }
    changes.set(id, change);
  }
  return finish(errors, () => current.map((setting) => ({ ...setting, ...changes.get(setting.id) })));
}

const LETTERS = /^\p{L}+$/u;
const LETTERS_AND_SPACES = /^\p{L}+(?: \p{L}+)*$/u;

/** A whole new word list: the rows of one word follow each other, morphemes in order. */
export function parseMorphemesCsv(text: string, categories: readonly CategorySetting[]): CsvResult<WordEntry[]> {
  const start = startReading(text, MORPHEME_COLUMNS, MORPHEME_COLUMNS);
  if (!start.columns) return { ok: false, errors: start.errors };
  const { columns, body } = start;
  const errors = [...start.errors];
  const groups: { word: string; line: number; parts: Morpheme[] }[] = [];
  const finished = new Set<string>();
  // A word with a rejected row cannot spell itself; one message per mistake is enough.
  const wordsWithErrors = new Set<string>();

  for (const row of body) {
    const word = (field(row, columns, "word") ?? "").replace(/\s+/g, " ");
    const text = (field(row, columns, "morpheme") ?? "").toLocaleLowerCase("de-DE");
    const categoryText = field(row, columns, "category") ?? "";
    const before = errors.length;
    if (word === "") errors.push({ line: row.line, code: "emptyWord" });
    else if (word.length > MAX_TEXT_LENGTH) errors.push({ line: row.line, code: "tooLong", values: { value: word, max: String(MAX_TEXT_LENGTH) } });
    else if (!LETTERS_AND_SPACES.test(word)) errors.push({ line: row.line, code: "badCharacters", values: { value: word } });
    if (text === "") errors.push({ line: row.line, code: "emptyMorpheme" });
    else if (text.length > MAX_TEXT_LENGTH) errors.push({ line: row.line, code: "tooLong", values: { value: text, max: String(MAX_TEXT_LENGTH) } });
    else if (!LETTERS.test(text)) errors.push({ line: row.line, code: "badCharacters", values: { value: text } });
    const category = findCategory(categoryText, categories);
    if (!category) errors.push({ line: row.line, code: "unknownCategory", values: { value: categoryText } });
    else if (category === "result") errors.push({ line: row.line, code: "resultIsNoMorpheme", values: { value: categoryText } });
    if (errors.length > before || !category || category === "result") {
      wordsWithErrors.add(word);
      continue;
    }

    const current = groups.at(-1);
    if (current && current.word === word) {
      current.parts.push({ text, category: category as MorphemeKind });
      continue;
    }
    if (current) finished.add(current.word);
    if (finished.has(word)) {
      errors.push({ line: row.line, code: "splitWord", values: { word } });
      continue;
    }
    groups.push({ word, line: row.line, parts: [{ text, category: category as MorphemeKind }] });
  }

  for (const group of groups) {
    if (!wordsWithErrors.has(group.word) && spelledBy(group.parts) !== spellingKey(group.word)) {
      errors.push({ line: group.line, code: "spelling", values: { word: group.word, spelled: group.parts.map((part) => part.text).join("+") } });
    }
  }
  if (errors.length === 0 && groups.length === 0) errors.push({ code: "noWords" });
  errors.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  return finish(errors, () => groups.map(({ word, parts }) => ({ word, parts })));
}
