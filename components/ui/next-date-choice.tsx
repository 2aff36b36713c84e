"use client";

import { useSyncExternalStore, type ReactNode } from "react";
import { localIsoDate } from "@/lib/format/iso-date";

export interface DatedEntry {
  /** `YYYY-MM-DD`; the entries come in date order. */
  readonly date: string;
  readonly content: ReactNode;
  /** What the entry says when its date is the visitor's today ("Today: Tuesday, 1 December"). */
  readonly today?: ReactNode;
}

const noSubscription = () => () => {};
const visitorsToday = () => localIsoDate(new Date());
const notKnownOnTheServer = () => null;

/**
 * The page is prerendered, so it carries the coming weeks too. Its HTML holds only one entry, the
 * first on or after `renderedDay` (the first of all without it); in the browser the visitor's own
 * date picks the first entry on or after it, in its "today" words when it falls on that date (the
 * prerendered page cannot know which day it is read on). The others travel in the page's data, not
 * in its document, so they cost no parsing, styling or hydration (43 gospel days made up two thirds
 * of a start page's elements).
 */
export function NextDateChoice({ entries, renderedDay }: { entries: readonly DatedEntry[]; renderedDay?: string }) {
  const today = useSyncExternalStore(noSubscription, visitorsToday, notKnownOnTheServer);
  const from = today ?? renderedDay;
  const shown = entries[Math.max(from === undefined ? 0 : entries.findIndex((entry) => entry.date >= from), 0)];
  if (!shown) return null;
  return shown.date === today && shown.today !== undefined ? shown.today : shown.content;
}
