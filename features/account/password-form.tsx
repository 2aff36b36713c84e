"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { Field, FormFooter } from "@/components/forms/form-parts";
import { useApiCall } from "@/components/forms/use-api-call";
import styles from "@/components/forms/forms.module.css";

/** Password change of a personal account (at least 12 characters, as the server checks). */
export function PasswordForm() {
  const t = useTranslations("auth.dashboard");
  const [message, setMessage] = useState("");
  const { busy, error, setError, call } = useApiCall();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const form = new FormData(element);
    setMessage("");
    setError("");
    if (form.get("newPassword") !== form.get("repeatPassword")) {
      setError(t("passwordsDiffer"));
      return;
    }
    if (!(await call("/api/password", { currentPassword: form.get("currentPassword"), newPassword: form.get("newPassword") }))) return;
    element.reset();
    setMessage(t("passwordChanged"));
  }

  return (
    <form method="post" className={styles.form} onSubmit={submit} aria-busy={busy}>
      <Field label={t("currentPassword")}>
        <input name="currentPassword" type="password" autoComplete="current-password" required maxLength={256} />
      </Field>
      <Field label={t("newPassword")} hint={t("passwordRule")} hintId="password-rule">
        <input name="newPassword" type="password" autoComplete="new-password" required minLength={12} maxLength={256} aria-describedby="password-rule" />
      </Field>
      <Field label={t("repeatPassword")}>
        <input name="repeatPassword" type="password" autoComplete="new-password" required minLength={12} maxLength={256} />
      </Field>
      <p className={styles.done} role="status">
        {message}
      </p>
      <FormFooter error={error} busy={busy} label={t("changePassword")} busyLabel={t("changingPassword")} />
    </form>
  );
}
