"use client";

import { useTranslations } from "next-intl";
import styles from "./morpheme-game.module.css";

/** The ids of the two lines on how to move blocks, for the shelf's and the row's `aria-describedby`. */
export const SHELF_HINT_ID = "morpheme-shelf-hint";
export const ROW_HINT_ID = "morpheme-row-hint";

/**
 * How to move the blocks, in two short lines under the board: read when needed, after the first
 * look at the puzzle (above the shelf and the row they pushed the board down the first screen).
 */
export function KeyHints() {
  const t = useTranslations("morphemeGame");
  return (
    <p className={styles.keyHints} data-testid="morpheme-key-hints">
      <span id={SHELF_HINT_ID}>{t("shelfHint")}</span> <span id={ROW_HINT_ID}>{t("rowHint")}</span>
    </p>
  );
}
