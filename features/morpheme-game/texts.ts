import { z } from "zod";
import { morphemeCategories, type MorphemeCategoryId } from "@/lib/site-data/morpheme-categories";

const strings = <const K extends string>(keys: readonly K[]) =>
  z.object(Object.fromEntries(keys.map((key) => [key, z.string()])) as Record<K, z.ZodString>);

/** The `morphemeGame` group of messages/<locale>.json, validated on the server. */
export const morphemeGameTextsSchema = z.object({
  heading: z.string(),
  levelLabel: z.string(),
  levels: strings(["one", "two", "three"]),
  /** `task` has `{word}`. */
  task: z.string(),
  shelf: z.string(),
  shelfHint: z.string(),
  shelfEmpty: z.string(),
  row: z.string(),
  rowHint: z.string(),
  rowEmpty: z.string(),
  result: z.string(),
  resultIsWord: z.string(),
  /** `block` has `{text}` and `{category}`; `blockInRow` also `{position}` and `{count}`. */
  block: z.string(),
  blockInRow: z.string(),
  wrongPlace: z.string(),
  actions: strings(["check", "clear", "hint", "next"]),
  /** placed/moved have `{text}` and `{position}`; removed has `{text}`. */
  announce: strings(["placed", "moved", "removed", "newRound"]),
  /** See the English file for each text's placeholders. */
  feedback: strings(["correct", "points", "wrongPlaces", "missing", "otherWord", "empty", "hint"]),
  score: z.string(),
  wordCount: z.string(),
  wordListHeading: z.string(),
  wordListEmpty: z.string(),
  resetProgress: z.string(),
  confirmTitle: z.string(),
  confirmYes: z.string(),
  confirmCancel: z.string(),
  confirmReset: z.string(),
  legendHeading: z.string(),
  teacher: strings([
    "heading",
    "intro",
    "downloadCategories",
    "downloadMorphemes",
    "uploadCategories",
    "uploadMorphemes",
    "restore",
    "loadedWords",
    "loadedCategories",
    "restored",
    "notLoaded",
    "line",
    "moreErrors",
    "readError",
    "notRemembered",
    "currentList",
  ]),
  csvErrors: strings([
    "empty",
    "tooLarge",
    "missingColumns",
    "unclosedQuote",
    "tooManyRows",
    "unknownCategory",
    "duplicateCategory",
    "emptyName",
    "badColour",
    "emptyWord",
    "emptyMorpheme",
    "tooLong",
    "badCharacters",
    "resultIsNoMorpheme",
    "splitWord",
    "spelling",
    "noWords",
  ]),
});

/** The game's texts with the locale they are written in, which picks the plural forms of their counts. */
export type MorphemeGameTexts = z.infer<typeof morphemeGameTextsSchema> & { readonly locale: string };

/** `morpheme.categories`: the name of every category. */
export const categoryNamesSchema = z.object(
  Object.fromEntries(morphemeCategories.map((category) => [category.id, z.string().min(1)])) as Record<MorphemeCategoryId, z.ZodString>,
);
