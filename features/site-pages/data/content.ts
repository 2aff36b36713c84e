import "server-only";
import { cache } from "react";
import { getDataTexts } from "@/lib/i18n/data-texts";
import { articleSchema, type ArticleContent } from "@/components/article/article-schema";
import { formatFacts } from "./facts";
import { fillTemplate } from "@/lib/format/fill-template";
import type { Locale } from "@/lib/i18n/locales";
import { publishedDataOf } from "./published";

/** The site's facts formatted for the page's language, ready to fill `{placeholders}`. */
export async function factsOf(site: string, locale: Locale): Promise<Record<string, string>> {
  const data = await publishedDataOf(site);
  return data ? formatFacts(data.facts, locale) : {};
}

/** Fills an article's `{placeholders}`; the locale picks the plural forms of counts such as `{rooms, plural, …}`. */
function fillArticle(article: ArticleContent, values: Record<string, string>, locale: Locale): ArticleContent {
  const fill = (text: string) => fillTemplate(text, values, locale);
  return {
    heading: fill(article.heading),
    lead: fill(article.lead),
    sections: article.sections.map((section) => ({
      heading: fill(section.heading),
      paragraphs: section.paragraphs.map(fill),
    })),
  };
}

/**
 * The article of a page with the site's facts filled in; undefined when the language files hold
 * none. Once per request: the metadata, the first screen and the page body share it.
 */
export const articleOf = cache(async (locale: Locale, site: string, page: string): Promise<ArticleContent | undefined> => {
  const t = await getDataTexts(locale);
  const key = `content.${site}.${page}`;
  if (!t.has(key)) return undefined;
  const parsed = articleSchema.safeParse(t.raw(key));
  return parsed.success ? fillArticle(parsed.data, await factsOf(site, locale), locale) : undefined;
});

const DESCRIPTION_LIMIT = 160;
const DESCRIPTION_MIN = 60;
// A sentence ends at . ! ? (also Arabic and CJK) followed by a space and something that does not
// continue the sentence. "2022 m. rudenį" does not end one, nor do short abbreviations such as
// "St. Marien" or "Šv. Jono".
const SENTENCE_END = /(?<!(?:^|[\s(])\p{L}{1,3}\.)(?<=[.!?؟。]["”’»]?)\s+(?=[^\p{Ll}\d])/u;

/**
 * A page's meta description: the first sentences of its lead that fit in the length search
 * engines show, else the lead cut at a word boundary.
 */
export function describe(lead: string): string {
  const text = lead.replace(/\s+/g, " ").trim();
  if (text.length <= DESCRIPTION_LIMIT) return text;
  let description = "";
  for (const sentence of text.split(SENTENCE_END)) {
    const longer = description ? `${description} ${sentence}` : sentence;
    if (longer.length > DESCRIPTION_LIMIT) break;
    description = longer;
  }
  if (description.length >= DESCRIPTION_MIN) return description;
  const cut = text.slice(0, DESCRIPTION_LIMIT - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), DESCRIPTION_LIMIT / 2))}…`;
}
