"use client";

import { useTranslations } from "next-intl";
import { useId, type ReactNode } from "react";
import form from "@/components/tool-ui/form.module.css";
import type { EditorLanguage } from "./model/editor-state";
import styles from "./editor.module.css";
import { LanguageFlag } from "./language-flag";
import type { RowFilter } from "./use-row-filter";

interface ToolbarProps {
  languages: readonly EditorLanguage[];
  selected: string;
  onSelect: (iso: string) => void;
  filter: RowFilter;
  /** False where the editor holds no more languages than the selected one and English. */
  allLanguagesSwitch?: boolean;
  /** Further filters (the editors' server mode). */
  children?: ReactNode;
}

/** The language to edit, the search and the two view switches above the table. */
export function EditorToolbar({ languages, selected, onSelect, filter, allLanguagesSwitch = true, children }: ToolbarProps) {
  const t = useTranslations("languageEditor");
  const id = useId();
  return (
    <div className={styles.toolbar}>
      <div className={form.field}>
        <label htmlFor={`${id}-language`}>{t("language")}</label>
        <span className={styles.choice}>
          <LanguageFlag iso={selected} />
          <select id={`${id}-language`} className={form.input} value={selected} onChange={(event) => onSelect(event.target.value)}>
            {languages.map((language) => (
              <option key={language.iso} value={language.iso}>
                {language.name} ({language.iso})
              </option>
            ))}
          </select>
        </span>
      </div>
      <div className={`${form.field} ${styles.searchField}`}>
        <label htmlFor={`${id}-search`}>{t("search")}</label>
        <input id={`${id}-search`} type="search" className={form.input} value={filter.query} onChange={(event) => filter.setQuery(event.target.value)} />
      </div>
      {children}
      {allLanguagesSwitch ? (
        <label className={styles.check}>
          <input type="checkbox" checked={filter.showAll} onChange={(event) => filter.setShowAll(event.target.checked)} />
          {t("showAll")}
        </label>
      ) : null}
      <label className={styles.check}>
        <input type="checkbox" checked={filter.onlyAttention} onChange={(event) => filter.setOnlyAttention(event.target.checked)} />
        {t("onlyAttention")}
      </label>
    </div>
  );
}
