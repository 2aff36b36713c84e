"use client";

import { useTranslations } from "next-intl";
import type { CSSProperties, KeyboardEvent } from "react";
import type { MorphemeCategoryId } from "@/lib/tenancy/sites/morpheme-categories";
import { shapeOf, textColourOn } from "./model/category-settings";
import type { Block } from "./model/round";
import { ShapeIcon } from "./shape-icon";
import type { BlockPlace, BlockPointer, DragView } from "./use-block-drag";
import type { GameRound } from "./use-game-round";
import styles from "./morpheme-game.module.css";

/** What every block of the board needs: the round, dragging, keys, focus and the categories. */
export interface Board {
  readonly game: GameRound;
  readonly dragView: DragView | null;
  readonly pointer: BlockPointer;
  readonly onKeyDown: (event: KeyboardEvent<HTMLButtonElement>, key: string, from: BlockPlace) => void;
  readonly attachBlock: (key: string) => (element: HTMLButtonElement | null) => void;
  readonly colourOf: (id: MorphemeCategoryId) => string;
  readonly nameOf: (id: MorphemeCategoryId) => string;
}

/** One morpheme block: its category's colour and shape, its text; dragged, clicked or moved by keys. */
export function BlockButton({ block, from, position, board }: { block: Block; from: BlockPlace; position?: number; board: Board }) {
  const t = useTranslations("morphemeGame");
  const { game, dragView, pointer } = board;
  const { result, hintKey, solved } = game.play;
  const wrong = position !== undefined && result?.verdicts[position] === "wrong";
  const dragging = dragView?.key === block.key ? dragView : null;
  const category = board.nameOf(block.category);
  const label =
    position !== undefined
      ? t("blockInRow", { text: block.text, category, position: String(position + 1), count: String(game.rowBlocks.length) })
      : t("block", { text: block.text, category });
  const colour = board.colourOf(block.category);
  const style = {
    "--block-colour": colour,
    "--block-text": textColourOn(colour),
    ...(dragging ? { transform: `translate(${dragging.dx}px, ${dragging.dy}px)` } : {}),
  } as CSSProperties;
  return (
    <button
      ref={board.attachBlock(block.key)}
      type="button"
      className={[styles.block, wrong ? styles.wrong : "", hintKey === block.key ? styles.hinted : "", dragging ? styles.dragging : ""].join(" ")}
      style={style}
      aria-label={wrong ? `${label}, ${t("wrongPlace")}` : label}
      data-category={block.category}
      data-half={block.half}
      disabled={solved}
      onClick={() => pointer.onClick(block.key, from)}
      onKeyDown={(event) => board.onKeyDown(event, block.key, from)}
      onPointerDown={(event) => pointer.onPointerDown(event, block.key, from)}
      onPointerMove={pointer.onPointerMove}
      onPointerUp={pointer.onPointerUp}
      onPointerCancel={pointer.onPointerCancel}
    >
      <ShapeIcon shape={shapeOf(block.category)} />
      {/* A circumfix half shows where the stem goes: "ge ⋯" before it, "⋯ t" after it. */}
      {block.half === "back" ? <span className={styles.stemGap} data-stem-gap="" aria-hidden="true" /> : null}
      <span lang="de">{block.text}</span>
      {block.half === "front" ? <span className={styles.stemGap} data-stem-gap="" aria-hidden="true" /> : null}
      {wrong ? (
        <span className={styles.wrongMark} aria-hidden="true">
          ✗
        </span>
      ) : null}
    </button>
  );
}
