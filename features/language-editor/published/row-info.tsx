"use client";

import { useTranslations } from "next-intl";
import { isolated } from "@/lib/format/bidi";
import styles from "../editor.module.css";
import own from "./published.module.css";
import { isChanged, type TextRow } from "./published-model";
import { useTimeText } from "@/lib/client/use-time-text";

interface RowInfoProps {
  row: TextRow;
  unsaved: boolean;
  chosen: boolean;
  onChoose: (chosen: boolean) => void;
  onHistory: () => void;
  onDiscard: () => void;
  onConfirm: () => void;
  busy: boolean;
}

/** Below a key: whether it is changed, a draft or waits for review, why it is read-only, and its actions. */
export function RowInfo({ row, unsaved, chosen, onChoose, onHistory, onDiscard, onConfirm, busy }: RowInfoProps) {
  const t = useTranslations("contentEditor");
  const time = useTimeText();
  const hasDraft = Boolean(row.draft) || unsaved;
  return (
    <span className={own.rowInfo} data-key={row.key}>
      {row.draft ? <span className={styles.marker}>{t("marks.draft")}</span> : null}
      {unsaved ? <span className={styles.warning}>{t("marks.unsaved")}</span> : null}
      {row.needsReview ? <span className={styles.warning}>{t("marks.needsReview")}</span> : null}
      {row.published && isChanged(row) ? (
        <span className={`${styles.marker} ${own.long}`}>{t("marks.changed", { author: isolated(row.published.author), time: time(row.published.at) })}</span>
      ) : null}
      {row.mayEdit ? null : <span className={own.reason}>{row.owner === "*" ? t("marks.sharedReadOnly") : t("marks.siteReadOnly")}</span>}
      <span className={own.rowActions}>
        {hasDraft && row.mayEdit ? (
          <label className={own.choose}>
            <input type="checkbox" checked={chosen} onChange={(event) => onChoose(event.target.checked)} />
            {t("row.select")}
          </label>
        ) : null}
        <button type="button" className={own.link} onClick={onHistory}>
          {t("row.history")}
        </button>
        {hasDraft && row.mayEdit ? (
          <button type="button" className={own.link} onClick={onDiscard} disabled={busy}>
            {t("row.discard")}
          </button>
        ) : null}
        {row.needsReview && row.mayEdit ? (
          <button type="button" className={own.link} onClick={onConfirm} disabled={busy}>
            {t("row.confirm")}
          </button>
        ) : null}
      </span>
    </span>
  );
}
