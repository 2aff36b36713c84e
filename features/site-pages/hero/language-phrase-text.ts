import { directionOf, isLocale } from "@/lib/i18n/locales";

/**
 * A one-letter word joined to the word after it by a no-break space, as Russian typesetting asks (a
 * preposition such as "к" never ends a line): the phrases are display type in narrow cells, where a
 * lone letter at a line's end shows.
 */
export function bindOneLetterWords(text: string): string {
  return text.replace(/(?<=^|\s)(\p{L}\p{M}*)\s+(?=\S)/gu, "$1\u00a0");
}

/**
 * A phrase as the two lines a wide screen's sheet sets it in, split between the words where the
 * longer line is shortest (words bound by a no-break space stay together), so every phrase of the
 * sheet breaks the same way: at 1366 px five of seven broke where their cell ended and two stood on
 * one line. A phrase of one word is one line. A phone sets the lines on one.
 */
export function phraseLines(text: string): readonly string[] {
  const words = text.split(" ");
  if (words.length < 2) return [text];
  let split = 1;
  let longest = Infinity;
  for (let at = 1; at < words.length; at += 1) {
    const length = Math.max(words.slice(0, at).join(" ").length, words.slice(at).join(" ").length);
    if (length < longest) [split, longest] = [at, length];
  }
  return [words.slice(0, split).join(" "), words.slice(split).join(" ")];
}

/** The writing direction of a phrase's language, as the platform knows it for each language of the sites. */
export function phraseDirection(lang: string): "ltr" | "rtl" {
  return isLocale(lang) ? directionOf(lang) : "ltr";
}
