import type { CSSProperties } from "react";

const words = new Intl.Segmenter(undefined, { granularity: "word" });
const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/**
 * How wide one letter (grapheme) draws, in units of a plain letter of its script. Tamil letters
 * differ most: a vowel sign written before the consonant (ெ ே ை, and the two-part ொ ோ ௌ) adds a
 * glyph, the ா sign half of one, and a consonant with the pulli (்) is narrower. Fitted by least
 * squares to 473 Tamil heading words drawn in the ten sites' faces.
 */
function letterUnits(letter: string): number {
  let units = /\u0BCD$/u.test(letter) ? 0.78 : 1;
  if (/[\u0BC6-\u0BC8\u0BCA-\u0BCC]/u.test(letter)) units += 1.1;
  if (/[\u0BBE\u0BCA\u0BCB]/u.test(letter)) units += 0.46;
  return units;
}

/**
 * The width of a text's longest word in letters (graphemes, what a reader sees as one letter: a
 * Tamil consonant with its vowel sign is one, not two code points), each weighted by how wide it
 * draws. A heading cannot wrap inside a word, so this word alone decides how large the heading can
 * be set in a narrow column.
 */
export function longestWordWidth(text: string): number {
  let widest = 0;
  for (const word of words.segment(text)) {
    if (!word.isWordLike) continue;
    let width = 0;
    for (const letter of graphemes.segment(word.segment)) width += letterUnits(letter.segment);
    widest = Math.max(widest, width);
  }
  return Math.round(widest * 10) / 10;
}

/**
 * The width of the whole text in the same letter units, a space counting half a letter: what
 * the heading takes set on one line, from which a first screen's title is kept to a few lines
 * (features/site-pages/hero/hero.module.css, --lines-fit).
 */
function textWidth(text: string): number {
  let width = 0;
  for (const letter of graphemes.segment(text)) width += /^\s+$/u.test(letter.segment) ? 0.5 : letterUnits(letter.segment);
  return Math.round(width);
}

/**
 * The custom properties app/globals.css sizes a heading by: the site's size for its level, but never
 * larger than lets its longest word fit the column (`--word-fit`); and the text's whole width. A short Tamil or Arabic heading
 * keeps the Latin size; only one with a very long word shrinks, and only as much as it must.
 */
export function headingFit(text: string): CSSProperties {
  return { "--longest-word": String(Math.max(longestWordWidth(text), 1)), "--text-width": String(Math.max(textWidth(text), 1)) } as CSSProperties;
}

/**
 * The longest word of a page's title, written on an element round the title and the page's
 * sections: on a phone their headings keep a quarter under the size that word lets the title take
 * (--section-cap, app/globals.css).
 */
export function titleWord(text: string): CSSProperties {
  return { "--title-word": String(Math.max(longestWordWidth(text), 1)) } as CSSProperties;
}
