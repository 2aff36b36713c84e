"use client";

import { useTranslations } from "next-intl";
import { levelOf, type Level } from "./model/words";
import type { GameRound } from "./use-game-round";
import type { GameStore } from "./use-game-store";
import styles from "./morpheme-game.module.css";

const levels: readonly Level[] = [1, 2, 3];
const levelKeys = { 1: "one", 2: "two", 3: "three" } as const;

/** The level to play (a level without words cannot be chosen) and the points so far. */
export function LevelAndScore({ store, game }: { store: GameStore; game: GameRound }) {
  const t = useTranslations("morphemeGame");
  const levelWords = (value: Level) => store.words.filter((entry) => levelOf(entry) === value).length;
  return (
    <div className={styles.topBar}>
      <fieldset className={styles.levels}>
        <legend>{t("levelLabel")}</legend>
        {levels.map((value) => (
          <label key={value} className={styles.levelOption}>
            <input
              type="radio"
              name="morpheme-level"
              value={value}
              checked={store.level === value}
              disabled={levelWords(value) === 0}
              onChange={() => {
                store.setLevel(value);
                game.newRound(value);
              }}
            />
            {/* A phone shows the level's number alone (the name stays for screen readers). */}
            <span className={styles.levelNumber} aria-hidden="true">
              {value}
            </span>
            <span className={styles.levelName}>{t(`levels.${levelKeys[value]}`)}</span>
          </label>
        ))}
      </fieldset>
      {/* A phone's buttons say "1 2 3": the chosen level's name stands under them (the radios name
          every level to a screen reader already). */}
      <p className={styles.levelCaption} aria-hidden="true" data-level-caption="">
        {t(`levels.${levelKeys[store.level]}`)}
      </p>
      <p className={styles.score} data-testid="morpheme-score">
        <strong>{t("score", { points: String(store.score) })}</strong>
        {/* Read out with the points; the page shows the built words themselves under the board, so the bar stays one line. */}
        <span className="visually-hidden">{t("wordCount", { count: String(store.built.length) })}</span>
      </p>
    </div>
  );
}
