"use client";

import { useEffect, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent } from "react";
import ui from "@/components/tool-ui/tool-ui.module.css";
import { useConfirm } from "@/components/tool-ui/use-confirm";
import { fillTemplate } from "@/lib/format/fill-template";
import type { MorphemeCategoryId } from "@/lib/site-data/morpheme-categories";
import { defaultCategorySettings, shapeOf, textColourOn, type CategorySetting } from "@/features/morpheme-game/model/category-settings";
import {
  buildRound,
  checkWord,
  nextNeeded,
  POINTS_CORRECT,
  POINTS_WITHOUT_HINT,
  seededRandom,
  type Block,
  type CheckResult,
  type Round,
} from "@/features/morpheme-game/model/round";
import { findEntry, levelOf, parseWordList, type Level, type Morpheme, type WordEntry } from "@/features/morpheme-game/model/words";
import styles from "./morpheme-game.module.css";
import type { WordPicture } from "@/features/morpheme-game/model/word-picture";
import { ShapeIcon } from "./shape-icon";
import { TaskCard, type TaskCardTexts } from "./task-card";
import { TeacherPanel } from "./teacher-panel";
import type { MorphemeGameTexts } from "./texts";
import { useGameStore } from "./use-game-store";

interface MorphemeGameProps {
  texts: MorphemeGameTexts;
  categoryNames: Record<MorphemeCategoryId, string>;
  /** The built-in word list as text: data from the server, not part of the game's code. */
  builtInWordLines: string;
  /** Picture and sentence with a gap of each built-in word, also data from the server. */
  wordPictures: Readonly<Record<string, WordPicture>>;
  taskTexts: TaskCardTexts;
}

interface Play {
  readonly round: Round;
  /** Keys of the blocks in the building row, in order. */
  readonly placed: readonly string[];
  readonly result: CheckResult | null;
  readonly hinted: boolean;
  readonly hintKey: string | null;
  readonly solved: boolean;
}

interface Drag {
  readonly key: string;
  readonly from: "shelf" | "row";
  readonly pointerId: number;
  readonly startX: number;
  readonly startY: number;
  moved: boolean;
}

interface DragView {
  readonly key: string;
  readonly dx: number;
  readonly dy: number;
  /** Where the block would land in the row; null outside the row. */
  readonly dropIndex: number | null;
}

const levels: readonly Level[] = [1, 2, 3];
const levelKeys = { 1: "one", 2: "two", 3: "three" } as const;
const DRAG_THRESHOLD = 6;

function wordsOfLevel(words: readonly WordEntry[], level: Level): readonly WordEntry[] {
  const matching = words.filter((entry) => levelOf(entry) === level);
  return matching.length > 0 ? matching : words;
}

function startPlay(target: WordEntry, words: readonly WordEntry[], seed: number): Play {
  return { round: buildRound(target, words, seededRandom(seed)), placed: [], result: null, hinted: false, hintKey: null, solved: false };
}

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

/**
 * The morpheme game of /play: build the asked-for German word from coloured blocks by dragging
 * (mouse or finger) or with the keyboard, check it against the word list, collect points.
 */
