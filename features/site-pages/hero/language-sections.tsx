import type { ReactNode } from "react";
import { getDataTexts } from "@/lib/i18n/data-texts";
import type { Locale } from "@/lib/i18n/locales";
import type { LanguageSections } from "./hero-declaration";
import styles from "./hero.module.css";

/**
 * What opens each section of the start article that speaks of a language, by section number: the
 * language's own name in its script, across from the heading (not on the page in that language,
 * where the heading already is that name: “தமிழ் தமிழ்”), a word it is loved for, in its script,
 * with its meaning in the page's language, and for a few a sample of the script set large with what
 * it says. So every script of the first screen comes back in the article.
 */
export async function languageSectionStarts(languages: LanguageSections, site: string, locale: Locale): Promise<Record<number, ReactNode>> {
  const t = await getDataTexts(locale, `heroes.${site}`);
  return Object.fromEntries(
    Object.entries(languages.sections).map(([lang, section]) => {
      const name = lang === locale ? undefined : languages.names.find((entry) => entry.lang === lang)?.text;
      const word = languages.words.find((entry) => entry.lang === lang)?.text;
      const sample = languages.samples?.find((entry) => entry.lang === lang)?.text;
      return [
        section,
        <div key={lang} className={styles.languageMark} data-language-mark={lang}>
          {name ? (
            <p lang={lang} dir="auto" className={styles.ownName}>
              {name}
            </p>
          ) : (
            // On the page in this language the heading already is its name: the slot stays empty
            // but keeps the names' line, so this heading stands level with its neighbour's across
            // the row ("English" stood 9 px above "German"). No label fills it: a small grey "the
            // language of this page" read as metadata (round 84).
            <p className={styles.ownName} data-own-name-slot="" aria-hidden="true">
              {"\u200b"}
            </p>
          )}
          {word ? (
            <p className={styles.lovedWord} data-loved-word="">
              <span className={styles.kicker}>{t("lovedWord")}</span>
              <span lang={lang} dir="auto" className={styles.loved}>
                {word}
              </span>
              <span>{t(`words.${lang}`)}</span>
            </p>
          ) : null}
          {sample ? (
            <figure className="script-sample" data-script-sample={lang}>
              <blockquote lang={lang} dir="auto">
                {sample.split("\n").map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </blockquote>
              <figcaption>{t(`samples.${lang}`)}</figcaption>
            </figure>
          ) : null}
          {/* The way back to the sheet of scripts, the page's list of languages, at the top of the
              main column (the hidden heading stands under the visitor's own phrase on a phone): one
              quiet arrow at the panel's end, named for screen readers (eight chips saying "Back to
              the list of languages" read as a component demo, round 84). */}
          <div data-section-back="">
            <a href="#content" aria-label={t("backToLanguages")}>
              <span aria-hidden="true">{"\u2191"}</span>
            </a>
          </div>
        </div>,
      ];
    }),
  );
}
