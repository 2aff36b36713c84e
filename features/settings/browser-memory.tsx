"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { CHUNK_RELOAD_FLAG, CHUNK_RELOAD_LOGGED } from "@/lib/client/chunk-reload";
import { LOG_KEY } from "@/lib/client/storage/keys";
import { recordPageView } from "./storage/statistics";
import { readBaseData, readEntry, writeBaseData, writeEntry } from "@/lib/client/storage/store";

const background = () => import("./storage/background");
const logError = (text: string) => void background().then((module) => module.logError(text));

/**
 * What every page does with the browser's storage: remember the language (upper-case short
 * form), the host and the path; count the view when statistics are on; log errors. Logging and
 * the tidy-up are loaded only when needed. Mounted once by the layout; the address says the page.
 */
export function BrowserMemory({ locale }: { locale: string }) {
  const pathname = usePathname();
  useEffect(() => {
    const path = pagePathOf(window.location.pathname, locale);
    writeBaseData({ language: locale.toUpperCase(), path, domainName: window.location.hostname });
    // Counted at once, so a view is not lost when the visitor moves on quickly.
    if (readBaseData().statistics) {
      recordPageView(path);
      void background().then((module) => module.tidyUpDaily());
    }
    // The router's path changes with every navigation; the browser's address is the one shown.
  }, [locale, pathname]);

  useEffect(() => {
    try {
      if (sessionStorage.getItem(CHUNK_RELOAD_FLAG) === "reloading") {
        sessionStorage.setItem(CHUNK_RELOAD_FLAG, CHUNK_RELOAD_LOGGED);
        // Written at once, not through the lazily loaded logger: the note that a script failed to
        // load must not itself depend on loading another one. (The log's cap applies again at
        // the next logged error or the daily tidy-up.)
        const log = readEntry(LOG_KEY);
        const text = "A script of the site failed to load (new deployment?); the page was reloaded once.";
        writeEntry(LOG_KEY, [...(Array.isArray(log) ? log : []), { at: Date.now(), level: "error", text }]);
      }
    } catch {
      // Session storage blocked: nothing was reloaded either.
    }
    const onError = (event: ErrorEvent) => {
      if (event.message) logError(`${event.message} (${event.filename || window.location.pathname}:${event.lineno})`);
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      const reason: unknown = event.reason;
      logError(reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason));
    };
    window.addEventListener("error", onError);
    window.addEventListener("unhandledrejection", onRejection);
    return () => {
      window.removeEventListener("error", onError);
      window.removeEventListener("unhandledrejection", onRejection);
    };
  }, []);

  return null;
}

/** "/de/cv" → "/cv", "/de" → "/": the page's path without its language. */
function pagePathOf(pathname: string, locale: string): string {
  const prefix = `/${locale}`;
  if (pathname === prefix) return "/";
  return pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : pathname;
}
