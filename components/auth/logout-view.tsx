"use client";

import Link from "next/link";
import { useEffect, useState } from "react";
import { useAuth } from "./auth-provider";
import styles from "./auth.module.css";

export interface LogoutTexts {
  working: string;
  done: string;
  doneText: string;
  signInAgain: string;
  toStart: string;
}

/** /log_out signs out (server session and cookie) and says so. */
export function LogoutView({ locale, texts }: { locale: string; texts: LogoutTexts }) {
  const { logout } = useAuth();
  const [done, setDone] = useState(false);
  useEffect(() => {
    let active = true;
    void logout().then(() => {
      if (active) setDone(true);
    });
    return () => {
      active = false;
    };
  }, [logout]);
  return (
    <div className={styles.notice} role="status" aria-live="polite">
      {done ? (
        <>
          <p className={styles.done}>{texts.done}</p>
          <p>{texts.doneText}</p>
          <p className={styles.actions}>
            <Link href={`/${locale}/login`}>{texts.signInAgain}</Link>
            <Link href={`/${locale}`}>{texts.toStart}</Link>
          </p>
        </>
      ) : (
        <p>{texts.working}</p>
      )}
    </div>
  );
}
