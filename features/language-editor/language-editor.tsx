"use client";

import { useCallback, useEffect, useId, useMemo, useState, type FormEvent } from "react";
import { copyText } from "@/components/media/copy-text";
import { fillTemplate } from "@/lib/format/fill-template";
import { useConfirm } from "@/components/tool-ui/use-confirm";
import { downloadFile as saveDownload } from "@/lib/client/download-file";
import { StatusLine, type Status } from "@/components/tool-ui/status-line";
import { Switch } from "@/components/tool-ui/switch";
import controls from "@/components/tool-ui/controls.module.css";
import storageStyles from "@/components/tool-ui/form.module.css";
import { isRemembering, readGroup, removeEntry, subscribe, writeGroup } from "@/lib/client/storage";
import { LANGUAGE_PREVIEW_KEY, languagePreviewGroup } from "@/lib/client/storage/language-preview";
import { appendLog } from "@/lib/client/storage/log";
import { useGroup } from "@/lib/client/storage/use-group";
import { TRANSLATION_RETRY } from "@/lib/client/retry";
import {
  REFERENCE,
  addLanguage,
  applyReplacements,
  changedLanguages,
  clearAll,
  copyAsJson,
  copyAsSpreadsheet,
  deleteLanguage,
  directionOfCode,
  downloadFile,
  editsOf,
  fillEmpty,
  findLanguage,
  previewPairs,
  readPaste,
  setText,
  stateFromServer,
  stateWithEdits,
  statusOf,
  type EditorError,
  type EditorState,
  type ServerSet,
} from "@/features/language-editor/model/editor-state";
import { languageEditsGroup } from "@/features/language-editor/model/stored-edits";
import { EditorTable } from "./editor-table";
import type { EditorTexts } from "./editor-texts";
import styles from "./editor.module.css";
import { LanguageFlag } from "./language-flag";
import { loadLanguageFiles } from "./load-language-files";

const PAGE_SIZE = 25;

type Loading = { phase: "loading" } | { phase: "retrying"; attempt: number } | { phase: "failed" } | { phase: "ready"; server: ServerSet };

interface LanguageEditorProps {
  texts: EditorTexts;
  /** The site's languages, whose files the server serves. */
  siteLocales: readonly string[];
  /** The language of the page, selected first. */
  locale: string;
}

