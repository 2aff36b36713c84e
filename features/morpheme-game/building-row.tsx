"use client";

import { useTranslations } from "next-intl";
import type { CSSProperties, RefObject } from "react";
import { textColourOn } from "./model/category-settings";
import type { Morpheme } from "./model/words";
import { AreaHeading } from "./area-heading";
import { BlockButton, type Board } from "./block-button";
import { ROW_HINT_ID } from "./key-hints";
import { ShapeIcon } from "./shape-icon";
import styles from "./morpheme-game.module.css";

/** How the blocks read together: structure words stand apart, the rest is one word. */
function spell(parts: readonly Morpheme[]): string {
  return parts
    .map((part, index) => {
      const previous = parts[index - 1];
      const apart = previous && (previous.category === "structureWord" || part.category === "structureWord");
      return apart ? ` ${part.text}` : part.text;
    })
    .join("");
}

/** The row the word is built in, a mark where a dragged block would land, and what the row spells. */
export function BuildingRow({ board, rowRef }: { board: Board; rowRef: RefObject<HTMLOListElement | null> }) {
  const t = useTranslations("morphemeGame");
  const { game, dragView } = board;
  const { rowBlocks, builtEntry } = game;
  const dropMarker = dragView?.dropIndex ?? null;
  // The dragged block stays rendered (it holds the pointer); the marker counts the other blocks.
  let othersBefore = 0;
  const rowItems = rowBlocks.flatMap((block, position) => {
    const isDragged = block.key === dragView?.key;
    const marker = !isDragged && dropMarker === othersBefore ? [<li key="marker" className={styles.dropMarker} aria-hidden="true" />] : [];
    if (!isDragged) othersBefore++;
    return [
      ...marker,
      <li key={block.key}>
        <BlockButton block={block} from="row" position={position} board={board} />
      </li>,
    ];
  });
  const markerAtEnd = dropMarker !== null && dropMarker >= othersBefore;
  const resultColour = board.colourOf("result");
  return (
    <div className={styles.rowArea}>
      <AreaHeading id="morpheme-row-label" title={t("row")} />
      <div className={styles.rowWithResult} dir="ltr">
        <ol ref={rowRef} className={`${styles.row} ${dropMarker !== null ? styles.rowTarget : ""}`} aria-labelledby="morpheme-row-label" aria-describedby={ROW_HINT_ID} data-testid="morpheme-row">
          {/* The hint in the page's language and its direction, inside the German row set left to right. */}
          {rowBlocks.length === 0 && dropMarker === null ? (
            <li className={styles.rowEmpty} dir="auto">
              {t("rowEmpty")}
            </li>
          ) : null}
          {rowItems}
          {markerAtEnd ? <li key="marker" className={styles.dropMarker} aria-hidden="true" /> : null}
        </ol>
        <div
          className={`${styles.result} ${builtEntry ? styles.resultLit : ""}`}
          style={{ "--block-colour": resultColour, "--block-text": textColourOn(resultColour) } as CSSProperties}
          data-testid="morpheme-result"
        >
          <ShapeIcon shape="star" />
          <span className={styles.resultLabel}>{board.nameOf("result")}:</span>
          <output lang="de" aria-live="polite">
            {/* Empty until a block is in the row: the result then takes no room (the CSS). */}
            {rowBlocks.length === 0 ? "" : builtEntry ? builtEntry.word : spell(rowBlocks)}
          </output>
          {builtEntry ? <span className="visually-hidden">{t("resultIsWord")}</span> : null}
        </div>
      </div>
    </div>
  );
}
