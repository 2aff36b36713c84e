"use client";

import { useSyncExternalStore } from "react";
import type { CategorySetting } from "./model/category-settings";
import { emptyGame, MAX_BUILT_WORDS, readStoredGame, type StoredGame } from "./model/stored-game";
import type { Level, WordEntry } from "./model/words";
import { isRemembering, readEntry, subscribe, writeEntry } from "@/lib/client/storage/store";

/** The game's group in local storage. */
const MORPHEME_GAME_GROUP = "morphemeGame";

export interface GameStore {
  readonly score: number;
  readonly built: readonly string[];
  readonly level: Level;
  readonly categories: readonly CategorySetting[];
  readonly words: readonly WordEntry[];
  /** A teacher's list is in use. */
  readonly customWords: boolean;
  readonly customCategories: boolean;
  /** Storage has been read (after the first render in the browser). */
  readonly loaded: boolean;
  readonly remembering: boolean;
  addWord(word: string, points: number): void;
  setLevel(level: Level): void;
  setCategories(categories: readonly CategorySetting[]): void;
  setWords(words: readonly WordEntry[]): void;
  restoreBuiltIn(): void;
  resetProgress(): void;
}

let cached: { readonly text: string; readonly game: StoredGame } | undefined;

/** The previous list when the new one is equal, so that a changed score keeps the round going. */
function same<T>(previous: T | undefined, next: T): T {
  return previous !== undefined && JSON.stringify(previous) === JSON.stringify(next) ? previous : next;
}

/** The stored game, the same object as long as storage holds the same text (React compares snapshots). */
function storedGame(): StoredGame {
  const entry = readEntry(MORPHEME_GAME_GROUP);
  const text = JSON.stringify(entry ?? null);
  if (cached?.text === text) return cached.game;
  const game = readStoredGame(entry);
  const { words, categories } = cached?.game ?? {};
  cached = { text, game: { ...game, words: same(words, game.words), categories: same(categories, game.categories) } };
  return cached.game;
}

const serverGame = () => emptyGame;
const noChanges = () => () => {};

/**
 * Score, the player's word list and a teacher's categories and words, read from storage (the
 * storage module keeps them in memory when remembering is off). The page is prerendered, so the
 * first render uses the built-in state and storage is read when the browser hydrates.
 */
export function useGameStore(defaultCategories: readonly CategorySetting[], builtInWords: readonly WordEntry[]): GameStore {
  const game = useSyncExternalStore(subscribe, storedGame, serverGame);
  const loaded = useSyncExternalStore(noChanges, () => true, () => false);
  const remembering = useSyncExternalStore(subscribe, isRemembering, () => true);
  const update = (patch: (current: StoredGame) => StoredGame) => void writeEntry(MORPHEME_GAME_GROUP, patch(storedGame()));

  return {
    score: game.score,
    built: game.built,
    level: game.level,
    categories: game.categories ?? defaultCategories,
    words: game.words ?? builtInWords,
    customWords: game.words !== undefined,
    customCategories: game.categories !== undefined,
    loaded,
    remembering,
    addWord(word, points) {
      update((current) => ({
        ...current,
        score: current.score + points,
        built: [word, ...current.built.filter((existing) => existing !== word)].slice(0, MAX_BUILT_WORDS),
      }));
    },
    setLevel(level) {
      update((current) => ({ ...current, level }));
    },
    setCategories(categories) {
      update((current) => ({ ...current, categories }));
    },
    setWords(words) {
      update((current) => ({ ...current, words }));
    },
    restoreBuiltIn() {
      update((current) => ({ score: current.score, built: current.built, level: current.level }));
    },
    resetProgress() {
      update((current) => ({ ...current, score: 0, built: [] }));
    },
  };
}
