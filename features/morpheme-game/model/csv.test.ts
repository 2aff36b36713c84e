import { describe, expect, it } from "vitest";
import { defaultCategorySettings } from "./category-settings";
import {
  categoriesToCsv,
  MAX_CSV_ROWS,
  morphemesToCsv,
  parseCategoriesCsv,
  parseMorphemesCsv,
  type CsvResult,
} from "./csv";
import { builtInWords } from "./built-in-words";
import german from "@/messages/de.json";

const names = german.morpheme.categories;
const categories = defaultCategorySettings((id) => names[id]);

function errorsOf<T>(result: CsvResult<T>) {
  if (result.ok) throw new Error("expected errors");
  return result.errors.map((error) => ({ line: error.line, code: error.code, ...error.values }));
}

describe("morpheme CSV", () => {
  it("round-trips the whole built-in list", () => {
    const csv = morphemesToCsv(builtInWords);
    expect(csv.startsWith("\uFEFFword;morpheme;category\r\n")).toBe(true);
    expect(csv).toContain("unglücklich;un;prefix\r\n");
    expect(parseMorphemesCsv(csv, categories)).toEqual({ ok: true, value: builtInWords });
  });

  it("reads commas as well as semicolons, with or without byte-order mark", () => {
    const rows = ["word,morpheme,category", "Haustür,haus,basic", "Haustür,tür,basic", "gespielt,ge,circumfix", "gespielt,spiel,basic", "gespielt,t,circumfix"];
    const expected = [
      { word: "Haustür", parts: [{ text: "haus", category: "basic" }, { text: "tür", category: "basic" }] },
      { word: "gespielt", parts: [{ text: "ge", category: "circumfix" }, { text: "spiel", category: "basic" }, { text: "t", category: "circumfix" }] },
    ];
    expect(parseMorphemesCsv(rows.join("\n"), categories)).toEqual({ ok: true, value: expected });
    expect(parseMorphemesCsv(`\uFEFF${rows.join("\r\n")}\r\n`, categories)).toEqual({ ok: true, value: expected });
    expect(parseMorphemesCsv(rows.map((row) => row.replaceAll(",", ";")).join("\n"), categories)).toEqual({ ok: true, value: expected });
  });

  it("takes German headers, category names instead of ids, capitals and blank lines", () => {
    const csv = "\uFEFFWort;Morphem;Kategorie\n\ndie Freiheit;die;Strukturwort\ndie Freiheit;Frei;grundmorphem\n  die Freiheit ; heit ; SUFFIX \n\n";
    expect(parseMorphemesCsv(csv, categories)).toEqual({
      ok: true,
      value: [
        {
          word: "die Freiheit",
          parts: [
            { text: "die", category: "structureWord" },
            { text: "frei", category: "basic" },
            { text: "heit", category: "suffix" },
          ],
        },
      ],
    });
  });

  it("reports every bad row with its line number and returns no words", () => {
    const csv = [
      "word;morpheme;category", // 1
      "Haustür;haus;basic", // 2
      "Haustür;tür;Präfixx", // 3 unknown category
      "Kinder;kind;basic", // 4
      "Kinder;er;result", // 5 result is no morpheme
      ";er;suffix", // 6 empty word
      "Lehrer;;suffix", // 7 empty morpheme
      "Lehrer;lehr1;basic", // 8 bad characters
      "Unglück;un;prefix", // 9
      "Unglück;glueck;basic", // 10 (spelling, reported at 9)
      "Haustür;haus;basic", // 11 Haustür again after other words
    ].join("\n");
    const result = parseMorphemesCsv(csv, categories);
    expect(errorsOf(result)).toEqual([
      { line: 3, code: "unknownCategory", value: "Präfixx" },
      { line: 5, code: "resultIsNoMorpheme", value: "result" },
      { line: 6, code: "emptyWord" },
      { line: 7, code: "emptyMorpheme" },
      { line: 8, code: "badCharacters", value: "lehr1" },
      { line: 9, code: "spelling", word: "Unglück", spelled: "un+glueck" },
      { line: 11, code: "splitWord", word: "Haustür" },
    ]);
  });

  it("counts lines inside quoted fields and reports an unclosed quote where its row starts", () => {
    const csv = 'word;morpheme;category\n"der\nTisch";der;structureWord\n"der\nTisch";tisch;basic\nKinder;kind;basic\nKinder;"er;inflexion\nTage;tag;basic';
    const errors = errorsOf(parseMorphemesCsv(csv, categories));
    expect(errors[0]).toEqual({ line: 7, code: "unclosedQuote" });
    expect(errors.every((error) => error.line === 7)).toBe(true);
    const good = parseMorphemesCsv('word;morpheme;category\n"der\nTisch";der;structureWord\n"der\nTisch";tisch;basic\nTage;tag;basic\nTage;e;inflexion\nTage;x;suffix', categories);
    expect(errorsOf(good)).toEqual([{ line: 6, code: "spelling", word: "Tage", spelled: "tag+e+x" }]);
  });

  it("needs its three columns", () => {
    expect(errorsOf(parseMorphemesCsv("word;category\nHaus;basic", categories))).toEqual([
      { line: 1, code: "missingColumns", columns: "word;morpheme;category" },
    ]);
    expect(errorsOf(parseMorphemesCsv("", categories))).toEqual([{ line: undefined, code: "empty" }]);
    expect(errorsOf(parseMorphemesCsv("\uFEFF\n\n", categories))).toEqual([{ line: undefined, code: "empty" }]);
    expect(errorsOf(parseMorphemesCsv("word;morpheme;category\n", categories))).toEqual([{ line: undefined, code: "noWords" }]);
  });

  it("refuses files with too many rows", () => {
    const csv = ["word;morpheme;category", ...Array.from({ length: MAX_CSV_ROWS + 1 }, () => "Haus;haus;basic")].join("\n");
    expect(errorsOf(parseMorphemesCsv(csv, categories))).toEqual([{ line: undefined, code: "tooManyRows", max: String(MAX_CSV_ROWS) }]);
  });

  it("reports a file that is not CSV at all (a binary or a word document) instead of loading it", () => {
    expect(parseMorphemesCsv("PK\u0003\u0004\u0000\u0000binary", categories).ok).toBe(false);
  });
});

