import { circumfixHalf, findEntry, morphemeInventory, sameMorpheme, type CircumfixHalf, type Morpheme, type WordEntry } from "./words";

/** One block on the shelf or in the building row; `key` tells equal morphemes apart. */
export interface Block extends Morpheme {
  readonly key: string;
  /** A circumfix block's side of the stem, drawn as a gap beside its letters ("ge …", "… t"). */
  readonly half?: CircumfixHalf;
}

export interface Round {
  readonly target: WordEntry;
  /** The target's morphemes and a few others, shuffled. */
  readonly blocks: readonly Block[];
}

/** A small seeded generator (mulberry32), so a round can be rebuilt and tested. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

export const EXTRA_BLOCKS = 4;

/** The morphemes reordered so that the first of each category leads: the first few differ in colour. */
function oneOfEachCategoryFirst(morphemes: readonly Morpheme[]): Morpheme[] {
  const seen = new Set<string>();
  const firsts: Morpheme[] = [];
  const rest: Morpheme[] = [];
  for (const morpheme of morphemes) {
    (seen.has(morpheme.category) ? rest : firsts).push(morpheme);
    seen.add(morpheme.category);
  }
  return [...firsts, ...rest];
}

/** Of the extra blocks, at least this many are of a colour the target word does not use. */
export const OTHER_COLOUR_BLOCKS = 2;

/**
 * The target's blocks plus EXTRA_BLOCKS others. Look-alikes come first: the same letters in
 * another category (the "er" of Lehr-er next to the "er" of Kind-er), then other morphemes of
 * the categories the word uses, so the choice needs thought rather than elimination. Every shelf
 * also gets OTHER_COLOUR_BLOCKS blocks of colours the word does not use, each of a different colour:
 * a compound of two stems (Haus-tür) had six grey blocks, and a level-1 word (Kind-er) five grey
 * stems and one blue suffix, the game without its colours.
 */
export function buildRound(target: WordEntry, words: readonly WordEntry[], random: () => number): Round {
  const inventory = morphemeInventory(words).filter((morpheme) => !target.parts.some((part) => sameMorpheme(part, morpheme)));
  const lookAlikes = inventory.filter((morpheme) => target.parts.some((part) => part.text === morpheme.text));
  const sameCategories = inventory.filter(
    (morpheme) => !lookAlikes.includes(morpheme) && target.parts.some((part) => part.category === morpheme.category),
  );
  const others = inventory.filter((morpheme) => !lookAlikes.includes(morpheme) && !sameCategories.includes(morpheme));
  const preferred = [...shuffled(lookAlikes, random).slice(0, 2), ...shuffled(sameCategories, random)];
  const fromOthers = Math.min(OTHER_COLOUR_BLOCKS, others.length);
  const extras = [
    ...preferred.slice(0, EXTRA_BLOCKS - fromOthers),
    ...oneOfEachCategoryFirst(shuffled(others, random)),
    ...preferred.slice(EXTRA_BLOCKS - fromOthers),
  ].slice(0, EXTRA_BLOCKS);
  const blocks = shuffled([...target.parts, ...extras], random).map((morpheme, index) => {
    const half = circumfixHalf(morpheme, [target, ...words]);
    return { ...morpheme, key: `b${index}`, ...(half ? { half } : {}) };
  });
  return { target, blocks };
}

type BlockVerdict = "right" | "wrong";

export interface CheckResult {
  readonly correct: boolean;
  /** Per placed block: is it the morpheme the target has at this position? */
  readonly verdicts: readonly BlockVerdict[];
  /** Blocks still missing at the end. */
  readonly missing: number;
  /** Another word of the list that the blocks spell, if any. */
  readonly otherWord?: WordEntry;
}

/** Compares the building row with the target, position by position. */
export function checkWord(placed: readonly Morpheme[], target: WordEntry, words: readonly WordEntry[]): CheckResult {
  const verdicts = placed.map((block, index): BlockVerdict => {
    const expected = target.parts[index];
    return expected && sameMorpheme(expected, block) ? "right" : "wrong";
  });
  const correct = placed.length === target.parts.length && verdicts.every((verdict) => verdict === "right");
  const missing = Math.max(0, target.parts.length - placed.length);
  const spelled = correct ? undefined : findEntry(words, placed);
  const other = spelled && spelled !== target ? spelled : undefined;
  return other ? { correct, verdicts, missing, otherWord: other } : { correct, verdicts, missing };
}

/** The next block the target needs after the correct beginning of the row (for the hint). */
export function nextNeeded(placed: readonly Morpheme[], target: WordEntry): { position: number; morpheme: Morpheme } | undefined {
  let position = 0;
  while (position < placed.length && position < target.parts.length && sameMorpheme(placed[position]!, target.parts[position]!)) position++;
  const morpheme = target.parts[position];
  return morpheme ? { position, morpheme } : undefined;
}

export const POINTS_CORRECT = 10;
export const POINTS_WITHOUT_HINT = 2;
