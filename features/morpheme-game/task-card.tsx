import { useTranslations } from "next-intl";
import { splitAtGap, type WordPicture } from "./model/word-picture";
import { pictogramHref } from "./pictogram-id";
import styles from "./morpheme-game.module.css";

interface TaskCardProps {
  word: string;
  picture: WordPicture;
  solved: boolean;
}

/**
 * The round's puzzle: a picture and a German sentence with a gap; the word itself only behind
 * "Show the word", and in the gap once it is built.
 */
export function TaskCard({ word, picture, solved }: TaskCardProps) {
  const t = useTranslations("morphemePlay");
  const { before, lead, glued, rest } = splitAtGap(picture.sentence);
  // A gap at the start of the sentence takes a capital letter once filled ("Ich spiele gern …").
  const filled = before + lead === "" ? word.charAt(0).toLocaleUpperCase("de-DE") + word.slice(1) : word;
  return (
    <div className={styles.taskCard} data-testid="morpheme-task">
      <svg className={styles.picture} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <use href={pictogramHref(picture.picture)} />
      </svg>
      <div className={styles.taskText}>
        <p className={styles.taskLead}>{t("pictureTask")}</p>
        <p className={styles.sentence} lang="de" dir="ltr">
          {before}
          {/* The gap and the full stop after it stay on one line: a stop alone on a line read as a stray mark. */}
          <span className={styles.gapWithMarks} data-gap-unit="">
            {lead}
            {solved ? (
              <mark className={styles.filledGap}>{filled}</mark>
            ) : (
              <span className={styles.gap}>
                <span className="visually-hidden">{t("gap")}</span>
              </span>
            )}
            {glued}
          </span>
          {rest}
        </p>
        <details className={styles.solution}>
          <summary>{t("showWord")}</summary>
          <strong lang="de" dir="ltr" className={styles.target}>
            {word}
          </strong>
        </details>
      </div>
    </div>
  );
}
