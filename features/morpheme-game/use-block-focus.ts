"use client";

import { useCallback, useEffect, useRef } from "react";

/** Where focus goes after the next render: a block (by key), the Check button or the Next button. */
export type FocusTarget = string | "check" | "next";

/**
 * Keeps keyboard focus where the player works: a block that moved keeps it, a block that left the
 * shelf hands it to its neighbour, a solved word hands it to "Next". The target is asked for in
 * an event and focused after the render that the event causes.
 */
export function useBlockFocus() {
  const blocks = useRef(new Map<string, HTMLButtonElement>());
  const checkButton = useRef<HTMLButtonElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  const pending = useRef<FocusTarget | null>(null);

  useEffect(() => {
    const target = pending.current;
    if (!target) return;
    pending.current = null;
    const element = target === "check" ? checkButton.current : target === "next" ? nextButton.current : blocks.current.get(target);
    element?.focus();
  });

  const focusAfterRender = useCallback((target: FocusTarget) => {
    pending.current = target;
  }, []);
  const attachBlock = useCallback(
    (key: string) => (element: HTMLButtonElement | null) => {
      if (element) blocks.current.set(key, element);
      else blocks.current.delete(key);
    },
    [],
  );
  const blockBox = useCallback((key: string) => blocks.current.get(key)?.getBoundingClientRect(), []);
  return { focusAfterRender, attachBlock, blockBox, checkButton, nextButton };
}
