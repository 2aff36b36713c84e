"use client";

import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { useConfirm } from "@/components/tool-ui/use-confirm";
import type { MorphemeCategoryId } from "@/lib/tenancy/sites/morpheme-categories";
import { BlockShelf } from "./block-shelf";
import type { Board } from "./block-button";
import { BuildingRow } from "./building-row";
import { BuiltWords } from "./built-words";
import { CategoryLegend } from "./category-legend";
import { GameActions } from "./game-actions";
import { KeyHints } from "./key-hints";
import { LevelAndScore } from "./level-and-score";
import { defaultCategorySettings } from "./model/category-settings";
import type { WordPicture } from "./model/word-picture";
import { parseWordList } from "./model/words";
import { RoundFeedback } from "./round-feedback";
import { TaskCard } from "./task-card";
import { TaskPrompt } from "./task-prompt";
import { TeacherPanel } from "./teacher-panel";
import { useBlockDrag } from "./use-block-drag";
import { useBlockFocus } from "./use-block-focus";
import { useBlockKeyboard } from "./use-block-keyboard";
import { useGameRound } from "./use-game-round";
import { useGameStore } from "./use-game-store";
import { gameHeadingId } from "./game-anchor";
import styles from "./morpheme-game.module.css";

interface MorphemeGameProps {
  /** The built-in word list as text: data from the server, not part of the game's code. */
  builtInWordLines: string;
  /** Picture and sentence with a gap of each built-in word, also data from the server. */
  wordPictures: Readonly<Record<string, WordPicture>>;
}

const fallbackColour = (id: MorphemeCategoryId) => (id === "result" ? "#f8fafc" : "#9ca3af");

/**
 * The morpheme game of /play: build the asked-for German word from coloured blocks by dragging
 * (mouse or finger) or with the keyboard, check it against the word list, collect points.
 */
export function MorphemeGame({ builtInWordLines, wordPictures }: MorphemeGameProps) {
  const t = useTranslations("morphemeGame");
  const categoryNames = useTranslations("morpheme.categories");
  const defaultCategories = useMemo(() => defaultCategorySettings((id) => categoryNames(id)), [categoryNames]);
  const builtInWords = useMemo(() => parseWordList(builtInWordLines), [builtInWordLines]);
  const store = useGameStore(defaultCategories, builtInWords);
  const game = useGameRound(store);
  const focus = useBlockFocus();
  const { rowRef, dragView, pointer } = useBlockDrag(game, focus.blockBox);
  const onKeyDown = useBlockKeyboard(game, focus.focusAfterRender);
  const { confirmDialog, confirm } = useConfirm({ title: t("confirmTitle"), yes: t("confirmYes"), cancel: t("confirmCancel") });
  const categoryById = useMemo(() => new Map(store.categories.map((category) => [category.id, category])), [store.categories]);
  const board: Board = {
    game,
    dragView,
    pointer,
    onKeyDown,
    attachBlock: focus.attachBlock,
    colourOf: (id) => categoryById.get(id)?.colour ?? fallbackColour(id),
    nameOf: (id) => categoryById.get(id)?.name ?? categoryNames(id),
  };
  const { target } = game.play.round;
  const picture = Object.hasOwn(wordPictures, target.word) ? wordPictures[target.word] : undefined;

  return (
    <section className={styles.game} aria-labelledby={gameHeadingId} data-ready={store.loaded}>
      {/* The page's heading stands right above; this one names the section for screen readers. */}
      <h2 id={gameHeadingId} className="visually-hidden">
        {t("heading")}
      </h2>
      {/* The level first, as a game's bar above its board: on a phone it is the one line of
          numbered buttons there, so the whole move still fits under it (a list of levels under
          the board needed scrolling to reach). */}
      <LevelAndScore store={store} game={game} />
      {picture ? <TaskCard word={target.word} picture={picture} solved={game.play.solved} /> : <TaskPrompt word={target.word} />}
      {/* The blocks to pick from right under the puzzle, then the row they are built in and the
          buttons to check it, so the first screen holds a whole move. */}
      <BlockShelf board={board} />
      <BuildingRow board={board} rowRef={rowRef} />
      <GameActions game={game} checkRef={focus.checkButton} nextRef={focus.nextButton} onSolved={() => focus.focusAfterRender("next")} />
      <RoundFeedback board={board} />
      {/* How to move the blocks after the board, not above its areas: the puzzle is seen first. */}
      <KeyHints />
      <p className="visually-hidden" aria-live="polite">
        {game.announcement}
      </p>
      {/* The words built so far right under the move, the colours' legend after them: between the
          buttons and the result, the legend pushed "No words built yet" 250 px down on a phone. */}
      <BuiltWords store={store} confirm={confirm} />
      <CategoryLegend categories={store.categories} />
      <TeacherPanel store={store} />
      {confirmDialog}
    </section>
  );
}

