"use client";

import { useTranslations } from "next-intl";
import { memo, useId, type ReactNode } from "react";
import { REFERENCE, directionOfCode, findLanguage, statusOf, type EditorLanguage, type EditorState } from "./model/editor-state";
import styles from "./editor.module.css";
import { LanguageFlag } from "./language-flag";

interface EditorTableProps {
  state: EditorState;
  keys: readonly string[];
  columns: readonly EditorLanguage[];
  selected: string;
  onChange: (iso: string, key: string, text: string) => void;
  /** What the published texts add below a key: its marks and actions (the editors' server mode). */
  rowInfo?: (key: string) => ReactNode;
  /** Keys shown but not editable here (the editor may not change them; rowInfo says why). */
  readOnly?: (key: string) => boolean;
}

/**
 * A row per text: its English source as the label (the key small beneath it), then the language
 * being translated, editable; with all languages shown, a column for each of the others too.
 */
export function EditorTable({ state, keys, columns, selected, onChange, rowInfo, readOnly }: EditorTableProps) {
  const t = useTranslations("languageEditor");
  const ids = useId();
  const english = findLanguage(state, REFERENCE);
  // The source is the row's label; it has a column of its own only while it is the language edited.
  const shown = columns.filter((language) => language.iso !== REFERENCE || language.iso === selected);
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} style={{ ["--columns" as string]: shown.length }}>
        <caption className="visually-hidden">{t("caption")}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.sourceColumn}>
              {english ? <LanguageFlag iso={REFERENCE} /> : null} {t("source")}
            </th>
            {shown.map((language) => (
              <th scope="col" key={language.iso} lang={language.iso} dir={directionOfCode(language.iso)}>
                <LanguageFlag iso={language.iso} /> {language.name} <span className={styles.code}>({language.iso})</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {keys.map((key) => {
            const source = english?.texts.get(key) ?? "";
            const keyId = `${ids}-${key}`;
            return (
              <tr key={key}>
                <th scope="row" className={styles.sourceColumn} data-language={t("source")}>
                  {source ? (
                    <span className={styles.source} lang={REFERENCE} dir="ltr">
                      {source}
                    </span>
                  ) : null}
                  <span className={styles.key} id={keyId} dir="ltr">
                    {key}
                  </span>
                  {rowInfo?.(key)}
                </th>
                {shown.map((language) => (
                  <Cell
                    key={language.iso}
                    language={language}
                    textKey={key}
                    label={source || key}
                    describedBy={keyId}
                    text={language.texts.get(key) ?? ""}
                    english={source}
                    editable={language.iso === selected && !readOnly?.(key)}
                    onChange={onChange}
                  />
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

interface CellProps {
  language: EditorLanguage;
  textKey: string;
  /** What the entry is called: its English text, or its key where English is empty. */
  label: string;
  describedBy: string;
  text: string;
  english: string;
  editable: boolean;
  onChange: (iso: string, key: string, text: string) => void;
}

const Cell = memo(function Cell({ language, textKey, label, describedBy, text, english, editable, onChange }: CellProps) {
  const t = useTranslations("languageEditor");
  const status = statusOf(language.iso, text, english);
  const dir = directionOfCode(language.iso);
  const markers = [
    status.empty ? { text: language.iso === REFERENCE ? t("emptyReference") : t("empty"), warning: false } : null,
    status.sameAsEnglish ? { text: t("sameAsEnglish"), warning: false } : null,
    status.mismatch
      ? {
          text: t("mismatch", {
            missing: status.mismatch.missing.join(", ") || t("none"),
            extra: status.mismatch.extra.join(", ") || t("none"),
          }),
          warning: true,
        }
      : null,
  ].filter((marker) => marker !== null);

  return (
    <td className={status.mismatch ? styles.flagged : status.empty ? styles.emptyCell : undefined} data-language={language.name}>
      {editable ? (
        <textarea
          className={styles.textarea}
          value={text}
          lang={language.iso}
          dir={dir}
          rows={Math.min(8, Math.max(2, Math.ceil(text.length / 60) + (text.match(/\n/g)?.length ?? 0)))}
          aria-label={`${language.name}: ${label}`}
          aria-describedby={describedBy}
          onChange={(event) => onChange(language.iso, textKey, event.target.value)}
        />
      ) : (
        <div className={styles.text} lang={language.iso} dir={dir}>
          {text}
        </div>
      )}
      {markers.map((marker) => (
        <span key={marker.text} className={marker.warning ? styles.warning : styles.marker}>
          {marker.text}
        </span>
      ))}
    </td>
  );
});
