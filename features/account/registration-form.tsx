"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { Field, FormFooter } from "@/components/forms/form-parts";
import { useApiCall } from "@/components/forms/use-api-call";
import styles from "@/components/forms/forms.module.css";

/** Registration of a personal account; the server mails the initial password. */
export function RegistrationForm({ locale }: { locale: string }) {
  const t = useTranslations("auth.intern");
  const [sentTo, setSentTo] = useState("");
  const { busy, error, call } = useApiCall();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get("email") ?? "").trim();
    if (await call("/api/register", { email, userName: String(form.get("userName") ?? "").trim(), locale })) setSentTo(email);
  }

  if (sentTo) {
    return (
      <div className={styles.notice} role="status">
        <p className={styles.done}>{t("sent", { email: sentTo })}</p>
        <p>{t("sentNext")}</p>
        <p>
          <Link href={`/${locale}/login`}>{t("toLogin")}</Link>
        </p>
      </div>
    );
  }
  return (
    <form method="post" className={styles.form} onSubmit={submit} aria-busy={busy}>
      <Field label={t("email")}>
        <input name="email" type="email" autoComplete="email" required maxLength={254} />
      </Field>
      <Field label={t("userName")} hint={t("userNameRule")} hintId="register-name-rule">
        <input name="userName" autoComplete="username" required minLength={3} maxLength={32} aria-describedby="register-name-rule" />
      </Field>
      <FormFooter error={error} busy={busy} label={t("register")} busyLabel={t("registering")} />
    </form>
  );
}
