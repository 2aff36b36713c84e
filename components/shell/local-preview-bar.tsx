"use client";

import dynamic from "next/dynamic";
import { hasPreviewCookie } from "@/lib/tenancy/hosts/preview-cookie";
import { useBrowserValue } from "@/lib/client/use-browser-value";

const LocalPreviewBarContent = dynamic(() => import("./local-preview-bar-content").then((module) => module.LocalPreviewBarContent), { ssr: false });

/**
 * The way back from a site shown through the local switcher. Only a browser holding the
 * switcher's cookie fetches the bar's code; every other visitor loads nothing for it.
 */
export function LocalPreviewBar(props: { site: string; locale: string }) {
  const previewing = useBrowserValue(hasPreviewCookie, false);
  return previewing ? <LocalPreviewBarContent {...props} /> : null;
}
