"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { TITLE_MAX_LENGTH } from "./calendar/events";
import ui from "@/components/tool-ui/tool-ui.module.css";
import type { EventDraft } from "./event-draft";

interface EventDialogProps {
  draft: EventDraft;
  /** Returns an error text when the draft cannot be stored (e.g. end before start). */
  onSubmit: (draft: EventDraft) => string | undefined;
  onDelete?: () => void;
  onClose: () => void;
}

/** Creating or editing one entry; native date and time fields so phones show their own pickers. */
export function EventDialog({ draft: initial, onSubmit, onDelete, onClose }: EventDialogProps) {
  const t = useTranslations("timeRecording.dialog");
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [draft, setDraft] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const id = useId();
  const isNew = initial.id === undefined;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  function update(patch: Partial<EventDraft>) {
    setDraft((current) => ({ ...current, ...patch }));
    setError(undefined);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (draft.title.trim() === "") {
      setError(t("titleMissing"));
      return;
    }
    const problem = onSubmit(draft);
    if (problem) setError(problem);
    else dialogRef.current?.close();
  }

  const errorId = `${id}-error`;
  return (
    <dialog ref={dialogRef} className={ui.dialog} aria-labelledby={`${id}-title`} onClose={onClose}>
      <form className={ui.form} onSubmit={submit} noValidate>
        <h2 id={`${id}-title`} className={ui.title}>
          {isNew ? t("createTitle") : t("editTitle")}
        </h2>
        <label className={ui.field}>
          <span>{t("title")}</span>
          <input
            type="text"
            name="title"
            value={draft.title}
            maxLength={TITLE_MAX_LENGTH}
            required
            autoFocus
            aria-invalid={error === t("titleMissing")}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => update({ title: event.target.value })}
          />
        </label>
        <label className={ui.check}>
          <input type="checkbox" name="allDay" checked={draft.allDay} onChange={(event) => update({ allDay: event.target.checked })} />
          <span>{t("allDay")}</span>
        </label>
        {(["start", "end"] as const).map((edge) => (
          <DateTimeFields
            key={edge}
            dateLabel={t(`${edge}Date`)}
            timeLabel={t(`${edge}Time`)}
            date={draft[`${edge}Date`]}
            time={draft[`${edge}Time`]}
            names={[`${edge}Date`, `${edge}Time`]}
            allDay={draft.allDay}
            onChange={(date, time) => update({ [`${edge}Date`]: date, [`${edge}Time`]: time })}
          />
        ))}
        {error ? (
          <p id={errorId} className={ui.error} role="alert">
            {error}
          </p>
        ) : null}
        <div className={ui.buttonBar}>
          {onDelete ? (
            <button type="button" className={`${ui.button} ${ui.danger} ${ui.leading}`} onClick={onDelete}>
              {t("delete")}
            </button>
          ) : null}
          <button type="button" className={ui.button} onClick={() => dialogRef.current?.close()}>
            {t("cancel")}
          </button>
          <button type="submit" className={`${ui.button} ${ui.primary}`}>
            {isNew ? t("create") : t("apply")}
          </button>
        </div>
      </form>
    </dialog>
  );
}

interface DateTimeFieldsProps {
  dateLabel: string;
  timeLabel: string;
  date: string;
  time: string;
  names: readonly [string, string];
  /** All-day entries have dates only. */
  allDay: boolean;
  onChange: (date: string, time: string) => void;
}

function DateTimeFields({ dateLabel, timeLabel, date, time, names, allDay, onChange }: DateTimeFieldsProps) {
  return (
    <div className={ui.fieldRow}>
      <label className={ui.field}>
        <span>{dateLabel}</span>
        <input type="date" name={names[0]} value={date} required onChange={(event) => onChange(event.target.value, time)} />
      </label>
      {allDay ? null : (
        <label className={ui.field}>
          <span>{timeLabel}</span>
          <input type="time" name={names[1]} value={time} required onChange={(event) => onChange(date, event.target.value)} />
        </label>
      )}
    </div>
  );
}
