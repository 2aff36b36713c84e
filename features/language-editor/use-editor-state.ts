"use client";

import { useCallback, useEffect, useState } from "react";
import { isRemembering, readGroup, removeEntry, subscribe, writeGroup } from "@/lib/client/storage";
import { languagePreviewGroup } from "@/lib/client/storage/language-preview";
import { editsOf, previewPairs, setText, stateWithEdits, type EditorState, type ServerSet } from "./model/editor-state";
import { languageEditsGroup } from "./model/stored-edits";

export interface PreviewLabels {
  readonly notice: string;
  readonly endLabel: string;
}

export interface EditorStore {
  readonly state: EditorState;
  readonly setState: (next: EditorState) => void;
  /** Changes one text of a language. */
  readonly change: (iso: string, key: string, text: string) => void;
  /** Whether edits outlive the page (remembering is on). */
  readonly remembering: boolean;
}

/**
 * The editor's working state: the server's files with the edits kept in this browser on top.
 * Every change is stored at once (nothing stored when there are no edits), and a running
 * preview on the site follows it.
 */
export function useEditorState(server: ServerSet, siteLocales: readonly string[], preview: PreviewLabels): EditorStore {
  const [state, setState] = useState<EditorState>(() => stateWithEdits(server, readGroup(languageEditsGroup)));
  const [remembering, setRemembering] = useState(true);

  useEffect(() => {
    const update = () => setRemembering(isRemembering());
    update();
    return subscribe(update);
  }, []);

  useEffect(() => {
    const edits = editsOf(state, server);
    if (Object.keys(edits.languages).length === 0 && edits.deleted.length === 0) removeEntry(languageEditsGroup.key);
    else writeGroup(languageEditsGroup, edits);
    if (readGroup(languagePreviewGroup)) {
      writeGroup(languagePreviewGroup, { notice: preview.notice, endLabel: preview.endLabel, locales: previewPairs(state, server, siteLocales) });
    }
  }, [state, server, siteLocales, preview.notice, preview.endLabel]);

  const change = useCallback((iso: string, key: string, text: string) => setState((current) => setText(current, iso, key, text)), []);

  return { state, setState, change, remembering };
}
