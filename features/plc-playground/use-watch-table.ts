"use client";

import { useState, type Dispatch, type SetStateAction } from "react";
import { parseEntry } from "./model/parse-entry";
import { formatOf, isForced, type PlacedVariableView, type PlaygroundAction, type PlaygroundState } from "./model/playground-state";
import type { PlcValue } from "./model/types";
import { parseErrorText, usePlcTexts } from "./texts";

export interface WatchDraft {
  readonly modify: string;
  readonly modifySelected: boolean;
  readonly force: string;
  readonly forceSelected: boolean;
}

export type WatchDrafts = Readonly<Record<string, WatchDraft>>;

export type WatchField = "modify" | "force";

export type RowErrors = Readonly<Record<string, { readonly field: WatchField; readonly message: string }>>;

const EMPTY_DRAFT: WatchDraft = { modify: "", modifySelected: false, force: "", forceSelected: false };

interface WatchTableInput {
  state: PlaygroundState;
  placed: readonly PlacedVariableView[];
  dispatch: (action: PlaygroundAction) => void;
  drafts: WatchDrafts;
  onDrafts: Dispatch<SetStateAction<WatchDrafts>>;
}

/**
 * The watch and force table's behaviour: monitoring (or a frozen picture), the typed modify and
 * force values per row, and writing them. A write parses every chosen row first and writes
 * nothing when one of them is refused; the refusal is shown at its row.
 */
export function useWatchTable({ state, placed, dispatch, drafts, onDrafts }: WatchTableInput) {
  const texts = usePlcTexts();
  const { t } = texts;
  const [monitoring, setMonitoring] = useState(true);
  const [frozen, setFrozen] = useState<PlaygroundState>(state);
  const [errors, setErrors] = useState<RowErrors>({});
  const [status, setStatus] = useState("");

  const draftOf = (id: string) => drafts[id] ?? EMPTY_DRAFT;
  const setDraft = (id: string, patch: Partial<WatchDraft>) => onDrafts((current) => ({ ...current, [id]: { ...(current[id] ?? EMPTY_DRAFT), ...patch } }));
  const selectedIds = (field: "modifySelected" | "forceSelected") => placed.filter((entry) => draftOf(entry.variable.id)[field]).map((entry) => entry.variable.id);

  function collect(field: WatchField, ids: readonly string[]) {
    const values: { entry: PlacedVariableView; value: PlcValue }[] = [];
    const found: Record<string, { field: WatchField; message: string }> = {};
    for (const id of ids) {
      const entry = placed.find((candidate) => candidate.variable.id === id);
      if (!entry?.fits) continue;
      const parsed = parseEntry(entry.type, draftOf(id)[field], formatOf(state, entry.variable));
      if (parsed.ok) values.push({ entry, value: parsed.value });
      else found[id] = { field, message: parseErrorText(texts, entry.type, parsed.error) };
    }
    setErrors(found);
    return Object.keys(found).length === 0 ? values : null;
  }

  /** Parses the rows' entries for one kind of write; null (and a message) when there is nothing to write. */
  function prepare(field: WatchField, ids: readonly string[]) {
    if (ids.length === 0) {
      setStatus(t("watch.noneSelected"));
      return null;
    }
    const values = collect(field, ids);
    if (!values) setStatus("");
    return values;
  }

  function modify(ids: readonly string[]) {
    const values = prepare("modify", ids);
    if (!values) return;
    for (const { entry, value } of values) dispatch({ type: "writeVariable", id: entry.variable.id, value });
    const forced = values.filter(({ entry }) => isForced(state, entry.variable.id)).map(({ entry }) => entry.variable.name);
    const names = values.map(({ entry }) => entry.variable.name).join(", ");
    setStatus([t("watch.written", { names }), ...forced.map((name) => t("watch.forcedWins", { name }))].join(" "));
  }

  return {
    monitoring,
    shown: monitoring ? state : frozen,
    toggleMonitoring() {
      if (monitoring) setFrozen(state);
      setMonitoring(!monitoring);
    },
    errors,
    status,
    draftOf,
    setDraft,
    modify,
    modifySelected: () => modify(selectedIds("modifySelected")),
    startForcing() {
      const values = prepare("force", selectedIds("forceSelected"));
      if (!values) return;
      for (const { entry, value } of values) dispatch({ type: "force", id: entry.variable.id, value });
      setStatus(t("watch.forcedNow", { names: values.map(({ entry }) => entry.variable.name).join(", ") }));
    },
    stopForcing() {
      dispatch({ type: "unforceAll" });
      setStatus(t("watch.forcingStopped"));
    },
  };
}

export type WatchTable = ReturnType<typeof useWatchTable>;
