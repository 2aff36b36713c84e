import type { PictogramId } from "./pictograms";

/** What a built-in word's round shows first: a pictogram and a German sentence with a gap. */
export interface WordPicture {
  readonly picture: PictogramId;
  /** Holds GAP once, where the word belongs. */
  readonly sentence: string;
}

export const GAP = "___";

/**
 * A sentence cut at its gap: the text before it, the word right before the gap ("er " in "…ist
 * er ___."), the marks right after it ("." or "?") and the rest. The word before, the gap and the
 * marks are set as one unit: a full stop never starts a line alone, and the gap never opens a line
 * cut off from the word it follows.
 */
export function splitAtGap(sentence: string) {
  const [head = "", after = ""] = sentence.split(GAP);
  const lead = /\S+\s*$/.exec(head)?.[0] ?? "";
  const glued = /^[^\s]*/.exec(after)?.[0] ?? "";
  return { before: head.slice(0, head.length - lead.length), lead, glued, rest: after.slice(glued.length) };
}
