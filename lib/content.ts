import "server-only";
import { getTranslations } from "next-intl/server";
import { articleSchema, type ArticleContent } from "@/components/content/article";
import type { Locale } from "@/lib/i18n/locales";

/** The article of a page, validated; undefined when the language files hold none. */
export async function articleOf(locale: Locale, view: string, page: string): Promise<ArticleContent | undefined> {
  const t = await getTranslations({ locale });
  const key = `content.${view}.${page}`;
  if (!t.has(key)) return undefined;
  const parsed = articleSchema.safeParse(t.raw(key));
  return parsed.success ? parsed.data : undefined;
}
