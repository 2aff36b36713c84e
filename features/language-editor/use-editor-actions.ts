"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { copyText } from "@/components/media/copy-text";
import type { Status } from "@/components/tool-ui/status-line";
import { downloadFile as saveDownload } from "@/lib/client/download-file";
import { removeEntry, writeGroup } from "@/lib/client/storage";
import { LANGUAGE_PREVIEW_KEY, languagePreviewGroup } from "@/lib/client/storage/language-preview";
import { appendLog } from "@/lib/client/storage/log";
import {
  REFERENCE,
  addLanguage,
  applyReplacements,
  clearAll,
  copyAsJson,
  copyAsSpreadsheet,
  deleteLanguage,
  downloadFile,
  fillEmpty,
  findLanguage,
  previewPairs,
  readPaste,
  stateFromServer,
  type EditorError,
  type EditorLanguage,
  type EditorState,
  type ServerSet,
} from "./model/editor-state";

interface ActionContext {
  readonly state: EditorState;
  readonly setState: (next: EditorState) => void;
  readonly server: ServerSet;
  readonly siteLocales: readonly string[];
  readonly selected: string;
  readonly setSelected: (iso: string) => void;
  readonly columns: readonly EditorLanguage[];
  /** Asks before a destructive step; true to go on. */
  readonly ask: (message: string, yes: string) => Promise<boolean>;
  /** The preview on the site is running. */
  readonly previewOn: boolean;
}

/** What the editor's buttons do: each reports its outcome in the status line and the log. */
export function useEditorActions({ state, setState, server, siteLocales, selected, setSelected, columns, ask, previewOn }: ActionContext) {
  const t = useTranslations("languageEditor");
  const [status, setStatus] = useState<Status>(null);
  const [pasteField, setPasteField] = useState<string | null>(null);
  const name = findLanguage(state, selected)?.name ?? selected;
  const done = (text: string) => setStatus({ kind: "done", text });
  const fail = (text: string) => setStatus({ kind: "error", text });

  function errorText(error: EditorError): string {
    const { code, ...values } = error;
    return t(`errors.${code}`, Object.fromEntries(Object.entries(values).map(([key, value]) => [key, String(value)])));
  }

  function act(next: EditorState, message: string, logText: string) {
    setState(next);
    done(message);
    appendLog("action", logText);
  }

  async function applyPaste(text: string) {
    const result = readPaste(text, state, server, selected);
    if (!result.ok) return fail(errorText(result.error));
    const names = result.value.map((replacement) => findLanguage(state, replacement.iso)?.name ?? replacement.name ?? replacement.iso).join(", ");
    if (!(await ask(t("confirm.paste", { names }), t("confirm.pasteButton")))) return;
    setPasteField(null);
    act(applyReplacements(state, server, result.value), t("done.pasted", { names }), `Language editor: pasted ${result.value.map((entry) => entry.iso).join(", ")}`);
  }

  return {
    status,
    pasteField,
    setPasteField,
    applyPaste,
    fill() {
      const result = fillEmpty(state, selected);
      act(result.state, t("done.filled", { count: result.filled, name }), `Language editor: filled ${result.filled} empty entries of ${selected}`);
    },
    async clear() {
      if (!(await ask(t("confirm.clearAll", { name }), t("confirm.clearAllButton")))) return;
      act(clearAll(state, selected), t("done.cleared", { name }), `Language editor: cleared ${selected}`);
    },
    async remove() {
      if (!(await ask(t("confirm.delete", { name }), t("confirm.deleteButton")))) return;
      setSelected(REFERENCE);
      act(deleteLanguage(state, selected), t("done.deleted", { name }), `Language editor: deleted ${selected}`);
    },
    async copy(format: "json" | "sheet") {
      const codes = format === "json" ? [selected] : columns.map((language) => language.iso);
      const text = format === "json" ? copyAsJson(state, server, codes) : copyAsSpreadsheet(state, server, codes);
      if (await copyText(text)) done(t("done.copied"));
      else fail(t("errors.copyFailed"));
    },
    async paste() {
      let text: string;
      try {
        text = await navigator.clipboard.readText();
      } catch {
        setPasteField("");
        return fail(t("errors.pasteDenied"));
      }
      await applyPaste(text);
    },
    add(code: string, languageName: string): boolean {
      const result = addLanguage(state, server, code, languageName);
      if (!result.ok) {
        fail(errorText(result.error));
        return false;
      }
      const iso = code.trim();
      setSelected(iso);
      act(result.value, t("done.added", { name: languageName.trim() }), `Language editor: added ${iso}`);
      return true;
    },
    async discard() {
      if (!(await ask(t("confirm.discard"), t("confirm.discardButton")))) return;
      removeEntry(LANGUAGE_PREVIEW_KEY);
      setSelected(siteLocales.includes(selected) ? selected : REFERENCE);
      act(stateFromServer(server), t("done.discarded"), "Language editor: discarded all edits");
    },
    togglePreview() {
      if (previewOn) {
        removeEntry(LANGUAGE_PREVIEW_KEY);
        return setStatus(null);
      }
      const result = writeGroup(languagePreviewGroup, { notice: t("preview.notice"), endLabel: t("preview.end"), locales: previewPairs(state, server, siteLocales) });
      if (result !== "stored") {
        removeEntry(LANGUAGE_PREVIEW_KEY);
        fail(t("preview.needsRemembering"));
      }
    },
    download(iso: string) {
      const language = findLanguage(state, iso);
      if (!language) return;
      const file = downloadFile(language, server);
      saveDownload(file.text, file.fileName, "application/json;charset=utf-8");
      appendLog("action", `Language editor: downloaded ${file.fileName}`);
    },
  };
}

export type EditorActions = ReturnType<typeof useEditorActions>;
