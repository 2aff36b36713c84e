/** The texts of a whole language (next-intl's `getTranslations({ locale })`), whose keys are typed. */
interface Texts {
  (key: never): string;
  has(key: never): boolean;
}

/**
 * A site's name where it stands inside a sentence ("Members of {site} sign in here"). A title that
 * opens with an article reads wrong there as it stands ("Members of The Family Vault", German
 * "von Die Gruft der Familie"): such a site words its name for a sentence under
 * `sites.<id>.inSentence` ("the Family Vault", the title in quotation marks where the language
 * would inflect the article). Every other site's title stands in a sentence as it is.
 */
export function siteNameInSentence(texts: Texts, site: string): string {
  const key = `sites.${site}.inSentence` as never;
  return texts.has(key) ? texts(key) : texts(`sites.${site}.title` as never);
}
