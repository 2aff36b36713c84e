"use client";

import { useSyncExternalStore, type ReactNode } from "react";

/** One of a list's items that happens every week on `weekday` (0 Sunday … 6 Saturday). */
export interface WeeklyItem {
  readonly key: string;
  readonly weekday: number;
  readonly content: ReactNode;
}

const noSubscription = () => () => {};
const visitorsWeekday = () => new Date().getDay();

/** Days from `today` to the next `weekday`, 0 when it is today. */
const daysUntil = (today: number, weekday: number) => (weekday - today + 7) % 7;

/**
 * Weekly notes in the order they next happen, the sooner first (Tuesday's cafe before Friday's
 * distribution from Saturday to Tuesday, after it from Wednesday to Friday). The prerendered page
 * sorts them for the day it was rendered (`renderedWeekday`); the visitor's own day sorts them
 * again in the browser, in the document (a screen reader and the tab key meet them in that order too).
 */
export function SoonerFirst({ items, renderedWeekday, className, itemClassName }: { items: readonly WeeklyItem[]; renderedWeekday: number; className?: string; itemClassName?: string }) {
  const today = useSyncExternalStore(noSubscription, visitorsWeekday, () => renderedWeekday);
  return (
    <ul className={className} role="list">
      {[...items].sort((a, b) => daysUntil(today, a.weekday) - daysUntil(today, b.weekday)).map((item) => (
        <li key={item.key} className={itemClassName} data-card={item.key}>
          {item.content}
        </li>
      ))}
    </ul>
  );
}
