import { isMorphemeCategoryId } from "@/lib/tenancy/sites/morpheme-categories";
import { isCategorySetting, type CategorySetting } from "./category-settings";
import { spelledBy, spellingKey, type Level, type Morpheme, type WordEntry } from "./words";

/** The game's group in local storage. Checked field by field: a bad field falls back alone. */
export interface StoredGame {
  readonly score: number;
  /** Words built correctly, newest first. */
  readonly built: readonly string[];
  readonly level: Level;
  /** A teacher's upload; absent means the built-in ones. */
  readonly categories?: readonly CategorySetting[];
  readonly words?: readonly WordEntry[];
}

export const MAX_BUILT_WORDS = 500;

export const emptyGame: StoredGame = { score: 0, built: [], level: 1 };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

function isMorpheme(value: unknown): value is Morpheme {
  return isRecord(value) && typeof value.text === "string" && value.text.length > 0 && isMorphemeCategoryId(value.category) && value.category !== "result";
}

function isWordEntry(value: unknown): value is WordEntry {
  return (
    isRecord(value) &&
    typeof value.word === "string" &&
    Array.isArray(value.parts) &&
    value.parts.length > 0 &&
    value.parts.every(isMorpheme) &&
    spelledBy(value.parts) === spellingKey(value.word)
  );
}

export function readStoredGame(value: unknown): StoredGame {
  if (!isRecord(value)) return emptyGame;
  const { score, built, level, categories, words } = value;
  return {
    score: typeof score === "number" && Number.isSafeInteger(score) && score >= 0 ? score : 0,
    built: Array.isArray(built) ? built.filter((word): word is string => typeof word === "string").slice(0, MAX_BUILT_WORDS) : [],
    level: level === 2 || level === 3 ? level : 1,
    ...(Array.isArray(categories) && categories.length > 0 && categories.every(isCategorySetting) ? { categories } : {}),
    ...(Array.isArray(words) && words.length > 0 && words.every(isWordEntry) ? { words } : {}),
  };
}
