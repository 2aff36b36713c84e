import type { ReactNode } from "react";
import { useHydrated } from "@/lib/client/use-browser-value";
import styles from "./forms.module.css";

/**
 * A labelled control with an optional hint (linked with aria-describedby by the caller's `hintId`)
 * and an optional tag beside its label ("Optional"), which the hint then explains.
 */
export function Field({ label, tag, hint, hintId, children }: { label: string; tag?: string; hint?: string; hintId?: string; children: ReactNode }) {
  return (
    <label className={styles.field}>
      {tag ? (
        <span className={styles.labelRow}>
          <span>{label}</span>
          <span className={styles.tag}>{tag}</span>
        </span>
      ) : (
        <span>{label}</span>
      )}
      {children}
      {hint ? (
        <small id={hintId} className={styles.hint}>
          {hint}
        </small>
      ) : null}
    </label>
  );
}

/**
 * The error line (read out when it changes) and the submit button of the auth forms. The
 * button waits for hydration: a form sent by the browser itself would skip the API's checks.
 */
export function FormFooter({ error, busy, label, busyLabel, disabled = false }: { error: string; busy: boolean; label: string; busyLabel: string; disabled?: boolean }) {
  const hydrated = useHydrated();
  return (
    <>
      <p className={styles.error} role="alert">
        {error}
      </p>
      {/* Until the page wakes the button is held, but it keeps its full colour: a faded primary
          button in the first second reads as a broken sign-in (dark mode most of all). */}
      <button type="submit" className={styles.submit} disabled={busy || disabled || !hydrated} data-waking={hydrated ? undefined : ""}>
        {busy ? busyLabel : label}
      </button>
    </>
  );
}
