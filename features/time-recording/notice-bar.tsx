"use client";

import { useTranslations } from "next-intl";
import ui from "@/components/tool-ui/tool-ui.module.css";
import type { Notice } from "./use-notice";
import styles from "./time-recording.module.css";

/** The outcome of the last action, read out by screen readers; errors as alerts. */
export function NoticeBar({ notice, onDismiss }: { notice: Notice | null; onDismiss: () => void }) {
  const t = useTranslations("timeRecording.messages");
  return (
    <div className={styles.notice} aria-live="polite">
      {notice ? (
        <div className={`${notice.kind === "error" ? ui.error : ui.success} ${styles.noticeBody}`}>
          <p role={notice.kind === "error" ? "alert" : "status"}>
            <strong>{notice.text}</strong>
            {notice.detail ? <span className={styles.noticeDetail}>{notice.detail}</span> : null}
          </p>
          <button type="button" className={styles.noticeClose} onClick={onDismiss} aria-label={t("dismiss")}>
            ×
          </button>
        </div>
      ) : null}
    </div>
  );
}
