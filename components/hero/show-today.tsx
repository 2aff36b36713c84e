"use client";

import { useEffect } from "react";
import { localIsoDate } from "@/components/gospel/shift-window";

/**
 * The page is prerendered, so it carries the next weeks too, one entry per day, all but the
 * rendering day hidden; in the browser the visitor's own date picks the entry.
 */
export function ShowToday({ listId }: { listId: string }) {
  useEffect(() => {
    const list = document.getElementById(listId);
    const today = localIsoDate(new Date());
    const entries = Array.from(list?.querySelectorAll<HTMLElement>("[data-date]") ?? []);
    if (!entries.some((entry) => entry.dataset.date === today)) return;
    for (const entry of entries) entry.hidden = entry.dataset.date !== today;
  }, [listId]);
  return null;
}
