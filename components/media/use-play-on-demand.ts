"use client";

import { useEffect, useState, type MouseEvent, type RefObject } from "react";

/**
 * A player shows its native controls only once the visitor asks to play. Chromium builds the
 * controls of every `<audio controls>` and `<video controls>` while it styles the page: a
 * shadow tree and an SVG document for each icon, 10–15 ms a player on a slow phone, before the
 * first paint. Until then a link to the file stands in for them, so the recording still opens
 * before the scripts have loaded (or without them).
 */
export function usePlayOnDemand(media: RefObject<HTMLMediaElement | null>) {
  const [started, setStarted] = useState(false);

  useEffect(() => {
    // The link that started the playback is gone; the controls take the focus in its place.
    if (started) media.current?.focus();
  }, [started, media]);

  function start(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    setStarted(true);
    // Within the click, so that the browser's autoplay rules count it as the visitor's wish.
    void media.current?.play().catch(() => undefined);
  }

  return { started, start };
}
