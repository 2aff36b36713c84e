"use client";

import { useLocale, useTranslations } from "next-intl";
import { numberFormat } from "@/lib/format/intl";
import controls from "@/components/tool-ui/controls.module.css";
import styles from "./editor.module.css";
import { PAGE_SIZE, type RowFilter } from "./use-row-filter";

/** Previous and next page of the table, and which entries are shown. */
export function EditorPager({ filter }: { filter: RowFilter }) {
  const t = useTranslations("languageEditor");
  // Grouped as the editor's other counts write them ("2,373 texts", not "of 2373").
  const number = numberFormat(useLocale());
  const { page, pages, pageRows, rows, setPage } = filter;
  return (
    <nav className={styles.pager} aria-label={t("caption")}>
      <button type="button" className={controls.button} onClick={() => setPage(page - 1)} disabled={page === 0}>
        {t("previous")}
      </button>
      <span aria-live="polite">
        {t("range", { from: number.format(page * PAGE_SIZE + 1), to: number.format(page * PAGE_SIZE + pageRows.length), total: number.format(rows.length) })}
      </span>
      <button type="button" className={controls.button} onClick={() => setPage(page + 1)} disabled={page >= pages - 1}>
        {t("next")}
      </button>
    </nav>
  );
}
