"use client";

import { useTranslations } from "next-intl";
import styles from "./morpheme-game.module.css";

// Stands for the word while the sentence is translated, so the word can be set in bold.
const WORD_MARK = "\u0000";

/** "Build the word …" for a word without a picture, the word in bold and marked as German. */
export function TaskPrompt({ word }: { word: string }) {
  const t = useTranslations("morphemeGame");
  const [before = "", ...rest] = t("task", { word: WORD_MARK }).split(WORD_MARK);
  return (
    <p className={styles.task}>
      {before}
      {rest.length > 0 ? (
        <strong lang="de" dir="ltr" className={styles.target}>
          {word}
        </strong>
      ) : null}
      {rest.join(word)}
    </p>
  );
}
