"use client";

import { useEffect, useId, useState, type FormEvent } from "react";
import { useLocale, useTranslations } from "next-intl";
import { appendLog } from "@/lib/client/storage/log";
import { tidyUp, tidyUpDaily } from "./storage/tidy-up";
import { TIDY_UP_LIMITS, tidyUpGroup } from "@/lib/client/storage/tidy-up-options";
import { useGroup } from "@/lib/client/storage/use-group";
import { formatDateTime } from "./format";
import { StatusLine, type Status } from "@/components/tool-ui/status-line";
import controls from "@/components/tool-ui/controls.module.css";
import styles from "@/components/tool-ui/form.module.css";

type Field = keyof typeof TIDY_UP_LIMITS;

/** Options of the automatic tidy-up (once a day on any page) and a button to run it now. */
export function TidyUpForm() {
  const t = useTranslations("storage.settings.tidyUp");
  const locale = useLocale();
  const [options, setOptions] = useGroup(tidyUpGroup);
  // What the visitor typed; a field not typed in shows the stored option.
  const [drafts, setDrafts] = useState<Partial<Record<Field, string>>>({});
  const valueOf = (field: Field) => drafts[field] ?? String(options[field]);
  const [status, setStatus] = useState<Status>(null);
  const id = useId();

  // The settings page is a place where the log and the statistics are looked at: tidy first.
  useEffect(() => tidyUpDaily(), []);

  function save(event: FormEvent) {
    event.preventDefault();
    const parsed: Partial<Record<Field, number>> = {};
    for (const field of Object.keys(TIDY_UP_LIMITS) as Field[]) {
      const { min, max } = TIDY_UP_LIMITS[field];
      const text = valueOf(field).trim();
      const number = /^\d+$/.test(text) ? Number(text) : Number.NaN;
      if (!(number >= min && number <= max)) {
        document.getElementById(`${id}-${field}`)?.focus();
        return setStatus({ kind: "error", text: `${t(field)}: ${t("outOfRange", { min: String(min), max: String(max) })}` });
      }
      parsed[field] = number;
    }
    setOptions((current) => ({ ...current, ...parsed }));
    setDrafts({});
    appendLog("action", `Tidy-up options: ${parsed.maxAgeDays} days, ${parsed.maxLogEntries} log entries`);
    setStatus({ kind: "done", text: t("saved") });
  }

  function runNow() {
    const removed = tidyUp();
    setStatus({ kind: "done", text: t("done", { entries: removed.logEntries, paths: removed.paths }) });
  }

  return (
    <form onSubmit={save} noValidate>
      <p className={controls.note}>{t("help")}</p>
      {(Object.keys(TIDY_UP_LIMITS) as Field[]).map((field) => (
        <div className={styles.field} key={field}>
          <label htmlFor={`${id}-${field}`}>{t(field)}</label>
          <input
            id={`${id}-${field}`}
            className={styles.narrow}
            inputMode="numeric"
            value={valueOf(field)}
            onChange={(event) => setDrafts((current) => ({ ...current, [field]: event.target.value }))}
          />
        </div>
      ))}
      <div className={controls.actions}>
        <button type="submit" className={`${controls.button} ${controls.primary}`}>
          {t("save")}
        </button>
        <button type="button" className={controls.button} onClick={runNow}>
          {t("now")}
        </button>
      </div>
      <p className={controls.note}>
        {t("lastRun", { date: options.lastRun ? formatDateTime(options.lastRun, locale) : t("never") })}
      </p>
      <StatusLine status={status} />
    </form>
  );
}
