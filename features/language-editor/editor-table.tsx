"use client";

import { memo } from "react";
import { fillTemplate } from "@/lib/format/fill-template";
import { REFERENCE, directionOfCode, findLanguage, statusOf, type EditorLanguage, type EditorState } from "@/features/language-editor/model/editor-state";
import type { EditorTexts } from "./editor-texts";
import styles from "./editor.module.css";
import { LanguageFlag } from "./language-flag";

interface EditorTableProps {
  state: EditorState;
  keys: readonly string[];
  columns: readonly EditorLanguage[];
  selected: string;
  texts: EditorTexts;
  onChange: (key: string, text: string) => void;
}

/** Rows of text keys, a column per language; the selected language's cells are editable. */
export function EditorTable({ state, keys, columns, selected, texts, onChange }: EditorTableProps) {
  const english = findLanguage(state, REFERENCE)?.texts;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">{texts.caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.keyColumn}>
              {texts.key}
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
              <th scope="row" className={`${styles.keyColumn} ${styles.code}`}>
                {key}
              </th>
              {columns.map((language) => (
                <Cell
                  key={language.iso}
                  language={language}
                  textKey={key}
                  text={language.texts.get(key) ?? ""}
                  english={english?.get(key) ?? ""}
                  editable={language.iso === selected}
                  texts={texts}
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
  texts: EditorTexts;
  onChange: (key: string, text: string) => void;
}

const Cell = memo(function Cell({ language, textKey, text, english, editable, texts, onChange }: CellProps) {
  const status = statusOf(language.iso, text, english);
  const dir = directionOfCode(language.iso);
  const markers = [
    status.empty ? { text: language.iso === REFERENCE ? texts.emptyReference : texts.empty, warning: false } : null,
    status.sameAsEnglish ? { text: texts.sameAsEnglish, warning: false } : null,
    status.mismatch
      ? {
          text: fillTemplate(texts.mismatch, {
            missing: status.mismatch.missing.join(", ") || texts.none,
            extra: status.mismatch.extra.join(", ") || texts.none,
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
          onChange={(event) => onChange(textKey, event.target.value)}
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
