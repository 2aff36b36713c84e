"use client";

import { useTranslations } from "next-intl";
import { useMemo, useRef, useState } from "react";
import { buildRound, checkWord, nextNeeded, POINTS_CORRECT, POINTS_WITHOUT_HINT, seededRandom, type Block, type CheckResult, type Round } from "./model/round";
import { findEntry, levelOf, type Level, type WordEntry } from "./model/words";
import type { GameStore } from "./use-game-store";

/** One round: the target word, the blocks in the building row, the last check. */
export interface Play {
  /** The word list the round was drawn from; a new list (a teacher's upload) starts a new round. */
  readonly words: readonly WordEntry[];
  readonly round: Round;
  /** Keys of the blocks in the building row, in order. */
  readonly placed: readonly string[];
  readonly result: CheckResult | null;
  readonly hinted: boolean;
  readonly hintKey: string | null;
  readonly solved: boolean;
}

function wordsOfLevel(words: readonly WordEntry[], level: Level): readonly WordEntry[] {
  const matching = words.filter((entry) => levelOf(entry) === level);
  return matching.length > 0 ? matching : words;
}

function startPlay(target: WordEntry, words: readonly WordEntry[], seed: number): Play {
  return { words, round: buildRound(target, words, seededRandom(seed)), placed: [], result: null, hinted: false, hintKey: null, solved: false };
}

const randomSeed = () => Math.floor(Math.random() * 2 ** 31);
/** Drawn once per page load in the browser; the prerendered page uses seed 1. */
const pageSeed = typeof window === "undefined" ? 1 : randomSeed();

/**
 * The round being played and what the player does with it. The page is prerendered with the
 * first word of level 1; in the browser the stored level and word list draw the first real round
 * (from this page load's seed), and every later round is drawn when the player asks for it.
 */
export function useGameRound(store: GameStore) {
  const t = useTranslations("morphemeGame");
  const { words, level } = store;
  const first = useMemo(() => {
    if (!store.loaded) return startPlay(wordsOfLevel(words, 1)[0]!, words, 1);
    const candidates = wordsOfLevel(words, level);
    return startPlay(candidates[pageSeed % candidates.length]!, words, pageSeed);
  }, [store.loaded, words, level]);
  const [own, setOwn] = useState<Play | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const recent = useRef<string[]>([]);
  // A round of another word list (a teacher's upload replaced it) is over: the new list's first round takes over.
  const current = own && own.words === words ? own : null;
  const play = current ?? first;
  const { round, placed, solved } = play;
  const blockByKey = useMemo(() => new Map(round.blocks.map((block) => [block.key, block])), [round.blocks]);
  const rowBlocks = placed.map((key) => blockByKey.get(key)).filter((block): block is Block => block !== undefined);
  const shelfBlocks = round.blocks.filter((block) => !placed.includes(block.key));
  const announcement = current ? (message ?? "") : store.loaded ? t("announce.newRound", { word: round.target.word }) : "";

  function newRound(forLevel: Level = level) {
    const candidates = wordsOfLevel(words, forLevel);
    const fresh = candidates.filter((entry) => entry.word !== round.target.word && !recent.current.includes(entry.word));
    const pool = fresh.length > 0 ? fresh : candidates;
    const target = pool[Math.floor(Math.random() * pool.length)]!;
    recent.current = [target.word, ...recent.current].slice(0, Math.min(20, Math.floor(candidates.length / 2)));
    setOwn(startPlay(target, words, randomSeed()));
    setMessage(t("announce.newRound", { word: target.word }));
  }

  function changeRow(nextPlaced: readonly string[], announce: string) {
    setOwn({ ...play, placed: nextPlaced, result: null, hintKey: null });
    setMessage(announce);
  }

  /** Puts a block into the row at `index` (the end by default), or moves it there. */
  function place(key: string, index = placed.length) {
    const block = blockByKey.get(key);
    if (!block || solved) return;
    const without = placed.filter((existing) => existing !== key);
    const position = Math.min(index, without.length);
    changeRow([...without.slice(0, position), key, ...without.slice(position)], t("announce.placed", { text: block.text, position: String(position + 1) }));
  }

  /** Moves a block of the row to `index`; false when it cannot go there. */
  function move(key: string, index: number): boolean {
    const block = blockByKey.get(key);
    if (!block || solved || index < 0 || index >= placed.length) return false;
    const without = placed.filter((existing) => existing !== key);
    changeRow([...without.slice(0, index), key, ...without.slice(index)], t("announce.moved", { text: block.text, position: String(index + 1) }));
    return true;
  }

  function remove(key: string) {
    const block = blockByKey.get(key);
    if (!block || solved) return;
    changeRow(
      placed.filter((existing) => existing !== key),
      t("announce.removed", { text: block.text }),
    );
  }

  /** Checks the row; true when it is the word asked for (the points are added). */
  function check(): boolean {
    if (rowBlocks.length === 0) {
      setOwn({ ...play, result: null });
      setMessage(t("feedback.empty"));
      return false;
    }
    const outcome = checkWord(rowBlocks, round.target, words);
    setOwn({ ...play, result: outcome, solved: outcome.correct, hintKey: null });
    if (outcome.correct) store.addWord(round.target.word, POINTS_CORRECT + (play.hinted ? 0 : POINTS_WITHOUT_HINT));
    return outcome.correct;
  }

  function hint() {
    const needed = nextNeeded(rowBlocks, round.target);
    if (!needed || solved) return;
    const block = round.blocks.find((candidate) => candidate.text === needed.morpheme.text && candidate.category === needed.morpheme.category);
    setOwn({ ...play, hinted: true, hintKey: block?.key ?? null });
  }

  function clear() {
    if (!solved) changeRow([], "");
  }

  const builtEntry = rowBlocks.length > 0 ? findEntry(words, rowBlocks) : undefined;
  return { play, rowBlocks, shelfBlocks, blockByKey, builtEntry, announcement, newRound, place, move, remove, check, hint, clear };
}

export type GameRound = ReturnType<typeof useGameRound>;
