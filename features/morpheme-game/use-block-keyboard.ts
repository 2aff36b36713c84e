"use client";

import type { KeyboardEvent } from "react";
import type { BlockPlace } from "./use-block-drag";
import type { FocusTarget } from "./use-block-focus";
import type { GameRound } from "./use-game-round";

/**
 * The game without a pointer: Enter or Space puts a shelf block into the row; in the row the
 * arrow keys, Home and End move a block, and Delete, Backspace, Enter or Space send it back.
 * Focus follows (the moved block, else a neighbour, else Check).
 */
export function useBlockKeyboard(game: GameRound, focusAfterRender: (target: FocusTarget) => void) {
  const { placed } = game.play;
  const { shelfBlocks } = game;

  function onShelfKey(event: KeyboardEvent<HTMLButtonElement>, key: string) {
    if (event.key !== "Enter" && event.key !== " ") return;
    event.preventDefault();
    const index = shelfBlocks.findIndex((block) => block.key === key);
    game.place(key);
    const following = shelfBlocks[index + 1] ?? shelfBlocks[index - 1];
    focusAfterRender(following && following.key !== key ? following.key : "check");
  }

  function onRowKey(event: KeyboardEvent<HTMLButtonElement>, key: string) {
    const index = placed.indexOf(key);
    const moves: Record<string, number> = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: placed.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      if (game.move(key, moves[event.key]!)) focusAfterRender(key);
    } else if (event.key === "Backspace" || event.key === "Delete" || event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      game.remove(key);
      const neighbour = placed[index + 1] ?? placed[index - 1];
      focusAfterRender(neighbour ?? shelfBlocks[0]?.key ?? key);
    }
  }

  return (event: KeyboardEvent<HTMLButtonElement>, key: string, from: BlockPlace) => (from === "shelf" ? onShelfKey(event, key) : onRowKey(event, key));
}
