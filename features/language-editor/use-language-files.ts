"use client";

import { useEffect, useState } from "react";
import { appendLog } from "@/lib/client/storage/log";
import type { ServerSet } from "./model/editor-state";
import { loadLanguageFiles } from "./load-language-files";

export type Loading = { phase: "loading" } | { phase: "retrying"; attempt: number } | { phase: "failed" } | { phase: "ready"; server: ServerSet };

/** The site's language files as the server serves them, read with retries; a failure is logged. */
export function useLanguageFiles(siteLocales: readonly string[]): Loading {
  const [loading, setLoading] = useState<Loading>({ phase: "loading" });
  useEffect(() => {
    let active = true;
    loadLanguageFiles(siteLocales, (_code, attempt) => {
      if (active) setLoading((current) => (current.phase === "ready" ? current : { phase: "retrying", attempt }));
    }).then(
      (files) => {
        if (active) setLoading({ phase: "ready", server: files });
      },
      (error: unknown) => {
        if (!active) return;
        setLoading({ phase: "failed" });
        appendLog("error", `Language files could not be loaded: ${error instanceof Error ? error.message : String(error)}`);
      },
    );
    return () => {
      active = false;
    };
  }, [siteLocales]);
  return loading;
}
