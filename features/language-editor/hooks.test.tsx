// @vitest-environment jsdom
import { act, cleanup, renderHook } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import english from "@/messages/en.json";
import { changedLanguages, findLanguage, serverSet, type ServerSet } from "./model/editor-state";
import { flattenFile, type FlatFile } from "./model/language-file";

// Each render after resetModules is a fresh page: the storage module keeps per-page state.
async function load() {
  vi.resetModules();
  return {
    state: await import("./use-editor-state"),
    filter: await import("./use-row-filter"),
    actions: await import("./use-editor-actions"),
  };
}

function flat(value: unknown): FlatFile {
  const result = flattenFile(value);
  if (!result.ok) throw new Error(`not a language file at ${result.key}`);
  return result.file;
}

const meta = { version: "1.0.0", dependencies: ["next-intl@4"] };
const server: ServerSet = serverSet(
  new Map([
    ["en", flat({ name: "English", ...meta, shell: { darkMode: "Dark mode", home: "Home page of {site}" }, list: ["One", "Two"] })],
    ["de", flat({ name: "Deutsch", ...meta, shell: { darkMode: "Dunkelmodus", home: "Startseite von {site}" }, list: ["Eins", "Two"] })],
  ]),
);
const preview = { notice: "Preview", endLabel: "End preview" };
const texts = ({ children }: { children: ReactNode }) => (
  <NextIntlClientProvider locale="en" messages={{ languageEditor: english.languageEditor }}>
    {children}
  </NextIntlClientProvider>
);

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe("the language editor's state", () => {
  it("marks an edited language as changed and finds the edit again after a reload", async () => {
    const { state: first } = await load();
    const before = renderHook(() => first.useEditorState(server, ["en", "de"], preview));
    expect(changedLanguages(before.result.current.state, server)).toEqual([]);
    expect(localStorage.getItem("languageEdits")).toBeNull();

    act(() => before.result.current.change("de", "shell.darkMode", "Dunkler Modus"));
    expect(changedLanguages(before.result.current.state, server).map(({ language, changes }) => [language.iso, changes])).toEqual([["de", 1]]);
    before.unmount();

    const { state: reloaded } = await load();
    const after = renderHook(() => reloaded.useEditorState(server, ["en", "de"], preview));
    expect(findLanguage(after.result.current.state, "de")?.texts.get("shell.darkMode")).toBe("Dunkler Modus");
    expect(changedLanguages(after.result.current.state, server)).toHaveLength(1);
  });

  it("keeps nothing in the browser once an edit is undone", async () => {
    const { state } = await load();
    const { result } = renderHook(() => state.useEditorState(server, ["en", "de"], preview));
    act(() => result.current.change("de", "list.1", "Zwei"));
    expect(localStorage.getItem("languageEdits")).not.toBeNull();
    act(() => result.current.change("de", "list.1", "Two"));
    expect(localStorage.getItem("languageEdits")).toBeNull();
  });
});

describe("the language editor's filter", () => {
  it("shows only the entries that need attention and starts again at the first page", async () => {
    const { state, filter } = await load();
    const { result } = renderHook(() => {
      const store = state.useEditorState(server, ["en", "de"], preview);
      return filter.useRowFilter(store.state, server, "de");
    });
    expect(result.current.rows).toEqual(["shell.darkMode", "shell.home", "list.0", "list.1"]);
    act(() => result.current.setPage(3));
    act(() => result.current.setOnlyAttention(true));
    // "Two" is the same as English; everything else is translated.
    expect(result.current.rows).toEqual(["list.1"]);
    expect(result.current.page).toBe(0);
  });

  it("searches the keys and the texts of the languages shown", async () => {
    const { state, filter } = await load();
    const { result } = renderHook(() => {
      const store = state.useEditorState(server, ["en", "de"], preview);
      return filter.useRowFilter(store.state, server, "de");
    });
    act(() => result.current.setQuery("startseite"));
    expect(result.current.rows).toEqual(["shell.home"]);
    act(() => result.current.setQuery("SHELL."));
    expect(result.current.rows).toEqual(["shell.darkMode", "shell.home"]);
  });
});

/** The state and the actions together, German selected, every question answered yes. */
async function renderEditor() {
  const { state, actions } = await load();
  return renderHook(
    () => {
      const store = state.useEditorState(server, ["en", "de"], preview);
      const editor = actions.useEditorActions({ ...store, server, siteLocales: ["en", "de"], selected: "de", setSelected: () => {}, columns: [], ask: async () => true, previewOn: false });
      return { store, editor };
    },
    { wrapper: texts },
  );
}

describe("the language editor's actions", () => {
  it("refuses a language without a name with the spec's text and adds a valid one", async () => {
    const { result } = await renderEditor();
    act(() => void result.current.editor.add("fr", " "));
    expect(result.current.editor.status).toEqual({ kind: "error", text: english.languageEditor.errors.nameMissing });
    act(() => void result.current.editor.add("fr", "Français"));
    expect(result.current.editor.status).toEqual({ kind: "done", text: "Français added." });
    expect(findLanguage(result.current.store.state, "fr")?.added).toBe(true);
  });

  it("counts the filled entries in words of the page's language", async () => {
    const { result } = await renderEditor();
    act(() => result.current.store.change("de", "shell.home", ""));
    act(() => result.current.editor.fill());
    expect(result.current.editor.status).toEqual({ kind: "done", text: "1 empty entry of Deutsch filled from English." });
  });
});
