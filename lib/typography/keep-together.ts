/**
 * A no-break space after an abbreviated title that belongs to the next word ("St. Marien",
 * "Dr. Krüger"), so that a line never ends on the abbreviation: "Katholische Kirchengemeinde St." /
 * "Marien Hollmünde" split the parish's name on the imprint's card and in the bank details.
 */
export function keepAbbreviationsWithNext(text: string): string {
  return text.replace(/(^|[\s(])(St|Hl|Dr|Prof)\. (?=\S)/g, "$1$2.\u00a0");
}

/**
 * A word joiner after the hyphen of a compound whose first part is one letter ("e-mail", "E-Mail",
 * "U-Bahn"), so that a line never ends on the letter and its hyphen: "announced by e-" / "mail".
 */
export function keepShortCompoundsWhole(text: string): string {
  return text.replace(/(?<![\p{L}\p{N}])(\p{L})-(?=\p{L})/gu, "$1-\u2060");
}
