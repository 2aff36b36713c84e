"use client";

import { useEffect } from "react";
import { readBaseData, writeBaseData } from "@/lib/client/storage";

const SECTION = "section.various-section[id]";

/**
 * Remembers the block of /various the visitor worked in last (`lastClickedId` of the base
 * data) and brings it back into view on the next visit, unless the address names a block.
 */
export function VariousMemory() {
  useEffect(() => {
    const last = readBaseData().lastClickedId;
    const target = last ? document.getElementById(last) : null;
    if (!window.location.hash && target?.matches(SECTION)) target.scrollIntoView({ block: "start" });

    const remember = (event: MouseEvent) => {
      const section = event.target instanceof Element ? event.target.closest(SECTION) : null;
      if (section && section.id !== readBaseData().lastClickedId) writeBaseData({ lastClickedId: section.id });
    };
    document.addEventListener("click", remember);
    return () => document.removeEventListener("click", remember);
  }, []);
  return null;
}
