"use client";

import type { DatesSetInfo } from "@fullcalendar/react";
import { useCallback, useState } from "react";

/** What the calendar shows: its view and the days it covers. */
export interface ViewRange {
  readonly type: string;
  readonly start: Date;
  readonly end: Date;
  readonly currentStart: Date;
}

function sameRange(a: ViewRange, b: ViewRange): boolean {
  return (
    a.type === b.type &&
    a.start.getTime() === b.start.getTime() &&
    a.end.getTime() === b.end.getTime() &&
    a.currentStart.getTime() === b.currentStart.getTime()
  );
}

/** Follows the calendar's shown range; FullCalendar reports it after every re-render, only a real change is news. */
export function useViewRange(): { range: ViewRange | null; onDatesSet: (info: DatesSetInfo) => void } {
  const [range, setRange] = useState<ViewRange | null>(null);
  const onDatesSet = useCallback((info: DatesSetInfo) => {
    const next = { type: info.view.type, start: info.view.activeStart, end: info.view.activeEnd, currentStart: info.view.currentStart };
    setRange((current) => (current && sameRange(current, next) ? current : next));
  }, []);
  return { range, onDatesSet };
}
