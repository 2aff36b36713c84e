"use client";

import Link from "next/link";
import { useState, type FormEvent } from "react";
import type { ErrorTexts } from "./error-text";
import { fillTemplate } from "@/lib/format/fill-template";
import { Field, FormFooter } from "./form-parts";
import { useApiCall } from "./use-api-call";
import styles from "./auth.module.css";

export interface RegistrationTexts {
  email: string;
  userName: string;
  userNameRule: string;
  register: string;
  registering: string;
  sent: string;
  sentNext: string;
  toLogin: string;
}

/** Registration of a personal account; the server mails the initial password. */
export function RegistrationForm({ locale, texts, errors }: { locale: string; texts: RegistrationTexts; errors: ErrorTexts }) {
  const [sentTo, setSentTo] = useState("");
  const { busy, error, call } = useApiCall(errors, locale);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get("email") ?? "").trim();
    if (await call("/api/register", { email, userName: String(form.get("userName") ?? "").trim(), locale })) setSentTo(email);
  }

  if (sentTo) {
    return (
      <div className={styles.notice} role="status">
        <p className={styles.done}>{fillTemplate(texts.sent, { email: sentTo })}</p>
        <p>{texts.sentNext}</p>
        <p>
          <Link href={`/${locale}/login`}>{texts.toLogin}</Link>
        </p>
      </div>
    );
  }
  return (
    <form method="post" className={styles.form} onSubmit={submit} aria-busy={busy}>
      <Field label={texts.email}>
        <input name="email" type="email" autoComplete="email" required maxLength={254} />
      </Field>
      <Field label={texts.userName} hint={texts.userNameRule} hintId="register-name-rule">
        <input name="userName" autoComplete="username" required minLength={3} maxLength={32} aria-describedby="register-name-rule" />
      </Field>
      <FormFooter error={error} busy={busy} label={texts.register} busyLabel={texts.registering} />
    </form>
  );
}
