"use client";

import { useEffect, useState, type RefObject } from "react";

/**
 * Becomes true once the element is within a screen's height of the viewport, and stays true: for
 * pictures below the first screen that the server-rendered HTML must not fetch at once (a CSS
 * background or a video poster is fetched eagerly, whatever its position).
 */
export function useNearViewport(element: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (!target || near) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: "100% 0px" });
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, near]);
  return near;
}
