"use client";

import { useCallback, useMemo } from "react";
import type { CalendarEvent } from "./calendar/events";
import { addDays, formatLocalDate, parseLocal } from "./calendar/local-time";

/** "12 Mar 2026, 08:00 – 12:00", or the days of an all-day entry, in the page's language. */
export function useDescribeWhen(intlLocale: string): (event: CalendarEvent) => string {
  const formats = useMemo(
    () => ({
      date: new Intl.DateTimeFormat(intlLocale, { dateStyle: "medium" }),
      dateTime: new Intl.DateTimeFormat(intlLocale, { dateStyle: "medium", timeStyle: "short" }),
      time: new Intl.DateTimeFormat(intlLocale, { timeStyle: "short" }),
    }),
    [intlLocale],
  );
  return useCallback(
    (event: CalendarEvent) => {
      const start = parseLocal(event.start);
      const end = parseLocal(event.end);
      if (event.allDay) {
        const last = addDays(end, -1);
        return last > start ? `${formats.date.format(start)} – ${formats.date.format(last)}` : formats.date.format(start);
      }
      const sameDay = formatLocalDate(start) === formatLocalDate(end);
      return `${formats.dateTime.format(start)} – ${sameDay ? formats.time.format(end) : formats.dateTime.format(end)}`;
    },
    [formats],
  );
}
