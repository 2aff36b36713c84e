import type { ArticleContent } from "@/components/article/article-schema";
import type { Locale } from "@/lib/i18n/locales";
import type { QuotePlace } from "../data/types";


/**
 * A sentence of the article as the page's language divides it (Intl.Segmenter), so a pull quote
 * repeats the page's own words in every language; undefined when the place holds none.
 */
export function quotedSentence(article: ArticleContent, locale: Locale, place: QuotePlace): string | undefined {
  const paragraph = article.sections[place.section - 1]?.paragraphs[place.paragraph - 1];
  if (!paragraph) return undefined;
  const sentences = [...new Intl.Segmenter(locale, { granularity: "sentence" }).segment(paragraph)].map((part) => part.segment.trim());
  return sentences[place.sentence] || undefined;
}
