"use client";

import { useLocale, useTranslations } from "next-intl";
import { useCallback, useMemo, useState } from "react";
import controls from "@/components/tool-ui/controls.module.css";
import { StatusLine } from "@/components/tool-ui/status-line";
import { nativeNames, type Locale } from "@/lib/i18n/locales";
import { EditorLoading } from "../editor-loading";
import { EditorPager } from "../editor-pager";
import { EditorTable } from "../editor-table";
import { EditorToolbar } from "../editor-toolbar";
import styles from "../editor.module.css";
import type { EditorLanguage, EditorState } from "../model/editor-state";
import { useRowFilter } from "../use-row-filter";
import { HistoryPanel } from "./history-panel";
import { LabelledSelect } from "./labelled-select";
import { PreviewLink, type PreviewPage } from "./preview-link";
import own from "./published.module.css";
import { inView, isChanged, publishedText, rowViews, stateOf, unsavedKeys, type RowView, type TextRow } from "./published-model";
import { RefusalList } from "./refusal-list";
import { RowInfo } from "./row-info";
import { usePublishedActions } from "./use-published-actions";
import { usePublishedTexts } from "./use-published-texts";

interface PublishedEditorProps {
  /** The eight languages the site serves. */
  siteLocales: readonly Locale[];
  /** The public pages the preview can show, with their titles. */
  previewPages: readonly PreviewPage[];
}

/**
 * The language editor of an editor: the site's published texts in one language, her drafts kept
 * on the server, the preview, publishing, review marks and each text's history.
 */
export function PublishedEditor({ siteLocales, previewPages }: PublishedEditorProps) {
  const t = useTranslations("contentEditor");
  const pageLocale = useLocale() as Locale;
  const [locale, setLocale] = useState<Locale>(pageLocale);
  const texts = usePublishedTexts(locale);
  const languages = useMemo(() => siteLocales.map((iso): EditorLanguage => ({ iso, name: nativeNames[iso], texts: new Map(), added: false })), [siteLocales]);
  return (
    <div className={styles.editor}>
      <p>{t("intro")}</p>
      {texts.phase === "ready" ? (
        <Workspace
          key={locale}
          locale={locale}
          onLocale={(next) => setLocale(next as Locale)}
          languages={languages}
          rows={texts.rows}
          english={texts.english}
          reload={texts.reload}
          previewPages={previewPages}
        />
      ) : (
        <EditorLoading loading={texts} />
      )}
    </div>
  );
}

interface WorkspaceProps {
  locale: Locale;
  onLocale: (iso: string) => void;
  languages: readonly EditorLanguage[];
  rows: TextRow[];
  english: TextRow[];
  reload: () => Promise<TextRow[]>;
  previewPages: readonly PreviewPage[];
}

