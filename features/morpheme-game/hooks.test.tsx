// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import english from "@/messages/en.json";
import { builtInWordLines } from "./model/built-in-words";
import { wordPictures } from "./model/word-pictures";
import { parseWordList, type WordEntry } from "./model/words";
import { MorphemeGame } from "./morpheme-game";

const words = parseWordList(builtInWordLines);
const categoryNames = english.morpheme.categories;

beforeAll(() => {
  // jsdom has neither pointer events nor pointer capture: a mouse event with the pointer's id and type stands in.
  class TestPointerEvent extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 0;
      this.pointerType = init.pointerType ?? "mouse";
    }
  }
  window.PointerEvent ??= TestPointerEvent as typeof PointerEvent;
  HTMLElement.prototype.setPointerCapture = () => {};
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});

function renderGame() {
  const view = render(
    <NextIntlClientProvider locale="en" messages={{ morphemeGame: english.morphemeGame, morphemePlay: english.morphemePlay, morpheme: english.morpheme }}>
      <MorphemeGame builtInWordLines={builtInWordLines} wordPictures={wordPictures} />
    </NextIntlClientProvider>,
  );
  const word = view.container.querySelector('strong[lang="de"]')?.textContent ?? "";
  const target = words.find((entry) => entry.word === word);
  if (!target) throw new Error(`no target word on the board: "${word}"`);
  return { ...view, target };
}

const shelf = () => screen.getByTestId("morpheme-shelf");
const row = () => screen.getByTestId("morpheme-row");
const blockLabel = (part: WordEntry["parts"][number]) => `Block “${part.text}”: ${categoryNames[part.category]}`;
const shelfBlock = (part: WordEntry["parts"][number]) => within(shelf()).getAllByRole("button", { name: blockLabel(part) })[0]!;
const rowTexts = () => within(row()).queryAllByRole("button").map((button) => button.textContent?.replace("✗", ""));

describe("the morpheme game", () => {
  it("completes the word when the right blocks are put into the row in order, and counts the points", () => {
    const { target } = renderGame();
    for (const part of target.parts) fireEvent.click(shelfBlock(part));
    expect(rowTexts()).toEqual(target.parts.map((part) => part.text));
    expect(screen.getByTestId("morpheme-result")).toHaveProperty("textContent", expect.stringContaining(target.word));
    fireEvent.click(screen.getByRole("button", { name: "Check" }));
    expect(screen.getByTestId("morpheme-feedback").textContent).toMatch(/^Right! /);
    expect(screen.getByTestId("morpheme-score").textContent).toMatch(/Points: [1-9]/);
    expect(screen.getByRole("button", { name: "Next word" })).toBe(document.activeElement);
    // The score is kept in this browser.
    expect(JSON.parse(localStorage.getItem("morphemeGame") ?? "{}")).toMatchObject({ built: [target.word] });
  });

  it("moves a block in the row with the arrow keys, keeping the focus on it", () => {
    const { target } = renderGame();
    const [first, second] = target.parts;
    if (!first || !second) throw new Error("every built-in word has two parts at least");
    fireEvent.keyDown(shelfBlock(first), { key: "Enter" });
    fireEvent.keyDown(shelfBlock(second), { key: "Enter" });
    expect(rowTexts()).toEqual([first.text, second.text]);
    const moving = within(row()).getAllByRole("button")[1]!;
    fireEvent.keyDown(moving, { key: "ArrowLeft" });
    expect(rowTexts()).toEqual([second.text, first.text]);
    expect(document.activeElement?.textContent).toBe(second.text);
    fireEvent.keyDown(document.activeElement!, { key: "Delete" });
    expect(rowTexts()).toEqual([first.text]);
  });

  it("puts a block dragged onto the row where it was let go, and a block dragged off the row back on the shelf", () => {
    const { target } = renderGame();
    const part = target.parts[0]!;
    const block = shelfBlock(part);
    act(() => {
      fireEvent.pointerDown(block, { pointerId: 1, pointerType: "touch", clientX: 100, clientY: 300 });
      fireEvent.pointerMove(block, { pointerId: 1, pointerType: "touch", clientX: 0, clientY: 0 });
      fireEvent.pointerUp(block, { pointerId: 1, pointerType: "touch", clientX: 0, clientY: 0 });
    });
    expect(rowTexts()).toEqual([part.text]);
    const placed = within(row()).getByRole("button");
    act(() => {
      fireEvent.pointerDown(placed, { pointerId: 2, pointerType: "touch", clientX: 0, clientY: 0 });
      fireEvent.pointerMove(placed, { pointerId: 2, pointerType: "touch", clientX: 0, clientY: 400 });
      fireEvent.pointerUp(placed, { pointerId: 2, pointerType: "touch", clientX: 0, clientY: 400 });
    });
    expect(rowTexts()).toEqual([]);
    expect(within(shelf()).getAllByRole("button", { name: blockLabel(part) }).length).toBeGreaterThan(0);
  });
});
