"use client";

import { useEffect } from "react";
import { CHUNK_RELOAD_FLAG, CHUNK_RELOAD_LOGGED } from "@/lib/client/chunk-reload";
import { LANGUAGE_PREVIEW_KEY } from "@/lib/client/storage/keys";
import { recordPageView } from "@/lib/client/storage/statistics";
import { hasEntry, readBaseData, writeBaseData } from "@/lib/client/storage/store";

const background = () => import("@/lib/client/storage/background");
const logError = (text: string) => void background().then((module) => module.logError(text));

/**
 * What every page does with the browser's storage: remember the language (upper-case short
 * form), the host and the path; count the view when statistics are on; log errors;
 * and load the language-edit preview only while one is active. Logging, the tidy-up and the
 * preview are loaded only when needed.
 */
export function BrowserMemory({ locale, path }: { locale: string; path: string }) {
  useEffect(() => {
    writeBaseData({ language: locale.toUpperCase(), path, domainName: window.location.hostname });
    // Counted at once, so a view is not lost when the visitor moves on quickly.
    if (readBaseData().statistics) {
      recordPageView(path);
      void background().then((module) => module.tidyUpDaily());
    }
  }, [locale, path]);

  useEffect(() => {
    try {
      if (sessionStorage.getItem(CHUNK_RELOAD_FLAG) === "reloading") {
        sessionStorage.setItem(CHUNK_RELOAD_FLAG, CHUNK_RELOAD_LOGGED);
        logError("A script of the site failed to load (new deployment?); the page was reloaded once.");
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

    let stopPreview: (() => void) | undefined;
    let left = false;
    if (hasEntry(LANGUAGE_PREVIEW_KEY)) {
      void import("./edit-preview").then(({ startEditPreview }) => {
        if (!left) stopPreview = startEditPreview(locale);
      });
    }
    return () => {
      left = true;
      stopPreview?.();
      window.removeEventListener("error", onError);
      window.removeEventListener("unhandledrejection", onRejection);
    };
    // The preview follows the page's language; the listeners belong to the page.
  }, [locale]);

  return null;
}
