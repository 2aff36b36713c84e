"use client";

import { useId, useState, type ChangeEvent, type InputHTMLAttributes, type KeyboardEvent } from "react";
import styles from "./tools.module.css";

interface CommitInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange" | "defaultValue"> {
  /** The committed value; shown again whenever it changes elsewhere (e.g. in another tab). */
  value: string;
  /** Validates and applies the text; returns an error message to keep the draft and show it. */
  onCommit: (text: string) => string | null;
  label: string;
  /** Show the label only to screen readers (inside tables). */
  hideLabel?: boolean;
  /** Code-like content (numbers, addresses) stays left-to-right in Arabic too. */
  code?: boolean;
  /** A one-line text that wraps onto further lines where the field is narrow (comments): all of it stays readable. */
  wrap?: boolean;
}

/**
 * A text field that changes nothing until Enter or leaving the field; a refused entry keeps the
 * typed text, marks the field invalid and says why. Escape returns to the committed value.
 */
export function CommitInput({ value, onCommit, label, hideLabel = false, code = false, wrap = false, className, ...rest }: CommitInputProps) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);

  // Outside editing, a committed value from elsewhere replaces the draft (adjusted while
  // rendering, as React advises for state that follows props).
  const [seen, setSeen] = useState({ value, editing, error });
  if (seen.value !== value || seen.editing !== editing || seen.error !== error) {
    setSeen({ value, editing, error });
    if (!editing && error === null) setDraft(value);
  }

  function commit() {
    if (draft === value && error === null) return;
    const problem = onCommit(draft);
    setError(problem);
  }

  const field = {
    id,
    className: `${styles.input} ${code ? styles.code : ""} ${wrap ? styles.wrapping : ""} ${className ?? ""}`,
    dir: code ? "ltr" : undefined,
    value: draft,
    "aria-invalid": error !== null,
    "aria-describedby": error !== null ? `${id}-error` : undefined,
    onFocus: () => setEditing(true),
    // The text stays one line: a pasted line break becomes a space.
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setDraft(wrap ? event.target.value.replace(/\s*[\r\n]+\s*/g, " ") : event.target.value),
    onBlur: () => {
      setEditing(false);
      commit();
    },
    onKeyDown: (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      if (event.key === "Enter") {
        event.preventDefault();
        commit();
      } else if (event.key === "Escape") {
        setDraft(value);
        setError(null);
      }
    },
  } as const;

  return (
    <span className={styles.field}>
      <label htmlFor={id} className={hideLabel ? "visually-hidden" : styles.fieldLabel}>
        {label}
      </label>
      {wrap ? <textarea {...field} rows={1} maxLength={rest.maxLength} placeholder={rest.placeholder} /> : <input {...rest} {...field} />}
      {error !== null ? (
        <span id={`${id}-error`} role="alert" className={styles.error}>
          {error}
        </span>
      ) : null}
    </span>
  );
}
