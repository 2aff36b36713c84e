import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { articleOf } from "@/lib/content";
import { builtInWordLines } from "@/features/morpheme-game/model/built-in-words";
import { wordPictures } from "@/features/morpheme-game/model/word-pictures";
import { StructuredDataScripts } from "@/components/pages/structured-data";
import type { Locale } from "@/lib/i18n/locales";
import { structuredDataOf } from "@/lib/site-data";
import type { ViewDefinition } from "@/lib/sites/registry";
import { MorphemeGameLoader } from "./morpheme-game-loader";
import { PictogramSprite } from "./pictogram-sprite";
import { categoryNamesSchema, morphemeGameTextsSchema } from "./texts";
import styles from "./morpheme-game.module.css";

const playTextsSchema = z.object({ howToPlay: z.string(), pictureTask: z.string(), gap: z.string(), showWord: z.string() });

/**
 * /play: the heading, then the game itself in the first screen, its guide folded into "How to
 * play". Translated texts are prepared here on the server; the game's client code is a chunk of
 * its own, loaded on /play only, and its words, pictures and sentences arrive as data.
 */
export async function PlayPage({ view, locale, origin }: { view: ViewDefinition; locale: Locale; origin?: string }) {
  const t = await getTranslations({ locale });
  const texts = { ...morphemeGameTextsSchema.parse(t.raw("morphemeGame")), locale };
  const categoryNames = categoryNamesSchema.parse(t.raw("morpheme.categories"));
  const { howToPlay, ...taskTexts } = playTextsSchema.parse(t.raw("morphemePlay"));
  const article = await articleOf(locale, view.id, "play");
  return (
    <>
      <article className={`article ${styles.playArticle}`}>
        <h1>{article?.heading ?? t("paths.play")}</h1>
        {article ? (
          <details className={styles.guide}>
            <summary>{howToPlay}</summary>
            {article.sections.map((section) => (
              <section key={section.heading}>
                <h2>{section.heading}</h2>
                {section.paragraphs.map((paragraph, position) => (
                  // Static text in a fixed order: the position is a stable key.
                  <p key={position}>{paragraph}</p>
                ))}
              </section>
            ))}
          </details>
        ) : null}
      </article>
      <PictogramSprite />
      <MorphemeGameLoader
        texts={texts}
        categoryNames={categoryNames}
        builtInWordLines={builtInWordLines}
        wordPictures={wordPictures}
        taskTexts={taskTexts}
      />
      <StructuredDataScripts items={structuredDataOf(view.id, "play")} site={view.id} locale={locale} origin={origin} />
    </>
  );
}
