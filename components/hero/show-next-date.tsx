"use client";

import { useEffect } from "react";
import { localIsoDate } from "@/lib/format/iso-date";

/**
 * The page is prerendered, so it carries the coming weeks too, one entry per date in order, all
 * but the first hidden; in the browser the visitor's own date picks the first entry on or after it.
 */
export function ShowNextDate({ listId }: { listId: string }) {
  useEffect(() => {
    const today = localIsoDate(new Date());
    const entries = Array.from(document.getElementById(listId)?.querySelectorAll<HTMLElement>("[data-date]") ?? []);
    const next = entries.find((entry) => (entry.dataset.date ?? "") >= today);
    if (!next) return;
    for (const entry of entries) entry.hidden = entry !== next;
  }, [listId]);
  return null;
}
