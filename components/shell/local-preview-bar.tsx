"use client";

import dynamic from "next/dynamic";
import { useSyncExternalStore } from "react";
import { hasPreviewCookie } from "@/lib/hosts/preview-cookie";

const noChanges = () => () => {};

const LocalPreviewBarContent = dynamic(() => import("./local-preview-bar-content").then((module) => module.LocalPreviewBarContent), { ssr: false });

/**
 * The way back from a site shown through the local switcher. Only a browser holding the
 * switcher's cookie fetches the bar's code; every other visitor loads nothing for it.
 */
export function LocalPreviewBar(props: { text: string; back: string; locale: string }) {
  // The cookie changes only with a new page load, so nothing to subscribe to; the server renders no bar.
  const previewing = useSyncExternalStore(noChanges, hasPreviewCookie, () => false);
  return previewing ? <LocalPreviewBarContent {...props} /> : null;
}
