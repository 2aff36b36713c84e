"use client";

import Link from "next/link";
import { useAuth } from "./auth-provider";
import { fillTemplate } from "@/lib/format/fill-template";
import styles from "./auth.module.css";

export interface AuthStatusTexts {
  expiredAt: string;
  expired: string;
  signInAgain: string;
  retrying: string;
  maxRetries: string;
}

/** Says that the session expired (whose, when, with a link to sign in again) or that the server is unreachable. */
export function AuthStatus({ texts, localeTag, loginHref }: { texts: AuthStatusTexts; localeTag: string; loginHref: string }) {
  const { expiredInfo, connection } = useAuth();
  if (connection !== "ok") {
    return (
      <p className={styles.banner} role="status">
        {connection === "retrying" ? texts.retrying : texts.maxRetries}
      </p>
    );
  }
  if (!expiredInfo) return null;
  const values = {
    user: expiredInfo.userName,
    time: expiredInfo.exp ? new Intl.DateTimeFormat(localeTag, { dateStyle: "medium", timeStyle: "medium" }).format(expiredInfo.exp * 1000) : "",
  };
  return (
    <p className={styles.banner} role="alert" data-testid="session-expired">
      <span>{fillTemplate(expiredInfo.exp ? texts.expiredAt : texts.expired, values)}</span>{" "}
      <Link href={loginHref}>{texts.signInAgain}</Link>
    </p>
  );
}
