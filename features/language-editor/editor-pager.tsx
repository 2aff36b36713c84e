"use client";

import { useTranslations } from "next-intl";
import controls from "@/components/tool-ui/controls.module.css";
import styles from "./editor.module.css";
import { PAGE_SIZE, type RowFilter } from "./use-row-filter";

/** Previous and next page of the table, and which entries are shown. */
export function EditorPager({ filter }: { filter: RowFilter }) {
  const t = useTranslations("languageEditor");
  const { page, pages, pageRows, rows, setPage } = filter;
  return (
    <nav className={styles.pager} aria-label={t("caption")}>
      <button type="button" className={controls.button} onClick={() => setPage(page - 1)} disabled={page === 0}>
        {t("previous")}
      </button>
      <span aria-live="polite">
        {t("range", { from: String(page * PAGE_SIZE + 1), to: String(page * PAGE_SIZE + pageRows.length), total: String(rows.length) })}
      </span>
      <button type="button" className={controls.button} onClick={() => setPage(page + 1)} disabled={page >= pages - 1}>
        {t("next")}
      </button>
    </nav>
  );
}
