"use client";

import { useState, type FormEvent } from "react";
import type { ErrorTexts } from "./error-text";
import { Field, FormFooter } from "./form-parts";
import { useApiCall } from "./use-api-call";
import styles from "./auth.module.css";

export interface PasswordTexts {
  currentPassword: string;
  newPassword: string;
  repeatPassword: string;
  passwordRule: string;
  changePassword: string;
  changingPassword: string;
  passwordChanged: string;
  passwordsDiffer: string;
}

/** Password change of a personal account (at least 12 characters, as the server checks). */
export function PasswordForm({ locale, texts, errors }: { locale: string; texts: PasswordTexts; errors: ErrorTexts }) {
  const [message, setMessage] = useState("");
  const { busy, error, setError, call } = useApiCall(errors, locale);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const form = new FormData(element);
    setMessage("");
    setError("");
    if (form.get("newPassword") !== form.get("repeatPassword")) {
      setError(texts.passwordsDiffer);
      return;
    }
    if (!(await call("/api/password", { currentPassword: form.get("currentPassword"), newPassword: form.get("newPassword") }))) return;
    element.reset();
    setMessage(texts.passwordChanged);
  }

  return (
    <form method="post" className={styles.form} onSubmit={submit} aria-busy={busy}>
      <Field label={texts.currentPassword}>
        <input name="currentPassword" type="password" autoComplete="current-password" required maxLength={256} />
      </Field>
      <Field label={texts.newPassword} hint={texts.passwordRule} hintId="password-rule">
        <input name="newPassword" type="password" autoComplete="new-password" required minLength={12} maxLength={256} aria-describedby="password-rule" />
      </Field>
      <Field label={texts.repeatPassword}>
        <input name="repeatPassword" type="password" autoComplete="new-password" required minLength={12} maxLength={256} />
      </Field>
      <p className={styles.done} role="status">
        {message}
      </p>
      <FormFooter error={error} busy={busy} label={texts.changePassword} busyLabel={texts.changingPassword} />
    </form>
  );
}
