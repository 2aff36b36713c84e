"use client";

import { useEffect, useState, type MouseEvent, type RefObject } from "react";

/**
 * A player shows its native controls only once the visitor asks to play. Chromium builds the
 * controls of every `<audio controls>` and `<video controls>` while it styles the page, a shadow
 * tree and an SVG document for each icon: on the forum start page (two videos, one recording)
 * 9 of its 14 documents and half of its style work before the first paint. Until then a link to
 * the file stands in for them, so the media still open before the scripts have loaded (or
 * without them), and a click with a modifier key opens the file as any link would.
 */
export function usePlayOnDemand(media: RefObject<HTMLMediaElement | null>) {
  const [started, setStarted] = useState(false);

  useEffect(() => {
    // The link that started the playback is gone; the controls take the focus in its place.
    if (started) media.current?.focus();
  }, [started, media]);

  function start(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setStarted(true);
    // Within the click, so that the browser's autoplay rules count it as the visitor's wish. A
    // refused start leaves the controls shown, where the visitor can start it again.
    void media.current?.play().catch(() => undefined);
  }

  return { started, start };
}
