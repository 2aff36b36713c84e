"use client";

import { useCallback, useEffect, useState } from "react";
import { TRANSLATION_RETRY, withRetries } from "@/lib/client/retry";
import { requestJson } from "@/lib/client/request";
import { REFERENCE } from "../model/editor-state";
import type { Loading } from "../use-language-files";
import { textsAnswerSchema, type TextRow } from "./published-model";

async function readTexts(locale: string): Promise<TextRow[]> {
  const result = await requestJson(`/api/content/texts?locale=${encodeURIComponent(locale)}`, { cache: "no-store" });
  if (result.error) throw new Error(result.error);
  return textsAnswerSchema.parse(result.data).texts;
}

export type PublishedTexts =
  | Exclude<Loading, { phase: "ready" }>
  | { phase: "ready"; rows: TextRow[]; english: TextRow[]; reload: () => Promise<TextRow[]> };

/**
 * The site's texts in `locale` as its editor sees them (build, published, her draft, review marks)
 * and the English ones visitors read beside them, each read with the translation retry policy.
 */
export function usePublishedTexts(locale: string): PublishedTexts {
  // What was read, and for which language: a newly chosen language shows "loading" until its texts arrive.
  const [state, setState] = useState<{ locale: string; read: { rows: TextRow[]; english: TextRow[] } | Exclude<Loading, { phase: "ready" | "loading" }> } | null>(null);

  const load = useCallback(
    async (onRetry: (attempt: number) => void) => {
      const [rows, english] = await Promise.all([
        withRetries(() => readTexts(locale), TRANSLATION_RETRY, onRetry),
        locale === REFERENCE ? Promise.resolve([]) : withRetries(() => readTexts(REFERENCE), TRANSLATION_RETRY, onRetry),
      ]);
      return { rows, english: locale === REFERENCE ? rows : english };
    },
    [locale],
  );

  useEffect(() => {
    let active = true;
    load((attempt) => {
      if (active) setState({ locale, read: { phase: "retrying", attempt } });
    }).then(
      (read) => {
        if (active) setState({ locale, read });
      },
      () => {
        if (active) setState({ locale, read: { phase: "failed" } });
      },
    );
    return () => {
      active = false;
    };
  }, [load, locale]);

  const reload = useCallback(async () => {
    const read = await load(() => undefined);
    setState({ locale, read });
    return read.rows;
  }, [load, locale]);

  if (!state || state.locale !== locale) return { phase: "loading" };
  if ("phase" in state.read) return state.read;
  return { phase: "ready", rows: state.read.rows, english: state.read.english, reload };
}