export function LanguageEditor({ texts, siteLocales, locale }: LanguageEditorProps) {
  const [loading, setLoading] = useState<Loading>({ phase: "loading" });
  const [state, setState] = useState<EditorState | null>(null);
  const [selected, setSelected] = useState(locale);
  const [query, setQuery] = useState("");
  const [showAll, setShowAll] = useState(false);
  const [onlyAttention, setOnlyAttention] = useState(false);
  const [page, setPage] = useState(0);
  const [status, setStatus] = useState<Status>(null);
  const [pasteField, setPasteField] = useState<string | null>(null);
  const [newCode, setNewCode] = useState("");
  const [newName, setNewName] = useState("");
  const [remembering, setRememberingState] = useState(true);
  const [preview] = useGroup(languagePreviewGroup);
  const { confirmDialog: dialog, confirm: ask } = useConfirm({ cancel: texts.confirm.cancel });
  const id = useId();
  const server = loading.phase === "ready" ? loading.server : null;

  useEffect(() => {
    let active = true;
    loadLanguageFiles(siteLocales, (_code, attempt) => {
      if (active) setLoading((current) => (current.phase === "ready" ? current : { phase: "retrying", attempt }));
    }).then(
      (files) => {
        if (!active) return;
        setLoading({ phase: "ready", server: files });
        setState(stateWithEdits(files, readGroup(languageEditsGroup)));
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

  useEffect(() => {
    const update = () => setRememberingState(isRemembering());
    update();
    return subscribe(update);
  }, []);

  // Every change is kept in the browser at once, and the preview follows it.
  useEffect(() => {
    if (!state || !server) return;
    const edits = editsOf(state, server);
    if (Object.keys(edits.languages).length === 0 && edits.deleted.length === 0) removeEntry(languageEditsGroup.key);
    else writeGroup(languageEditsGroup, edits);
    if (readGroup(languagePreviewGroup)) {
      writeGroup(languagePreviewGroup, { notice: texts.preview.notice, endLabel: texts.preview.end, locales: previewPairs(state, server, siteLocales) });
    }
  }, [state, server, siteLocales, texts.preview.notice, texts.preview.end]);

  const change = useCallback((key: string, text: string) => setState((current) => current && setText(current, selected, key, text)), [selected]);

  const selectedLanguage = state ? findLanguage(state, selected) : undefined;
  const english = state ? findLanguage(state, REFERENCE) : undefined;

  const rows = useMemo(() => {
    if (!state || !server || !selectedLanguage) return [];
    const needle = query.trim().toLowerCase();
    const shown = showAll ? state.languages : state.languages.filter((language) => language.iso === REFERENCE || language.iso === selected);
    return server.keys.filter((key) => {
      if (onlyAttention) {
        const entry = statusOf(selected, selectedLanguage.texts.get(key) ?? "", english?.texts.get(key) ?? "");
        if (!entry.empty && !entry.sameAsEnglish && !entry.mismatch) return false;
      }
      if (!needle) return true;
      return key.toLowerCase().includes(needle) || shown.some((language) => (language.texts.get(key) ?? "").toLowerCase().includes(needle));
    });
  }, [state, server, selectedLanguage, english, query, showAll, onlyAttention, selected]);

  if (loading.phase !== "ready" || !state || !server || !selectedLanguage) {
    return (
      <div className={styles.editor}>
        <p>{texts.intro}</p>
        {loading.phase === "failed" ? (
          <div role="alert" className={storageStyles.statusError}>
            <p>{texts.retriesExhausted}</p>
            <button type="button" className={controls.button} onClick={() => window.location.reload()}>
              {texts.reload}
            </button>
          </div>
        ) : (
          <p role="status" className={storageStyles.status}>
            {loading.phase === "retrying" ? (
              <>
                {texts.retry}{" "}
                <span className={controls.note}>{fillTemplate(texts.attempt, { attempt: String(loading.attempt), tries: String(TRANSLATION_RETRY.tries) })}</span>
              </>
            ) : (
              texts.loading
            )}
          </p>
        )}
      </div>
    );
  }

  // Narrowed once here, so the handlers below see loaded data.
  const editor = state;
  const site = server;
  const chosen = selectedLanguage;
  const columns = showAll ? state.languages : state.languages.filter((language) => language.iso === REFERENCE || language.iso === selected);
  const pages = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const currentPage = Math.min(page, pages - 1);
  const pageRows = rows.slice(currentPage * PAGE_SIZE, (currentPage + 1) * PAGE_SIZE);
  const counts = server.keys.reduce(
    (total, key) => {
      const entry = statusOf(selected, selectedLanguage.texts.get(key) ?? "", english?.texts.get(key) ?? "");
      return { empty: total.empty + Number(entry.empty), same: total.same + Number(entry.sameAsEnglish), mismatch: total.mismatch + Number(Boolean(entry.mismatch)) };
    },
    { empty: 0, same: 0, mismatch: 0 },
  );
  const changed = changedLanguages(state, server);
  const nameOf = (iso: string) => findLanguage(state, iso)?.name ?? iso;
  const done = (text: string) => setStatus({ kind: "done", text });
  const fail = (text: string) => setStatus({ kind: "error", text });

  function errorText(error: EditorError): string {
    const { code, ...values } = error;
    return fillTemplate(texts.errors[code], Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value)])), locale);
  }

  function act(next: EditorState, message: string, logText: string) {
    setState(next);
    done(message);
    appendLog("action", logText);
  }

  function fill() {
    const result = fillEmpty(editor, selected);
    act(result.state, fillTemplate(texts.done.filled, { count: result.filled, name: chosen.name }, locale), `Language editor: filled ${result.filled} empty entries of ${selected}`);
  }

  async function clear() {
    if (!(await ask(fillTemplate(texts.confirm.clearAll, { name: chosen.name }), texts.confirm.clearAllButton))) return;
    act(clearAll(editor, selected), fillTemplate(texts.done.cleared, { name: chosen.name }), `Language editor: cleared ${selected}`);
  }

  async function remove() {
    const name = chosen.name;
    if (!(await ask(fillTemplate(texts.confirm.delete, { name }), texts.confirm.deleteButton))) return;
    setSelected(REFERENCE);
    act(deleteLanguage(editor, selected), fillTemplate(texts.done.deleted, { name }), `Language editor: deleted ${selected}`);
  }

  async function copy(format: "json" | "sheet") {
    const codes = format === "json" ? [selected] : columns.map((language) => language.iso);
    const text = format === "json" ? copyAsJson(editor, site, codes) : copyAsSpreadsheet(editor, site, codes);
    if (await copyText(text)) done(texts.done.copied);
    else fail(texts.errors.copyFailed);
  }

  async function paste() {
    let text: string;
    try {
      text = await navigator.clipboard.readText();
    } catch {
      setPasteField("");
      return fail(texts.errors.pasteDenied);
    }
    await applyPaste(text);
  }

  async function applyPaste(text: string) {
    const result = readPaste(text, editor, site, selected);
    if (!result.ok) return fail(errorText(result.error));
    const names = result.value.map((replacement) => findLanguage(editor, replacement.iso)?.name ?? replacement.name ?? replacement.iso).join(", ");
    if (!(await ask(fillTemplate(texts.confirm.paste, { names }), texts.confirm.pasteButton))) return;
    setPasteField(null);
    act(applyReplacements(editor, site, result.value), fillTemplate(texts.done.pasted, { names }), `Language editor: pasted ${result.value.map((entry) => entry.iso).join(", ")}`);
  }

  function add(event: FormEvent) {
    event.preventDefault();
    const result = addLanguage(editor, site, newCode, newName);
    if (!result.ok) return fail(errorText(result.error));
    const iso = newCode.trim();
    setSelected(iso);
    setNewCode("");
    setNewName("");
    act(result.value, fillTemplate(texts.done.added, { name: newName.trim() }), `Language editor: added ${iso}`);
  }

  async function discard() {
    if (!(await ask(texts.confirm.discard, texts.confirm.discardButton))) return;
    removeEntry(LANGUAGE_PREVIEW_KEY);
    setSelected(siteLocales.includes(selected) ? selected : REFERENCE);
    act(stateFromServer(site), texts.done.discarded, "Language editor: discarded all edits");
  }

  function togglePreview() {
    if (preview) {
      removeEntry(LANGUAGE_PREVIEW_KEY);
      return setStatus(null);
    }
    const result = writeGroup(languagePreviewGroup, { notice: texts.preview.notice, endLabel: texts.preview.end, locales: previewPairs(editor, site, siteLocales) });
    if (result !== "stored") {
      removeEntry(LANGUAGE_PREVIEW_KEY);
      fail(texts.preview.needsRemembering);
    }
  }

  function download(iso: string) {
    const language = findLanguage(editor, iso);
    if (!language) return;
    const file = downloadFile(language, site);
    saveDownload(file.text, file.fileName, "application/json;charset=utf-8");
    appendLog("action", `Language editor: downloaded ${file.fileName}`);
  }

  return (
    <div className={styles.editor}>
      <p>{texts.intro}</p>
      {remembering ? null : <p className={controls.note}>{texts.notRemembered}</p>}

      <div className={styles.toolbar}>
        <div className={storageStyles.field}>
          <label htmlFor={`${id}-language`}>{texts.language}</label>
          <span className={styles.choice}>
            <LanguageFlag iso={selected} />
            <select
              id={`${id}-language`}
              className={storageStyles.input}
              value={selected}
              onChange={(event) => {
                setSelected(event.target.value);
                setPage(0);
              }}
            >
              {state.languages.map((language) => (
                <option key={language.iso} value={language.iso}>
                  {language.name} ({language.iso})
                </option>
              ))}
            </select>
          </span>
        </div>
        <div className={storageStyles.field}>
          <label htmlFor={`${id}-search`}>{texts.search}</label>
          <input
            id={`${id}-search`}
            type="search"
            className={storageStyles.input}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setPage(0);
            }}
          />
        </div>
        <label className={styles.check}>
          <input type="checkbox" checked={showAll} onChange={(event) => setShowAll(event.target.checked)} />
          {texts.showAll}
        </label>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={onlyAttention}
            onChange={(event) => {
              setOnlyAttention(event.target.checked);
              setPage(0);
            }}
          />
          {texts.onlyAttention}
        </label>
      </div>

      <p className={controls.note}>
        {fillTemplate(texts.summary, {
          name: selectedLanguage.name,
          keys: String(server.keys.length),
          empty: String(counts.empty),
          same: String(counts.same),
          mismatch: String(counts.mismatch),
        }, locale)}
      </p>

      <h2>{texts.actions.heading}</h2>
      <div className={controls.actions}>
        <button type="button" className={controls.button} onClick={fill} disabled={selected === REFERENCE}>
          {texts.actions.fillEmpty}
        </button>
        <button type="button" className={controls.button} onClick={() => void clear()}>
          {texts.actions.clearAll}
        </button>
        <button type="button" className={`${controls.button} ${controls.danger}`} onClick={() => void remove()} disabled={selected === REFERENCE}>
          {texts.actions.delete}
        </button>
      </div>
      <div className={controls.actions}>
        <button type="button" className={controls.button} onClick={() => void copy("json")}>
          {texts.actions.copyJson}
        </button>
        <button type="button" className={controls.button} onClick={() => void copy("sheet")}>
          {texts.actions.copySheet}
        </button>
        <button type="button" className={controls.button} onClick={() => void paste()}>
          {texts.actions.paste}
        </button>
      </div>
      <p className={controls.note}>{texts.actions.clipboardHelp}</p>
      {pasteField !== null ? (
        <div className={styles.pasteField}>
          <label htmlFor={`${id}-paste`}>{texts.pasteField}</label>
          <textarea id={`${id}-paste`} className={styles.textarea} rows={4} value={pasteField} onChange={(event) => setPasteField(event.target.value)} />
          <button type="button" className={controls.button} onClick={() => void applyPaste(pasteField)}>
            {texts.pasteApply}
          </button>
        </div>
      ) : null}
      <StatusLine status={status} />

      {rows.length === 0 ? (
        <p className={controls.note}>{texts.noMatches}</p>
      ) : (
        <>
          <EditorTable state={state} keys={pageRows} columns={columns} selected={selected} texts={texts} onChange={change} />
          <nav className={styles.pager} aria-label={texts.caption}>
            <button type="button" className={controls.button} onClick={() => setPage(currentPage - 1)} disabled={currentPage === 0}>
              {texts.previous}
            </button>
            <span aria-live="polite">
              {fillTemplate(texts.range, {
                from: String(currentPage * PAGE_SIZE + 1),
                to: String(currentPage * PAGE_SIZE + pageRows.length),
                total: String(rows.length),
              })}
            </span>
            <button type="button" className={controls.button} onClick={() => setPage(currentPage + 1)} disabled={currentPage >= pages - 1}>
              {texts.next}
            </button>
          </nav>
        </>
      )}

      <h2>{texts.add.heading}</h2>
      <form className={styles.addForm} onSubmit={add} noValidate>
        <div className={storageStyles.field}>
          <label htmlFor={`${id}-code`}>{texts.add.code}</label>
          <input id={`${id}-code`} className={storageStyles.narrow} value={newCode} onChange={(event) => setNewCode(event.target.value)} autoComplete="off" dir="ltr" />
        </div>
        <div className={storageStyles.field}>
          <label htmlFor={`${id}-name`}>{texts.add.name}</label>
          <input id={`${id}-name`} className={storageStyles.input} value={newName} onChange={(event) => setNewName(event.target.value)} dir="auto" />
        </div>
        <button type="submit" className={controls.button}>
          {texts.add.submit}
        </button>
      </form>

      <h2>{texts.preview.heading}</h2>
      <Switch checked={preview !== null} label={texts.preview.switch} onToggle={togglePreview} />
      <p className={controls.note}>{texts.preview.help}</p>
      {siteLocales.includes(selected) ? (
        <p>
          <a href={`/${selected}`} target="_blank" rel="noopener" hrefLang={selected}>
            {fillTemplate(texts.preview.open, { name: selectedLanguage.name })}
          </a>
        </p>
      ) : (
        <p className={controls.note}>{texts.preview.newLanguage}</p>
      )}

      <h2>{texts.download.heading}</h2>
      {changed.length === 0 ? (
        <p className={controls.note}>{texts.download.none}</p>
      ) : (
        <ul className={styles.downloads}>
          {changed.map(({ language, changes }) => (
            <li key={language.iso}>
              <button type="button" className={controls.button} onClick={() => download(language.iso)}>
                {fillTemplate(texts.download.file, { file: `${language.iso}.json` })}
              </button>{" "}
              <span className={controls.note} dir={directionOfCode(language.iso)} lang={language.iso}>
                {language.name}
              </span>
              <span className={controls.note}>: {language.added ? texts.download.added : fillTemplate(texts.download.changes, { count: changes }, locale)}</span>
            </li>
          ))}
        </ul>
      )}
      {state.deleted.length > 0 ? <p className={controls.note}>{fillTemplate(texts.download.deleted, { names: state.deleted.join(", ") })}</p> : null}
      <div className={controls.actions}>
        <button type="button" className={`${controls.button} ${controls.danger}`} onClick={() => void discard()} disabled={changed.length === 0 && state.deleted.length === 0}>
          {texts.actions.discard}
        </button>
      </div>
      {dialog}
    </div>
  );
}
