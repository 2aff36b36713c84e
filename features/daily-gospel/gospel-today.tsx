"use client";

import { useEffect } from "react";
import { fillFeatured } from "./featured-days";
import { localIsoDate } from "@/lib/format/iso-date";
import { shiftWindow } from "./shift-window";

/** Marks the visitor's own today once the prerendered list reaches the browser. */
export function GospelToday({ listId }: { listId: string }) {
  useEffect(() => {
    const list = document.getElementById(listId);
    if (!list) return;
    const today = localIsoDate(new Date());
    const moved = list.dataset.today !== today;
    if (!shiftWindow(list, today) || !moved) return;
    const featured = document.querySelector<HTMLElement>("[data-gospel-featured]");
    if (featured) fillFeatured(featured, list, today);
    if (location.hash === "#today") document.getElementById("today")?.scrollIntoView();
  }, [listId]);
  return null;
}
