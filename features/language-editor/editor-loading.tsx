"use client";

import { useTranslations } from "next-intl";
import controls from "@/components/tool-ui/controls.module.css";
import form from "@/components/tool-ui/form.module.css";
import { TRANSLATION_RETRY } from "@/lib/client/retry";
import type { Loading } from "./use-language-files";

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
  return (
    <p role="status" className={form.status}>
      {loading.phase === "retrying" ? (
        <>
          {t("retry")} <span className={controls.note}>{t("attempt", { attempt: String(loading.attempt), tries: String(TRANSLATION_RETRY.tries) })}</span>
        </>
      ) : (
        t("loading")
      )}
    </p>
  );
}
