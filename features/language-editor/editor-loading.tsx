"use client";

import { useTranslations } from "next-intl";
import controls from "@/components/tool-ui/controls.module.css";
import form from "@/components/tool-ui/form.module.css";
import { TRANSLATION_RETRY } from "@/lib/client/retry";
import type { Loading } from "./use-language-files";
import styles from "./editor.module.css";

const OUTLINE_ROWS = 8;

/** While the language files load: the progress, the retries, or the failure with a way out. */
export function EditorLoading({ loading }: { loading: Exclude<Loading, { phase: "ready" }> }) {
  const t = useTranslations("languageEditor");
  if (loading.phase === "failed") {
    return (
      <div role="alert" className={form.statusError}>
        <p>{t("retriesExhausted")}</p>
        <button type="button" className={controls.button} onClick={() => window.location.reload()}>
          {t("reload")}
        </button>
      </div>
    );
  }
  // As tall as the workspace that replaces it (editor.module.css, .loading), so nothing below jumps.
  return (
    <div className={styles.loading} data-editor-loading="">
      <p role="status" className={form.status}>
        {loading.phase === "retrying" ? (
          <>
            {t("retry")} <span className={controls.note}>{t("attempt", { attempt: String(loading.attempt), tries: String(TRANSLATION_RETRY.tries) })}</span>
          </>
        ) : (
          t("loading")
        )}
      </p>
      {/* The table's outline under the sentence: alone on an empty page, it read as a stall. */}
      <div className={styles.outline} aria-hidden="true" data-editor-outline="">
        {Array.from({ length: OUTLINE_ROWS }, (_, row) => (
          <span key={row} />
        ))}
      </div>
    </div>
  );
}