function Workspace({ locale, onLocale, languages, rows, english, reload, previewPages }: WorkspaceProps) {
  const t = useTranslations("contentEditor");
  const names = useMemo(() => Object.fromEntries(languages.map((language) => [language.iso, language.name])), [languages]);
  // The editor's typing; what the server holds (saved, published, restored) comes with `rows`.
  const [edits, setEdits] = useState<ReadonlyMap<string, string>>(new Map());
  const state = useMemo<EditorState>(() => {
    const server = stateOf(locale, rows, english, names);
    return { ...server, languages: server.languages.map((language) => (language.iso === locale ? { ...language, texts: new Map([...language.texts, ...edits]) } : language)) };
  }, [locale, rows, english, names, edits]);
  const edited = state.languages.find((language) => language.iso === locale)?.texts ?? new Map<string, string>();
  const unsaved = unsavedKeys(rows, edited);
  const unsavedSet = new Set(unsaved);
  const [view, setView] = useState<RowView>("editable");
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [history, setHistory] = useState<string | null>(null);
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const keep = (key: string) => {
    const row = byKey.get(key);
    return row ? inView(row, view, unsavedSet.has(key)) : false;
  };
  const filter = useRowFilter(state, { keys: rows.map((row) => row.key) }, locale, keep);
  const actions = usePublishedActions({ locale, rows, texts: edited, unsaved, reload });
  const change = useCallback((_iso: string, key: string, text: string) => setEdits((current) => new Map(current).set(key, text)), []);

  const drafts = rows.filter((row) => row.draft).length;
  const publishable = new Set([...rows.filter((row) => row.draft).map((row) => row.key), ...unsaved]);
  const selected = [...chosen].filter((key) => publishable.has(key));
  const historyRow = history ? byKey.get(history) : undefined;

  return (
    <>
      <EditorToolbar
        languages={languages}
        selected={locale}
        onSelect={onLocale}
        filter={filter}
        allLanguagesSwitch={false}
      >
        <LabelledSelect
          label={t("view")}
          value={view}
          onChange={(next) => {
            setView(next as RowView);
            filter.setPage(0);
          }}
        >
          {rowViews.map((entry) => (
            <option key={entry} value={entry}>
              {t(`views.${entry}`)}
            </option>
          ))}
        </LabelledSelect>
      </EditorToolbar>
      <p className={controls.note} data-testid="texts-summary">
        {t("summary", {
          total: rows.length,
          drafts,
          unsaved: unsaved.length,
          review: rows.filter((row) => row.needsReview).length,
          changed: rows.filter(isChanged).length,
        })}
      </p>

      <h2>{t("actions.heading")}</h2>
      <div className={controls.actions}>
        <button type="button" className={controls.button} onClick={() => void actions.save()} disabled={actions.busy || unsaved.length === 0}>
          {t("actions.save", { count: unsaved.length })}
        </button>
        <button type="button" className={`${controls.button} ${controls.primary}`} onClick={() => void actions.publish("all")} disabled={actions.busy || drafts + unsaved.length === 0}>
          {t("actions.publishAll", { count: publishable.size })}
        </button>
        <button type="button" className={controls.button} onClick={() => void actions.publish(selected)} disabled={actions.busy || selected.length === 0}>
          {t("actions.publishSelected", { count: selected.length })}
        </button>
        <button type="button" className={controls.button} onClick={() => void actions.download()} disabled={actions.busy}>
          {t("actions.download", { file: `${locale}.json` })}
        </button>
      </div>
      <p className={controls.note}>{t("actions.help")}</p>
      <PreviewLink locale={locale} language={names[locale] ?? locale} pages={previewPages} />
      <StatusLine status={actions.status} />
      {actions.refusal ? <RefusalList refusal={actions.refusal} rows={byKey} onRebase={(key) => void actions.rebase(key)} busy={actions.busy} /> : null}
      {historyRow ? (
        <HistoryPanel
          row={historyRow}
          locale={locale}
          language={names[locale] ?? locale}
          onClose={() => setHistory(null)}
          onRestore={(version, base, time) => void actions.restore(historyRow.key, version, base, time)}
          busy={actions.busy}
        />
      ) : null}

      {filter.rows.length === 0 ? (
        <p className={controls.note}>{t("noMatches")}</p>
      ) : (
        <div className={own.table}>
          <EditorTable
            state={state}
            keys={filter.pageRows}
            columns={filter.columns}
            selected={locale}
            onChange={change}
            readOnly={(key) => !byKey.get(key)?.mayEdit}
            rowInfo={(key) => {
              const row = byKey.get(key);
              if (!row) return null;
              return (
                <RowInfo
                  row={row}
                  unsaved={unsavedSet.has(key)}
                  chosen={chosen.has(key)}
                  onChoose={(on) => setChosen((current) => (on ? new Set(current).add(key) : new Set([...current].filter((entry) => entry !== key))))}
                  onHistory={() => setHistory(key)}
                  onDiscard={() => {
                    change(locale, key, publishedText(row));
                    if (row.draft) void actions.discard(key);
                  }}
                  onConfirm={() => void actions.confirm(key)}
                  busy={actions.busy}
                />
              );
            }}
          />
          <EditorPager filter={filter} />
        </div>
      )}
    </>
  );
}
