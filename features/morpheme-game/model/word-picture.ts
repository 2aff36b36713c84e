import type { PictogramId } from "./pictograms";

/** What a built-in word's round shows first: a pictogram and a German sentence with a gap. */
export interface WordPicture {
  readonly picture: PictogramId;
  /** Holds GAP once, where the word belongs. */
  readonly sentence: string;
}

export const GAP = "___";

/**
 * A sentence cut at its gap: the text before it, the marks right after it ("." or "?", glued
 * to the word so they never start a line alone) and the rest.
 */
export function splitAtGap(sentence: string) {
  const [before = "", after = ""] = sentence.split(GAP);
  const glued = /^[^\s]*/.exec(after)?.[0] ?? "";
  return { before, glued, rest: after.slice(glued.length) };
}
