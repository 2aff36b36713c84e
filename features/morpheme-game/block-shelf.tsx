"use client";

import { useTranslations } from "next-intl";
import { AreaHeading } from "./area-heading";
import { BlockButton, type Board } from "./block-button";
import { SHELF_HINT_ID } from "./key-hints";
import styles from "./morpheme-game.module.css";

/** The blocks not in the row yet. */
export function BlockShelf({ board }: { board: Board }) {
  const t = useTranslations("morphemeGame");
  const { shelfBlocks } = board.game;
  return (
    <div className={styles.shelfArea}>
      <AreaHeading id="morpheme-shelf-label" title={t("shelf")} />
      <ul className={styles.shelf} aria-labelledby="morpheme-shelf-label" aria-describedby={SHELF_HINT_ID} dir="ltr" data-testid="morpheme-shelf">
        {shelfBlocks.length === 0 ? <li className={styles.rowEmpty} dir="auto">{t("shelfEmpty")}</li> : null}
        {shelfBlocks.map((block) => (
          <li key={block.key}>
            <BlockButton block={block} from="shelf" board={board} />
          </li>
        ))}
      </ul>
    </div>
  );
}
