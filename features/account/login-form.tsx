"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, type FormEvent } from "react";
import type { AuthUser } from "@/components/session/auth-machine";
import { useAuth } from "@/components/session/auth-provider";
import { Field, FormFooter } from "@/components/forms/form-parts";
import { postJson } from "@/lib/client/request";
import { safeReturnPath } from "./return-path";
import { useApiCall } from "@/components/forms/use-api-call";
import styles from "@/components/forms/forms.module.css";
import { PERSONAL_WAY_ID } from "./sign-in/way-ids";

interface SignInAnswer {
  user: AuthUser;
  token: string;
  serverTime?: number;
}

/**
 * User name, password, then the e-mail address under "Personal account?", submit. The e-mail
 * address picks the level: empty for the site's shared access, filled for a personal account (the
 * way marked 2 in the legend under the form, see sign-in/ways-in.tsx).
 */
export function LoginForm({ locale }: { locale: string }) {
  const t = useTranslations("auth");
  const router = useRouter();
  const { user, adopt } = useAuth();
  // Uncontrolled, so that what a visitor types before hydration is kept.
  const userNameInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const { busy, error, call } = useApiCall();
  const [debugFilled, setDebugFilled] = useState(false);

  useEffect(() => {
    // Development only (the production build drops this): fill in the debug user if the server offers one.
    if (process.env.NODE_ENV === "production") return;
    void postJson<{ debug?: boolean; user?: { name?: string; pass?: string } }>("/api/debug-data").then(({ data }) => {
      const [userNameField, passwordField] = [userNameInput.current, passwordInput.current];
      if (data?.debug && data.user?.name && data.user.pass && userNameField && passwordField && !userNameField.value) {
        userNameField.value = data.user.name;
        passwordField.value = data.user.pass;
        setDebugFilled(true);
      }
    });
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const answer = await call<SignInAnswer>("/api/login", {
      userName: String(form.get("userName") ?? "").trim(),
      email: String(form.get("email") ?? "").trim(),
      password: String(form.get("password") ?? ""),
    });
    if (!answer) return;
    adopt(answer);
    if (passwordInput.current) passwordInput.current.value = "";
    router.push(`/${locale}${safeReturnPath(new URLSearchParams(window.location.search).get("next"))}`);
  }

  return (
    <>
      {user ? (
        <div className={styles.notice} role="status">
          <p>{t("login.signedInAs", { user: user.name, level: t(`levels.${user.level}`) })}</p>
          <p className={styles.actions}>
            <Link href={`/${locale}/intern`}>{t("login.toIntern")}</Link>
            {user.level === "shared" ? <Link href={`/${locale}/intern#register`}>{t("dashboard.toRegistration")}</Link> : null}
            <Link href={`/${locale}/log_out`}>{t("login.logOut")}</Link>
          </p>
          <h2 className={styles.subheading}>{t("login.another")}</h2>
        </div>
      ) : null}
      <form method="post" className={styles.form} onSubmit={submit} aria-busy={busy}>
        {debugFilled ? <p className={styles.hint}>{t("login.debugFilled")}</p> : null}
        <Field label={t("login.userName")}>
          <input ref={userNameInput} name="userName" autoComplete="username" required maxLength={128} />
        </Field>
        <Field label={t("login.password")}>
          <input ref={passwordInput} name="password" type="password" autoComplete="current-password" required maxLength={256} />
        </Field>
        {/* The shared access needs the two fields above and nothing more; the e-mail address is the
            personal account's, set apart under its own small question so that the two ways read as
            two choices, and described by the legend's line for that way under the form. */}
        <div className={styles.personalOnly} data-way-field="personal">
          <p className={styles.wayQuestion}>
            {t("login.personalQuestion")}
          </p>
          <Field label={t("login.email")} tag={t("login.emailOptional")}>
            <input name="email" type="email" autoComplete="email" maxLength={254} aria-describedby={PERSONAL_WAY_ID} />
          </Field>
        </div>
        <FormFooter error={error} busy={busy} label={t("login.submit")} busyLabel={t("login.submitting")} />
      </form>
    </>
  );
}
