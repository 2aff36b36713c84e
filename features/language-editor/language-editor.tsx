"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { StatusLine } from "@/components/tool-ui/status-line";
import { useConfirm } from "@/components/tool-ui/use-confirm";
import controls from "@/components/tool-ui/controls.module.css";
import { languagePreviewGroup } from "@/lib/client/storage/language-preview";
import { useGroup } from "@/lib/client/storage/use-group";
import { AddLanguageForm } from "./add-language-form";
import { DownloadList } from "./download-list";
import { EditorButtons } from "./editor-buttons";
import { EditorLoading } from "./editor-loading";
import { EditorPager } from "./editor-pager";
import { EditorTable } from "./editor-table";
import { EditorToolbar } from "./editor-toolbar";
import styles from "./editor.module.css";
import { REFERENCE, changedLanguages, findLanguage, startLanguage, statusOf, type EditorLanguage, type ServerSet } from "./model/editor-state";
import { PreviewPanel } from "./preview-panel";
import { useEditorActions } from "./use-editor-actions";
import { useEditorState } from "./use-editor-state";
import { useLanguageFiles } from "./use-language-files";
import { useRowFilter } from "./use-row-filter";

interface LanguageEditorProps {
  /** The site's languages, whose files the server serves. */
  siteLocales: readonly string[];
  /** The language of the page: the one opened first unless it is the source, English. */
  locale: string;
}

/** The texts of the site in every language, editable in this browser (the files are read first). */
export function LanguageEditor({ siteLocales, locale }: LanguageEditorProps) {
  const t = useTranslations("languageEditor");
  const loading = useLanguageFiles(siteLocales);
  return (
    <div className={styles.editor}>
      <p>{t("intro")}</p>
      {loading.phase === "ready" ? <EditorWorkspace server={loading.server} siteLocales={siteLocales} locale={locale} /> : <EditorLoading loading={loading} />}
    </div>
  );
}

function attentionCounts(server: ServerSet, selected: EditorLanguage, english: EditorLanguage | undefined) {
  return server.keys.reduce(
    (total, key) => {
      const entry = statusOf(selected.iso, selected.texts.get(key) ?? "", english?.texts.get(key) ?? "");
      return { empty: total.empty + Number(entry.empty), same: total.same + Number(entry.sameAsEnglish), mismatch: total.mismatch + Number(Boolean(entry.mismatch)) };
    },
    { empty: 0, same: 0, mismatch: 0 },
  );
}

function EditorWorkspace({ server, siteLocales, locale }: LanguageEditorProps & { server: ServerSet }) {
  const t = useTranslations("languageEditor");
  const [selected, setSelected] = useState(() => startLanguage(locale, siteLocales));
  const [preview] = useGroup(languagePreviewGroup);
  const { confirmDialog, confirm } = useConfirm({ cancel: t("confirm.cancel") });
  const store = useEditorState(server, siteLocales, { notice: t("preview.notice"), endLabel: t("preview.end") });
  const { state } = store;
  const filter = useRowFilter(state, server, selected);
  const actions = useEditorActions({ ...store, server, siteLocales, selected, setSelected, columns: filter.columns, ask: confirm, previewOn: preview !== null });
  const language = findLanguage(state, selected);
  if (!language) return null;
  const counts = attentionCounts(server, language, findLanguage(state, REFERENCE));

  return (
    <>
      {store.remembering ? null : <p className={controls.note}>{t("notRemembered")}</p>}
      <EditorToolbar
        languages={state.languages}
        selected={selected}
        filter={filter}
        onSelect={(iso) => {
          setSelected(iso);
          filter.setPage(0);
        }}
      />
      <p className={controls.note}>
        {t("summary", { name: language.name, keys: String(server.keys.length), empty: String(counts.empty), same: String(counts.same), mismatch: String(counts.mismatch) })}
      </p>
      <EditorButtons actions={actions} selected={selected} />
      <StatusLine status={actions.status} />
      {filter.rows.length === 0 ? (
        <p className={controls.note}>{t("noMatches")}</p>
      ) : (
        <>
          <EditorTable state={state} keys={filter.pageRows} columns={filter.columns} selected={selected} onChange={store.change} />
          <EditorPager filter={filter} />
        </>
      )}
      <AddLanguageForm onAdd={actions.add} />
      <PreviewPanel on={preview !== null} onToggle={actions.togglePreview} siteLanguage={siteLocales.includes(selected) ? { iso: selected, name: language.name } : null} />
      <DownloadList changed={changedLanguages(state, server)} deleted={state.deleted} onDownload={actions.download} onDiscard={() => void actions.discard()} />
      {confirmDialog}
    </>
  );
}
