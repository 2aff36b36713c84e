import { getTranslations } from "next-intl/server";
import { Article } from "@/components/content/article";
import { articleOf } from "@/lib/content";
import type { Locale } from "@/lib/i18n/locales";
import type { ViewDefinition } from "@/lib/sites/registry";
import { MorphemeGameLoader } from "./morpheme-game-loader";
import { categoryNamesSchema, morphemeGameTextsSchema } from "./texts";

/**
 * /play: the guide of the language files, then the game, prerendered. Translated texts are
 * prepared here on the server; the game's client code is a chunk of its own, loaded on /play only.
 */
export async function PlayPage({ view, locale }: { view: ViewDefinition; locale: Locale }) {
  const t = await getTranslations({ locale });
  const texts = morphemeGameTextsSchema.parse(t.raw("morphemeGame"));
  const categoryNames = categoryNamesSchema.parse(t.raw("morpheme.categories"));
  const article = await articleOf(locale, view.id, "play");
  return (
    <>
      {article ? (
        <Article content={article} />
      ) : (
        <article className="article">
          <h1>{t("paths.play")}</h1>
        </article>
      )}
      <MorphemeGameLoader texts={texts} categoryNames={categoryNames} />
    </>
  );
}