export function MorphemeGame({ texts, categoryNames, builtInWordLines, wordPictures, taskTexts }: MorphemeGameProps) {
  const defaultCategories = useMemo(() => defaultCategorySettings(categoryNames), [categoryNames]);
  const builtInWords = useMemo(() => parseWordList(builtInWordLines), [builtInWordLines]);
  const store = useGameStore(defaultCategories, builtInWords);
  const { words, level } = store;
  // Prerendered with the first word of level 1; a random word follows once the browser runs.
  const [play, setPlay] = useState<Play>(() => startPlay(wordsOfLevel(words, 1)[0]!, words, 1));
  const [announcement, setAnnouncement] = useState("");
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const [dragView, setDragView] = useState<DragView | null>(null);
  const drag = useRef<Drag | null>(null);
  const suppressClick = useRef(false);
  const rowRef = useRef<HTMLOListElement>(null);
  const blockRefs = useRef(new Map<string, HTMLButtonElement>());
  const checkRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const recent = useRef<string[]>([]);
  const { confirmDialog, confirm } = useConfirm({ title: texts.confirmTitle, yes: texts.confirmYes, cancel: texts.confirmCancel });

  const categoryById = useMemo(() => new Map(store.categories.map((category) => [category.id, category])), [store.categories]);
  const categoryName = (id: MorphemeCategoryId) => categoryById.get(id)?.name ?? categoryNames[id];

  const { round, placed, result, solved } = play;
  const blockByKey = useMemo(() => new Map(round.blocks.map((block) => [block.key, block])), [round.blocks]);
  const rowBlocks = placed.map((key) => blockByKey.get(key)).filter((block): block is Block => block !== undefined);
  const shelfBlocks = round.blocks.filter((block) => !placed.includes(block.key));
  const builtEntry = rowBlocks.length > 0 ? findEntry(words, rowBlocks) : undefined;
  const picture = Object.hasOwn(wordPictures, round.target.word) ? wordPictures[round.target.word] : undefined;

  function newRound(wordList: readonly WordEntry[] = words, forLevel: Level = level) {
    const candidates = wordsOfLevel(wordList, forLevel);
    const fresh = candidates.filter((entry) => !recent.current.includes(entry.word));
    const pool = fresh.length > 0 ? fresh : candidates;
    const target = pool[Math.floor(Math.random() * pool.length)]!;
    recent.current = [target.word, ...recent.current].slice(0, Math.min(20, Math.floor(candidates.length / 2)));
    setPlay(startPlay(target, wordList, Math.floor(Math.random() * 2 ** 31)));
    setAnnouncement(fillTemplate(texts.announce.newRound, { word: target.word }));
  }

  // Once storage is read: the stored level and word list decide the first real round.
  useEffect(() => {
    if (store.loaded) newRound(store.words, store.level);
    // Only when loading finishes or a teacher's list replaces the words.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store.loaded, store.words]);

  useEffect(() => {
    if (!focusKey) return;
    const target = focusKey === "check" ? checkRef.current : focusKey === "next" ? nextRef.current : blockRefs.current.get(focusKey);
    target?.focus();
    setFocusKey(null);
  }, [focusKey, play]);

  // ---- changing the row
  function changeRow(nextPlaced: readonly string[], message: string) {
    setPlay((current) => ({ ...current, placed: nextPlaced, result: null, hintKey: null }));
    setAnnouncement(message);
  }

  function place(key: string, index = placed.length) {
    const block = blockByKey.get(key);
    if (!block || solved) return;
    const without = placed.filter((existing) => existing !== key);
    const position = Math.min(index, without.length);
    changeRow([...without.slice(0, position), key, ...without.slice(position)], fillTemplate(texts.announce.placed, { text: block.text, position: String(position + 1) }));
  }

  function move(key: string, index: number) {
    const block = blockByKey.get(key);
    if (!block || solved || index < 0 || index >= placed.length) return;
    const without = placed.filter((existing) => existing !== key);
    changeRow([...without.slice(0, index), key, ...without.slice(index)], fillTemplate(texts.announce.moved, { text: block.text, position: String(index + 1) }));
    setFocusKey(key);
  }

  function remove(key: string) {
    const block = blockByKey.get(key);
    if (!block || solved) return;
    changeRow(
      placed.filter((existing) => existing !== key),
      fillTemplate(texts.announce.removed, { text: block.text }),
    );
  }

  // ---- buttons
  function check() {
    if (rowBlocks.length === 0) {
      setPlay((current) => ({ ...current, result: null }));
      setAnnouncement(texts.feedback.empty);
      return;
    }
    const outcome = checkWord(rowBlocks, round.target, words);
    setPlay((current) => ({ ...current, result: outcome, solved: outcome.correct, hintKey: null }));
    if (outcome.correct) {
      store.addWord(round.target.word, POINTS_CORRECT + (play.hinted ? 0 : POINTS_WITHOUT_HINT));
      setFocusKey("next");
    }
  }

  function hint() {
    const needed = nextNeeded(rowBlocks, round.target);
    if (!needed || solved) return;
    const block = round.blocks.find((candidate) => candidate.text === needed.morpheme.text && candidate.category === needed.morpheme.category);
    setPlay((current) => ({ ...current, hinted: true, hintKey: block?.key ?? null }));
  }

  function clear() {
    if (solved) return;
    changeRow([], "");
  }

  // ---- keyboard
  function shelfKey(event: KeyboardEvent<HTMLButtonElement>, key: string) {
    if (event.key !== "Enter" && event.key !== " ") return;
    event.preventDefault();
    const index = shelfBlocks.findIndex((block) => block.key === key);
    place(key);
    const following = shelfBlocks[index + 1] ?? shelfBlocks[index - 1];
    setFocusKey(following && following.key !== key ? following.key : "check");
  }

  function rowKey(event: KeyboardEvent<HTMLButtonElement>, key: string) {
    const index = placed.indexOf(key);
    const moves: Record<string, number> = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: placed.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      move(key, moves[event.key]!);
    } else if (event.key === "Backspace" || event.key === "Delete" || event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      remove(key);
      const neighbour = placed[index + 1] ?? placed[index - 1];
      setFocusKey(neighbour ?? shelfBlocks[0]?.key ?? key);
    }
  }

  // ---- dragging with mouse, pen or finger (Pointer Events, so touch screens work too)
  function dropIndexAt(clientX: number, clientY: number, draggedKey: string): number | null {
    const row = rowRef.current;
    if (!row) return null;
    const box = row.getBoundingClientRect();
    const margin = 24;
    if (clientX < box.left - margin || clientX > box.right + margin || clientY < box.top - margin || clientY > box.bottom + margin) return null;
    const others = placed.filter((key) => key !== draggedKey);
    let index = 0;
    for (const key of others) {
      const rect = blockRefs.current.get(key)?.getBoundingClientRect();
      if (!rect) continue;
      const sameLine = clientY >= rect.top - 8 && clientY <= rect.bottom + 8;
      if (rect.bottom + 8 < clientY || (sameLine && clientX > rect.left + rect.width / 2)) index++;
    }
    return index;
  }

  function pointerDown(event: PointerEvent<HTMLButtonElement>, key: string, from: Drag["from"]) {
    if (solved || (event.pointerType === "mouse" && event.button !== 0)) return;
    // No text selection while dragging; the click that follows still focuses and activates.
    if (event.pointerType === "mouse") event.preventDefault();
    drag.current = { key, from, pointerId: event.pointerId, startX: event.clientX, startY: event.clientY, moved: false };
    event.currentTarget.setPointerCapture(event.pointerId);
  }

  function pointerMove(event: PointerEvent<HTMLButtonElement>) {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const dx = event.clientX - current.startX;
    const dy = event.clientY - current.startY;
    if (!current.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
    current.moved = true;
    setDragView({ key: current.key, dx, dy, dropIndex: dropIndexAt(event.clientX, event.clientY, current.key) });
  }

  function pointerUp(event: PointerEvent<HTMLButtonElement>) {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    setDragView(null);
    if (!current.moved) return;
    suppressClick.current = true;
    const index = dropIndexAt(event.clientX, event.clientY, current.key);
    if (index !== null) place(current.key, index);
    else if (current.from === "row") remove(current.key);
  }

  function pointerCancel() {
    drag.current = null;
    setDragView(null);
  }

  function click(key: string, from: Drag["from"]) {
    if (suppressClick.current) {
      suppressClick.current = false;
      return;
    }
    if (from === "shelf") place(key);
    else remove(key);
  }

  // ---- display
  const levelWords = (value: Level) => words.filter((entry) => levelOf(entry) === value).length;
  const feedback = feedbackText();

  function feedbackText(): { tone: "success" | "error" | "info"; text: string } | null {
    if (result?.correct) {
      const points = POINTS_CORRECT + (play.hinted ? 0 : POINTS_WITHOUT_HINT);
      return {
        tone: "success",
        text: `${fillTemplate(texts.feedback.correct, { word: round.target.word, parts: round.target.parts.map((part) => part.text).join(" + ") })} ${fillTemplate(texts.feedback.points, { points }, texts.locale)}`,
      };
    }
    if (result) {
      const wrong = result.verdicts.filter((verdict) => verdict === "wrong").length;
      const parts = [
        result.otherWord ? fillTemplate(texts.feedback.otherWord, { word: result.otherWord.word }) : null,
        wrong > 0 ? fillTemplate(texts.feedback.wrongPlaces, { count: String(wrong) }) : null,
        result.missing > 0 ? fillTemplate(texts.feedback.missing, { count: String(result.missing) }) : null,
      ].filter(Boolean);
      return { tone: "error", text: parts.join(" ") };
    }
    if (play.hintKey) {
      const block = blockByKey.get(play.hintKey);
      if (block) return { tone: "info", text: fillTemplate(texts.feedback.hint, { text: block.text, category: categoryName(block.category) }) };
    }
    return null;
  }

  const renderBlock = (block: Block, from: Drag["from"], position?: number) => {
    const setting = categoryById.get(block.category);
    const colour = setting?.colour ?? "#9ca3af";
    const verdict = from === "row" && position !== undefined ? result?.verdicts[position] : undefined;
    const dragging = dragView?.key === block.key;
    const label =
      from === "row" && position !== undefined
        ? fillTemplate(texts.blockInRow, { text: block.text, category: categoryName(block.category), position: String(position + 1), count: String(rowBlocks.length) })
        : fillTemplate(texts.block, { text: block.text, category: categoryName(block.category) });
    return (
      <button
        key={block.key}
        ref={(element) => {
          if (element) blockRefs.current.set(block.key, element);
          else blockRefs.current.delete(block.key);
        }}
        type="button"
        className={[styles.block, verdict === "wrong" ? styles.wrong : "", play.hintKey === block.key ? styles.hinted : "", dragging ? styles.dragging : ""].join(" ")}
        style={{ "--block-colour": colour, "--block-text": textColourOn(colour), ...(dragging ? { transform: `translate(${dragView.dx}px, ${dragView.dy}px)` } : {}) } as CSSProperties}
        aria-label={verdict === "wrong" ? `${label}, ${texts.wrongPlace}` : label}
        data-category={block.category}
        disabled={solved}
        onClick={() => click(block.key, from)}
        onKeyDown={(event) => (from === "shelf" ? shelfKey(event, block.key) : rowKey(event, block.key))}
        onPointerDown={(event) => pointerDown(event, block.key, from)}
        onPointerMove={pointerMove}
        onPointerUp={pointerUp}
        onPointerCancel={pointerCancel}
      >
        <ShapeIcon shape={shapeOf(block.category)} />
        <span lang="de">{block.text}</span>
        {verdict === "wrong" ? (
          <span className={styles.wrongMark} aria-hidden="true">
            ✗
          </span>
        ) : null}
      </button>
    );
  };

  const resultSetting = categoryById.get("result");
  const dropMarker = dragView?.dropIndex ?? null;
  // The dragged block stays rendered (it holds the pointer); the marker counts the other blocks.
  let othersBefore = 0;
  const rowItems = rowBlocks.flatMap((block, position) => {
    const isDragged = block.key === dragView?.key;
    const marker = !isDragged && dropMarker === othersBefore ? [<li key="marker" className={styles.dropMarker} aria-hidden="true" />] : [];
    if (!isDragged) othersBefore++;
    return [...marker, <li key={block.key}>{renderBlock(block, "row", position)}</li>];
  });
  const markerAtEnd = dropMarker !== null && dropMarker >= othersBefore;

  return (
    <section className={styles.game} aria-labelledby="morpheme-game-heading" data-ready={store.loaded}>
      {/* The page's heading stands right above; this one names the section for screen readers. */}
      <h2 id="morpheme-game-heading" className="visually-hidden">
        {texts.heading}
      </h2>

      {picture ? (
        <TaskCard word={round.target.word} picture={picture} solved={solved} texts={taskTexts} />
      ) : (
        <p className={styles.task}>
          {texts.task
            .split("{word}")
            .flatMap((piece, index) =>
              index === 0
                ? [piece]
                : [
                    <strong key="word" lang="de" dir="ltr" className={styles.target}>
                      {round.target.word}
                    </strong>,
                    piece,
                  ],
            )}
        </p>
      )}

      <div className={styles.rowArea}>
        <AreaHeading id="morpheme-row-label" title={texts.row} hint={texts.rowHint} />
        <div className={styles.rowWithResult} dir="ltr">
          <ol ref={rowRef} className={`${styles.row} ${dropMarker !== null ? styles.rowTarget : ""}`} aria-labelledby="morpheme-row-label" data-testid="morpheme-row">
            {rowBlocks.length === 0 && dropMarker === null ? <li className={styles.rowEmpty}>{texts.rowEmpty}</li> : null}
            {rowItems}
            {markerAtEnd ? <li key="marker" className={styles.dropMarker} aria-hidden="true" /> : null}
          </ol>
          <div
            className={`${styles.result} ${builtEntry ? styles.resultLit : ""}`}
            style={{ "--block-colour": resultSetting?.colour ?? "#f8fafc", "--block-text": textColourOn(resultSetting?.colour ?? "#f8fafc") } as CSSProperties}
            data-testid="morpheme-result"
          >
            <ShapeIcon shape="star" />
            <span className={styles.resultLabel}>{categoryName("result")}:</span>
            <output lang="de" aria-live="polite">
              {rowBlocks.length === 0 ? "…" : builtEntry ? builtEntry.word : spell(rowBlocks)}
            </output>
            {builtEntry ? <span className="visually-hidden">{texts.resultIsWord}</span> : null}
          </div>
        </div>
      </div>

      <div className={ui.buttonBar}>
        {solved ? (
          <button ref={nextRef} type="button" className={`${ui.button} ${ui.primary}`} onClick={() => newRound()}>
            {texts.actions.next}
          </button>
        ) : (
          <>
            <button ref={checkRef} type="button" className={`${ui.button} ${ui.primary}`} onClick={check}>
              {texts.actions.check}
            </button>
            <button type="button" className={ui.button} onClick={hint}>
              {texts.actions.hint}
            </button>
            <button type="button" className={ui.button} onClick={clear}>
              {texts.actions.clear}
            </button>
          </>
        )}
      </div>

      <div className={styles.feedbackArea} aria-live="polite" data-testid="morpheme-feedback">
        {feedback ? <p className={ui[feedback.tone]}>{feedback.text}</p> : null}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>

      <div className={styles.shelfArea}>
        <AreaHeading id="morpheme-shelf-label" title={texts.shelf} hint={texts.shelfHint} />
        <ul className={styles.shelf} aria-labelledby="morpheme-shelf-label" dir="ltr" data-testid="morpheme-shelf">
          {shelfBlocks.length === 0 ? <li className={styles.rowEmpty}>{texts.shelfEmpty}</li> : null}
          {shelfBlocks.map((block) => (
            <li key={block.key}>{renderBlock(block, "shelf")}</li>
          ))}
        </ul>
      </div>

      <div className={styles.topBar}>
        <fieldset className={styles.levels}>
          <legend>{texts.levelLabel}</legend>
          {levels.map((value) => (
            <label key={value} className={styles.levelOption}>
              <input
                type="radio"
                name="morpheme-level"
                value={value}
                checked={level === value}
                disabled={levelWords(value) === 0}
                onChange={() => {
                  store.setLevel(value);
                  newRound(words, value);
                }}
              />
              <span>{texts.levels[levelKeys[value]]}</span>
            </label>
          ))}
        </fieldset>
        <p className={styles.score} data-testid="morpheme-score">
          <strong>{fillTemplate(texts.score, { points: String(store.score) })}</strong>
          <span>{fillTemplate(texts.wordCount, { count: String(store.built.length) })}</span>
        </p>
      </div>

      <Legend heading={texts.legendHeading} categories={store.categories} />

      <section className={styles.wordList} aria-labelledby="morpheme-words-heading">
        <h3 id="morpheme-words-heading">{texts.wordListHeading}</h3>
        {store.built.length === 0 ? (
          <p>{texts.wordListEmpty}</p>
        ) : (
          <ul lang="de">
            {store.built.map((word) => (
              <li key={word}>{word}</li>
            ))}
          </ul>
        )}
        {store.built.length > 0 || store.score > 0 ? (
          <button
            type="button"
            className={ui.button}
            onClick={async () => {
              if (await confirm(texts.confirmReset)) store.resetProgress();
            }}
          >
            {texts.resetProgress}
          </button>
        ) : null}
      </section>

      <TeacherPanel texts={texts} store={store} />
      {confirmDialog}
    </section>
  );
}

function Legend({ heading, categories }: { heading: string; categories: readonly CategorySetting[] }) {
  return (
    <section className={styles.legend} aria-labelledby="morpheme-legend-heading">
      <h3 id="morpheme-legend-heading">{heading}</h3>
      <ul>
        {categories.map((category) => (
          <li key={category.id}>
            <span className={styles.swatch} style={{ "--block-colour": category.colour, "--block-text": textColourOn(category.colour) } as CSSProperties}>
              <ShapeIcon shape={shapeOf(category.id)} />
            </span>
            {category.name}
          </li>
        ))}
      </ul>
    </section>
  );
}

function AreaHeading({ id, title, hint }: { id: string; title: string; hint: string }) {
  return (
    <>
      <h3 id={id}>{title}</h3>
      <p className={styles.areaHint}>{hint}</p>
    </>
  );
}
