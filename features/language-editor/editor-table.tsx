"use client";

import { useTranslations } from "next-intl";
import { memo, type ReactNode } from "react";
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

/** Rows of text keys, a column per language; the selected language's cells are editable. */
export function EditorTable({ state, keys, columns, selected, onChange, rowInfo, readOnly }: EditorTableProps) {
  const t = useTranslations("languageEditor");
  const english = findLanguage(state, REFERENCE)?.texts;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">{t("caption")}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.keyColumn}>
              {t("key")}
            </th>
            {columns.map((language) => (
              <th scope="col" key={language.iso} lang={language.iso} dir={directionOfCode(language.iso)}>
                <LanguageFlag iso={language.iso} /> {language.name} <span className={styles.code}>({language.iso})</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {keys.map((key) => (
            <tr key={key}>
              <th scope="row" className={styles.keyColumn}>
                <span className={styles.code}>{key}</span>
                {rowInfo?.(key)}
              </th>
              {columns.map((language) => (
                <Cell
                  key={language.iso}
                  language={language}
                  textKey={key}
                  text={language.texts.get(key) ?? ""}
                  english={english?.get(key) ?? ""}
                  editable={language.iso === selected && !readOnly?.(key)}
                  onChange={onChange}
                />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface CellProps {
  language: EditorLanguage;
  textKey: string;
  text: string;
  english: string;
  editable: boolean;
  onChange: (iso: string, key: string, text: string) => void;
}

const Cell = memo(function Cell({ language, textKey, text, english, editable, onChange }: CellProps) {
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
          aria-label={`${language.name}: ${textKey}`}
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
