"use client";

import { useMemo, useState } from "react";
import { REFERENCE, findLanguage, statusOf, type EditorLanguage, type EditorState, type ServerSet } from "./model/editor-state";

export const PAGE_SIZE = 25;

export interface RowFilter {
  readonly query: string;
  readonly setQuery: (query: string) => void;
  readonly showAll: boolean;
  readonly setShowAll: (showAll: boolean) => void;
  readonly onlyAttention: boolean;
  readonly setOnlyAttention: (only: boolean) => void;
  /** The languages shown as columns: English and the selected one, or all. */
  readonly columns: readonly EditorLanguage[];
  /** Every key that passes the filter. */
  readonly rows: readonly string[];
  /** The keys of the page shown. */
  readonly pageRows: readonly string[];
  readonly page: number;
  readonly pages: number;
  readonly setPage: (page: number) => void;
}

/**
 * Which keys the table shows: a search over keys and the texts of the columns shown, optionally
 * only entries that need attention (empty, the same as English, placeholders that differ), in
 * pages of 25, and only keys `keep` accepts when it is given. A new search or filter starts at the first page.
 */
export function useRowFilter(state: EditorState, server: Pick<ServerSet, "keys">, selected: string, keep?: (key: string) => boolean): RowFilter {
  const [query, setQueryState] = useState("");
  const [showAll, setShowAll] = useState(false);
  const [onlyAttention, setOnlyAttentionState] = useState(false);
  const [page, setPage] = useState(0);

  const columns = useMemo(
    () => (showAll ? state.languages : state.languages.filter((language) => language.iso === REFERENCE || language.iso === selected)),
    [state.languages, showAll, selected],
  );

  const rows = useMemo(() => {
    const language = findLanguage(state, selected);
    const english = findLanguage(state, REFERENCE);
    if (!language) return [];
    const needle = query.trim().toLowerCase();
    return server.keys.filter((key) => {
      if (keep && !keep(key)) return false;
      if (onlyAttention) {
        const entry = statusOf(selected, language.texts.get(key) ?? "", english?.texts.get(key) ?? "");
        if (!entry.empty && !entry.sameAsEnglish && !entry.mismatch) return false;
      }
      if (!needle) return true;
      return key.toLowerCase().includes(needle) || columns.some((column) => (column.texts.get(key) ?? "").toLowerCase().includes(needle));
    });
  }, [state, server, selected, query, onlyAttention, columns, keep]);

  const pages = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const currentPage = Math.min(page, pages - 1);
  return {
    query,
    setQuery: (next) => {
      setQueryState(next);
      setPage(0);
    },
    showAll,
    setShowAll,
    onlyAttention,
    setOnlyAttention: (next) => {
      setOnlyAttentionState(next);
      setPage(0);
    },
    columns,
    rows,
    pageRows: rows.slice(currentPage * PAGE_SIZE, (currentPage + 1) * PAGE_SIZE),
    page: currentPage,
    pages,
    setPage,
  };
}
