"use client";

import { useEffect } from "react";
import { localIsoDate, shiftWindow } from "./shift-window";

/** Marks the visitor's own today once the prerendered list reaches the browser. */
export function GospelToday({ listId }: { listId: string }) {
  useEffect(() => {
    const list = document.getElementById(listId);
    if (!list) return;
    const moved = list.dataset.today !== localIsoDate(new Date());
    if (shiftWindow(list, localIsoDate(new Date())) && moved && location.hash === "#today") {
      document.getElementById("today")?.scrollIntoView();
    }
  }, [listId]);
  return null;
}
