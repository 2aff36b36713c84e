"use client";

import { startUpScript } from "@/lib/client/start-up-script";

/**
 * Inline, so it runs before the first paint; the CSP allows it by its hash.
 *
 * Its 1.4 kB reach the page once, in the HTML. A server component's props travel a second time
 * in the page's React payload; a client component's output does not. The browser has run the
 * script before React starts, and hydration keeps what the server wrote, so the browser's copy
 * of this component renders it empty (`typeof window` is fixed at build time: the text stays
 * out of the script chunks too).
 */
export function StartUpScript() {
  return <script dangerouslySetInnerHTML={{ __html: typeof window === "undefined" ? startUpScript : "" }} suppressHydrationWarning />;
}
