import type { MorphemeCategoryId } from "@/lib/tenancy/sites/morpheme-categories";

/** Categories a morpheme can have; the result block is a display, not a morpheme. */
export type MorphemeKind = Exclude<MorphemeCategoryId, "result">;

export interface Morpheme {
  /** Lower case, as on the blocks. */
  readonly text: string;
  readonly category: MorphemeKind;
}

export interface WordEntry {
  /** As written, with capitals and spaces: "Geburtstag", "du spielst". */
  readonly word: string;
  readonly parts: readonly Morpheme[];
}

export type Level = 1 | 2 | 3;

const codes: Record<string, MorphemeKind> = {
  B: "basic",
  P: "prefix",
  S: "suffix",
  F: "buildingBlock",
  Z: "circumfix",
  I: "inflexion",
  W: "structureWord",
};

/** "unglücklich = un/P glück/B lich/S" → entry. */
export function parseWordLine(line: string): WordEntry {
  const [word = "", spec = ""] = line.split("=").map((side) => side.trim());
  const parts = spec.split(/\s+/).map((item) => {
    const [text = "", code = ""] = item.split("/");
    const category = codes[code];
    if (!category) throw new Error(`Unknown category code in "${line}"`);
    return { text, category };
  });
  return { word, parts };
}

/** A list in the format of the built-in one: one `word = text/code …` entry per line. */
export function parseWordList(lines: string): WordEntry[] {
  return lines
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .map(parseWordLine);
}

/** The letters of a word or phrase, to compare with its morphemes. */
export function spellingKey(text: string): string {
  return text.toLocaleLowerCase("de-DE").replace(/\s+/g, "");
}

export function spelledBy(parts: readonly Pick<Morpheme, "text">[]): string {
  return spellingKey(parts.map((part) => part.text).join(""));
}

/**
 * Stems with one affix first; then three parts and participles with their circumfix; then long
 * compounds (three stems or more) and anything of four parts or more.
 */
export function levelOf(entry: WordEntry): Level {
  const basics = entry.parts.filter((part) => part.category === "basic").length;
  if (entry.parts.length >= 4 || basics >= 3) return 3;
  if (entry.parts.length === 3 || entry.parts.some((part) => part.category === "circumfix")) return 2;
  return 1;
}

export const sameMorpheme = (a: Morpheme, b: Morpheme) => a.text === b.text && a.category === b.category;

/** The entry whose morphemes are exactly these blocks, in this order. */
export function findEntry(words: readonly WordEntry[], parts: readonly Morpheme[]): WordEntry | undefined {
  return words.find((entry) => entry.parts.length === parts.length && entry.parts.every((part, index) => sameMorpheme(part, parts[index]!)));
}

/** Which half of a circumfix a morpheme is: "ge" before the stem's gap, "t" after it. */
export type CircumfixHalf = "front" | "back";

/**
 * The half a circumfix morpheme stands for in the list's words (the first circumfix part of a word is
 * its front, "ge-…", the second its back, "…-t"); undefined for every other category. A lone block
 * "t" or "e" with a bracket did not say it was half of something that goes around a stem.
 */
export function circumfixHalf(morpheme: Morpheme, words: readonly WordEntry[]): CircumfixHalf | undefined {
  if (morpheme.category !== "circumfix") return undefined;
  for (const entry of words) {
    const halves = entry.parts.filter((part) => part.category === "circumfix");
    const index = halves.findIndex((part) => part.text === morpheme.text);
    if (index > 0) return "back";
    if (index === 0) return halves.length > 1 ? "front" : undefined;
  }
  return undefined;
}

/** Every distinct morpheme of the list: the pool the shelf's extra blocks are drawn from. */
export function morphemeInventory(words: readonly WordEntry[]): Morpheme[] {
  const seen = new Map<string, Morpheme>();
  for (const entry of words) for (const part of entry.parts) seen.set(`${part.category}:${part.text}`, part);
  return [...seen.values()];
}
