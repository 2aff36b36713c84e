import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import type { Locale } from "@/lib/i18n/locales";
import { FeatureTexts } from "@/lib/i18n/feature-texts";
import { builtInWordLines } from "./model/built-in-words";
import { wordPictures } from "./model/word-pictures";
import { MorphemeGameLoader } from "./morpheme-game-loader";
import { PictogramSprite } from "./pictogram-sprite";
import styles from "./morpheme-game.module.css";

/** The site's article of the play page (`content.morpheme.play`): the game's guide. */
interface PlayGuide {
  readonly heading: string;
  readonly sections: readonly { readonly heading: string; readonly paragraphs: readonly string[] }[];
}

interface PlayPageProps {
  locale: Locale;
  article?: PlayGuide;
  /** What search engines learn about the page (the site's structured data). */
  children?: ReactNode;
}

/**
 * /play: the heading, then the game itself in the first screen, its guide folded into "How to
 * play". The game's client code is a chunk of its own, loaded on /play only, with the game's
 * texts only; its words, pictures and sentences arrive as data.
 */
export async function PlayPage({ locale, article, children }: PlayPageProps) {
  const t = await getTranslations({ locale });
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
      {children}
    </>
  );
}
