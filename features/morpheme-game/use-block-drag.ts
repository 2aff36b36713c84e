"use client";

import { useRef, useState, type PointerEvent } from "react";
import type { GameRound } from "./use-game-round";

export type BlockPlace = "shelf" | "row";

interface Drag {
  readonly key: string;
  readonly from: BlockPlace;
  readonly pointerId: number;
  readonly startX: number;
  readonly startY: number;
  moved: boolean;
}

/** The block being dragged: how far it moved, and where it would land in the row (null: outside). */
export interface DragView {
  readonly key: string;
  readonly dx: number;
  readonly dy: number;
  readonly dropIndex: number | null;
}

const DRAG_THRESHOLD = 6;
const ROW_MARGIN = 24;

/**
 * Dragging blocks with mouse, pen or finger (Pointer Events, so touch screens work too): dropped
 * on the row a block goes where it was let go, dragged off the row it goes back to the shelf. A
 * press without movement is a click: the shelf's block joins the row, the row's block leaves it.
 */
export function useBlockDrag(game: GameRound, blockBox: (key: string) => DOMRect | undefined) {
  const rowRef = useRef<HTMLOListElement>(null);
  const drag = useRef<Drag | null>(null);
  const suppressClick = useRef(false);
  const [dragView, setDragView] = useState<DragView | null>(null);
  const { placed, solved } = game.play;

  function dropIndexAt(clientX: number, clientY: number, draggedKey: string): number | null {
    const box = rowRef.current?.getBoundingClientRect();
    if (!box) return null;
    if (clientX < box.left - ROW_MARGIN || clientX > box.right + ROW_MARGIN || clientY < box.top - ROW_MARGIN || clientY > box.bottom + ROW_MARGIN) return null;
    let index = 0;
    for (const key of placed.filter((candidate) => candidate !== draggedKey)) {
      const rect = blockBox(key);
      if (!rect) continue;
      const sameLine = clientY >= rect.top - 8 && clientY <= rect.bottom + 8;
      if (rect.bottom + 8 < clientY || (sameLine && clientX > rect.left + rect.width / 2)) index++;
    }
    return index;
  }

  function onPointerDown(event: PointerEvent<HTMLButtonElement>, key: string, from: BlockPlace) {
    if (solved || (event.pointerType === "mouse" && event.button !== 0)) return;
    // No text selection while dragging; the click that follows still focuses and activates.
    if (event.pointerType === "mouse") event.preventDefault();
    drag.current = { key, from, pointerId: event.pointerId, startX: event.clientX, startY: event.clientY, moved: false };
    event.currentTarget.setPointerCapture(event.pointerId);
  }

  function onPointerMove(event: PointerEvent<HTMLButtonElement>) {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const dx = event.clientX - current.startX;
    const dy = event.clientY - current.startY;
    if (!current.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
    current.moved = true;
    setDragView({ key: current.key, dx, dy, dropIndex: dropIndexAt(event.clientX, event.clientY, current.key) });
  }

  function onPointerUp(event: PointerEvent<HTMLButtonElement>) {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    setDragView(null);
    if (!current.moved) return;
    suppressClick.current = true;
    const index = dropIndexAt(event.clientX, event.clientY, current.key);
    if (index !== null) game.place(current.key, index);
    else if (current.from === "row") game.remove(current.key);
  }

  function onPointerCancel() {
    drag.current = null;
    setDragView(null);
  }

  function onClick(key: string, from: BlockPlace) {
    if (suppressClick.current) {
      suppressClick.current = false;
      return;
    }
    if (from === "shelf") game.place(key);
    else game.remove(key);
  }

  return { rowRef, dragView, pointer: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel, onClick } };
}

/** What a block does with the pointer: drag, drop, click. */
export type BlockPointer = ReturnType<typeof useBlockDrag>["pointer"];
