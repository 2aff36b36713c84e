"use client";

import { formatTag } from "@/lib/format/intl";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useAuth } from "./auth-provider";
import styles from "../forms/forms.module.css";

/** Says that the session expired (whose, when, with a link to sign in again) or that the server is unreachable. */
export function AuthStatus({ localeTag, loginHref }: { localeTag: string; loginHref: string }) {
  const t = useTranslations("auth.status");
  const { expiredInfo, connection } = useAuth();
  if (connection !== "ok") {
    return (
      <p className={styles.banner} role="status">
        {connection === "retrying" ? t("retrying") : t("maxRetries")}
      </p>
    );
  }
  if (!expiredInfo) return null;
  const values = {
    user: expiredInfo.userName,
    time: expiredInfo.exp ? new Intl.DateTimeFormat(formatTag(localeTag), { dateStyle: "medium", timeStyle: "medium" }).format(expiredInfo.exp * 1000) : "",
  };
  return (
    <p className={styles.banner} role="alert" data-testid="session-expired">
      <span>{expiredInfo.exp ? t("expiredAt", values) : t("expired", values)}</span>{" "}
      <Link href={loginHref}>{t("signInAgain")}</Link>
    </p>
  );
}
