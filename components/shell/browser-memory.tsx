"use client";

import { useEffect } from "react";
import { CHUNK_RELOAD_FLAG, CHUNK_RELOAD_LOGGED } from "@/lib/client/chunk-reload";
import { languagePreviewGroup } from "@/lib/client/storage/language-preview";
import { appendLog } from "@/lib/client/storage/log";
import { recordPageView } from "@/lib/client/storage/statistics";
import { readGroup, writeBaseData } from "@/lib/client/storage/store";
import { tidyUpDaily } from "@/lib/client/storage/tidy-up";

/**
 * What every page does with the browser's storage: remember the language (upper-case short
 * form, SPEC §4), the host and the path; count the view when statistics are on; log errors;
 * tidy up once a day; and load the language-edit preview only while one is active.
 */
export function BrowserMemory({ locale, path }: { locale: string; path: string }) {
  useEffect(() => {
    writeBaseData({ language: locale.toUpperCase(), path, domainName: window.location.hostname });
    recordPageView(path);
  }, [locale, path]);

  useEffect(() => {
    tidyUpDaily();
    try {
      if (sessionStorage.getItem(CHUNK_RELOAD_FLAG) === "reloading") {
        sessionStorage.setItem(CHUNK_RELOAD_FLAG, CHUNK_RELOAD_LOGGED);
        appendLog("error", "A script of the site failed to load (new deployment?); the page was reloaded once.");
      }
    } catch {
      // Session storage blocked: nothing was reloaded either.
    }
    const onError = (event: ErrorEvent) => {
      if (event.message) appendLog("error", `${event.message} (${event.filename || window.location.pathname}:${event.lineno})`);
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      const reason: unknown = event.reason;
      appendLog("error", reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason));
    };
    window.addEventListener("error", onError);
    window.addEventListener("unhandledrejection", onRejection);

    const preview = readGroup(languagePreviewGroup);
    let stopPreview: (() => void) | undefined;
    let left = false;
    if (preview) {
      void import("./edit-preview").then(({ startEditPreview }) => {
        if (!left) stopPreview = startEditPreview(preview, locale);
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
