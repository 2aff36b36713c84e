"use client";

import { useEffect, useMemo, useRef, useState } from "react";
import type { CategorySetting } from "@/features/morpheme-game/model/category-settings";
import { emptyGame, MAX_BUILT_WORDS, readStoredGame, type StoredGame } from "@/features/morpheme-game/model/stored-game";
import type { Level, WordEntry } from "@/features/morpheme-game/model/words";
import { isRememberingOn, storageGroup } from "@/lib/client/storage-group";

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

/**
 * Score, the player's word list and a teacher's categories and words. The page is prerendered,
 * so the first render uses the built-in state and storage is read after it; every change is
 * written back unless remembering is switched off.
 */
export function useGameStore(defaultCategories: readonly CategorySetting[], builtInWords: readonly WordEntry[]): GameStore {
  const group = useMemo(() => storageGroup(MORPHEME_GAME_GROUP), []);
  const [game, setGame] = useState<StoredGame>(emptyGame);
  const [loaded, setLoaded] = useState(false);
  const [remembering, setRemembering] = useState(true);
  const skipWrite = useRef(true);

  useEffect(() => {
    setGame(readStoredGame(group.read()));
    setRemembering(isRememberingOn());
    setLoaded(true);
  }, [group]);

  useEffect(() => {
    // The state read from storage need not be written back.
    if (!loaded || skipWrite.current) {
      if (loaded) skipWrite.current = false;
      return;
    }
    group.write(game);
  }, [game, loaded, group]);

  const update = (patch: (current: StoredGame) => StoredGame) => setGame((current) => patch(current));

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
      update(({ categories: _categories, words: _words, ...rest }) => rest);
    },
    resetProgress() {
      update((current) => ({ ...current, score: 0, built: [] }));
    },
  };
}
