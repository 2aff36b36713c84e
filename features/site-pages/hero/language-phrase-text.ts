/**
 * A one-letter word joined to the word after it by a no-break space, as Russian typesetting asks (a
 * preposition such as "к" never ends a line): the phrases are display type in narrow cells, where a
 * lone letter at a line's end shows.
 */
export function bindOneLetterWords(text: string): string {
  return text.replace(/(?<=^|\s)(\p{L}\p{M}*)\s+(?=\S)/gu, "$1\u00a0");
}