describe("category CSV", () => {
  it("round-trips names and colours", () => {
    const csv = categoriesToCsv(categories);
    expect(csv).toBe(
      "\uFEFFcategory;name;colour\r\nbasic;Grundmorphem;#9ca3af\r\nprefix;Präfix;#22c55e\r\nsuffix;Suffix;#3b82f6\r\nbuildingBlock;Baustein;#ec4899\r\ncircumfix;Zirkumfix;#eab308\r\ninflexion;Flexion;#f97316\r\nstructureWord;Strukturwort;#a855f7\r\nresult;Ergebnis;#f8fafc\r\n",
    );
    expect(parseCategoriesCsv(csv, categories)).toEqual({ ok: true, value: categories });
  });

  it("changes only the categories and columns the file names", () => {
    const result = parseCategoriesCsv("Kategorie,Bezeichnung,Farbe\nPräfix,Vorsilbe,#0A0\nsuffix,Nachsilbe,#1d4ed8", categories);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.find((setting) => setting.id === "prefix")).toEqual({ id: "prefix", name: "Vorsilbe", colour: "#00aa00" });
    expect(result.value.find((setting) => setting.id === "suffix")).toEqual({ id: "suffix", name: "Nachsilbe", colour: "#1d4ed8" });
    expect(result.value.find((setting) => setting.id === "basic")).toEqual(categories[0]);
    const coloursOnly = parseCategoriesCsv("category;colour\nbasic;#111111", categories);
    expect(coloursOnly.ok && coloursOnly.value[0]).toEqual({ id: "basic", name: "Grundmorphem", colour: "#111111" });
  });

  it("reports bad rows with line numbers and changes nothing", () => {
    const csv = "category;name;colour\nprefix;Vorsilbe;green\nunknown;X;#000000\nsuffix;;#123456\nprefix;Vorsilbe;#00ff00";
    expect(errorsOf(parseCategoriesCsv(csv, categories))).toEqual([
      { line: 2, code: "badColour", value: "green" },
      { line: 3, code: "unknownCategory", value: "unknown" },
      { line: 4, code: "emptyName" },
      { line: 5, code: "duplicateCategory", value: "prefix" },
    ]);
  });

  it("needs the category column and one of name or colour", () => {
    expect(errorsOf(parseCategoriesCsv("name;colour\nX;#000000", categories))[0]?.code).toBe("missingColumns");
    expect(errorsOf(parseCategoriesCsv("category\nbasic", categories))[0]?.code).toBe("missingColumns");
  });
});

describe("reading an uploaded file", () => {
  it("reads UTF-8 with and without byte-order mark, and Windows-1252 from older spreadsheets", async () => {
    const { decodeText } = await import("./decode-text");
    const utf8 = new TextEncoder().encode("Wort;Morphem;Kategorie\nGrößer;größ;basic");
    expect(decodeText(utf8.buffer)).toBe("Wort;Morphem;Kategorie\nGrößer;größ;basic");
    const windows1252 = Uint8Array.from([0x47, 0x72, 0xf6, 0xdf, 0x65, 0x72, 0x3b, 0xe4, 0xfc]);
    expect(decodeText(windows1252.buffer)).toBe("Größer;äü");
    const csv = decodeText(Uint8Array.from([0xef, 0xbb, 0xbf, ...new TextEncoder().encode("word;morpheme;category\nGrößer;größ;basic\nGrößer;er;inflexion")]).buffer);
    expect(parseMorphemesCsv(csv, categories)).toMatchObject({ ok: true, value: [{ word: "Größer" }] });
  });

  it("refuses a file larger than 2 MB", () => {
    expect(errorsOf(parseMorphemesCsv("x".repeat(2_000_001), categories))).toEqual([{ line: undefined, code: "tooLarge", max: "2 MB" }]);
  });
});
