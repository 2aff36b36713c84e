"use client";

import { useEffect } from "react";
import { readBaseData, writeBaseData } from "@/lib/client/storage";

const SECTION = "section.various-section[id]";

/** Remembers the tool the visitor worked in last (`lastClickedId` of the base data). */
export function VariousMemory() {
  useEffect(() => {
    const remember = (event: MouseEvent) => {
      const section = event.target instanceof Element ? event.target.closest(SECTION) : null;
      if (section && section.id !== readBaseData().lastClickedId) writeBaseData({ lastClickedId: section.id });
    };
    document.addEventListener("click", remember);
    return () => document.removeEventListener("click", remember);
  }, []);
  return null;
}
