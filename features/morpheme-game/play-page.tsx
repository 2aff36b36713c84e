import { getTranslations } from "next-intl/server";
import { articleOf } from "@/lib/content";
import { StructuredDataScripts } from "@/components/pages/structured-data";
import type { Locale } from "@/lib/i18n/locales";
import { FeatureTexts } from "@/lib/i18n/feature-texts";
import { structuredDataOf } from "@/lib/site-data";
import type { ViewDefinition } from "@/lib/sites/registry";
import { builtInWordLines } from "./model/built-in-words";
import { wordPictures } from "./model/word-pictures";
import { MorphemeGameLoader } from "./morpheme-game-loader";
import { PictogramSprite } from "./pictogram-sprite";
import styles from "./morpheme-game.module.css";

/**
 * /play: the heading, then the game itself in the first screen, its guide folded into "How to
 * play". The game's client code is a chunk of its own, loaded on /play only, with the game's
 * texts only; its words, pictures and sentences arrive as data.
 */
export async function PlayPage({ view, locale, origin }: { view: ViewDefinition; locale: Locale; origin?: string }) {
  const t = await getTranslations({ locale });
  const article = await articleOf(locale, view.id, "play");
  return (
    <>
      <article className={`article ${styles.playArticle}`}>
        <h1>{article?.heading ?? t("paths.play")}</h1>
        {article ? (
          <details className={styles.guide}>
            <summary>{t("morphemePlay.howToPlay")}</summary>
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
      <FeatureTexts locale={locale} namespaces={["morphemeGame", "morphemePlay", "morpheme"]}>
        <MorphemeGameLoader builtInWordLines={builtInWordLines} wordPictures={wordPictures} />
      </FeatureTexts>
      <StructuredDataScripts items={structuredDataOf(view.id, "play")} site={view.id} locale={locale} origin={origin} />
    </>
  );
}
