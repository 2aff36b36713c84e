"use client";

import { useEffect, useId, useState, type FormEvent } from "react";
import { fillTemplate } from "@/lib/format/fill-template";
import { appendLog } from "@/lib/client/storage/log";
import { tidyUp, tidyUpDaily } from "@/lib/client/storage/tidy-up";
import { TIDY_UP_LIMITS, tidyUpGroup } from "@/lib/client/storage/tidy-up-options";
import { useGroup } from "@/lib/client/storage/use-group";
import { formatDateTime } from "./format";
import { StatusLine, type Status } from "@/components/tool-ui/status-line";
import controls from "@/components/tool-ui/controls.module.css";
import styles from "@/components/tool-ui/form.module.css";

export interface TidyUpTexts {
  help: string;
  maxAgeDays: string;
  maxLogEntries: string;
  save: string;
  saved: string;
  outOfRange: string;
  now: string;
  done: string;
  lastRun: string;
  never: string;
}

type Field = keyof typeof TIDY_UP_LIMITS;

/** Options of the automatic tidy-up (once a day on any page) and a button to run it now. */
export function TidyUpForm({ texts, locale }: { texts: TidyUpTexts; locale: string }) {
  const [options, setOptions] = useGroup(tidyUpGroup);
  const [values, setValues] = useState<Record<Field, string>>({ maxAgeDays: "", maxLogEntries: "" });
  const [status, setStatus] = useState<Status>(null);
  const id = useId();

  // The settings page is a place where the log and the statistics are looked at: tidy first.
  useEffect(() => tidyUpDaily(), []);

  useEffect(() => {
    setValues({ maxAgeDays: String(options.maxAgeDays), maxLogEntries: String(options.maxLogEntries) });
  }, [options.maxAgeDays, options.maxLogEntries]);

  function save(event: FormEvent) {
    event.preventDefault();
    const parsed: Partial<Record<Field, number>> = {};
    for (const field of Object.keys(TIDY_UP_LIMITS) as Field[]) {
      const { min, max } = TIDY_UP_LIMITS[field];
      const text = values[field].trim();
      const number = /^\d+$/.test(text) ? Number(text) : Number.NaN;
      if (!(number >= min && number <= max)) {
        document.getElementById(`${id}-${field}`)?.focus();
        return setStatus({ kind: "error", text: `${texts[field]}: ${fillTemplate(texts.outOfRange, { min: String(min), max: String(max) })}` });
      }
      parsed[field] = number;
    }
    setOptions((current) => ({ ...current, ...parsed }));
    appendLog("action", `Tidy-up options: ${parsed.maxAgeDays} days, ${parsed.maxLogEntries} log entries`);
    setStatus({ kind: "done", text: texts.saved });
  }

  function runNow() {
    const removed = tidyUp();
    setStatus({ kind: "done", text: fillTemplate(texts.done, { entries: removed.logEntries, paths: removed.paths }, locale) });
  }

  return (
    <form onSubmit={save} noValidate>
      <p className={controls.note}>{texts.help}</p>
      {(Object.keys(TIDY_UP_LIMITS) as Field[]).map((field) => (
        <div className={styles.field} key={field}>
          <label htmlFor={`${id}-${field}`}>{texts[field]}</label>
          <input
            id={`${id}-${field}`}
            className={styles.narrow}
            inputMode="numeric"
            value={values[field]}
            onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
          />
        </div>
      ))}
      <div className={controls.actions}>
        <button type="submit" className={`${controls.button} ${controls.primary}`}>
          {texts.save}
        </button>
        <button type="button" className={controls.button} onClick={runNow}>
          {texts.now}
        </button>
      </div>
      <p className={controls.note}>
        {fillTemplate(texts.lastRun, { date: options.lastRun ? formatDateTime(options.lastRun, locale) : texts.never })}
      </p>
      <StatusLine status={status} />
    </form>
  );
}
