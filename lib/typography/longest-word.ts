import type { CSSProperties } from "react";

const words = new Intl.Segmenter(undefined, { granularity: "word" });
const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/**
 * The length of a text's longest word in graphemes (what a reader sees as one letter: a Tamil
 * consonant with its vowel sign is one, not two code points). A heading cannot wrap inside a word,
 * so this word alone decides how large the heading can be set in a narrow column.
 */
export function longestWordLength(text: string): number {
  let longest = 0;
  for (const word of words.segment(text)) {
    if (!word.isWordLike) continue;
    let length = 0;
    for (const _ of graphemes.segment(word.segment)) length += 1;
    if (length > longest) longest = length;
  }
  return longest;
}

/**
 * The custom property app/globals.css sizes a heading by: the site's size for its level, but never
 * larger than lets its longest word fit the column (`--word-fit`). A short Tamil or Arabic heading
 * keeps the Latin size; only one with a very long word shrinks, and only as much as it must.
 */
export function headingFit(text: string): CSSProperties {
  return { "--longest-word": String(Math.max(longestWordLength(text), 1)) } as CSSProperties;
}
