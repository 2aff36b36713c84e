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
        </div>,
      ];
    }),
  );
}

/**
 * The page's one way back up to the sheet of scripts, the page's list of languages, after the last
 * language: a quiet line of text at the article's end. Eight round arrows, one closing each panel,
 * read as noise and broke the panels' endings (round 86; round 84 had replaced eight chips with them).
 */
export async function LanguageListBack({ site, locale }: { site: string; locale: Locale }) {
  const t = await getDataTexts(locale, `heroes.${site}`);
  return (
    <p data-languages-back="">
      <a href="#content">
        <span aria-hidden="true">{"\u2191"}</span> {t("backToLanguages")}
      </a>
    </p>
  );
}
