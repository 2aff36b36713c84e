"use client";

import Link from "next/link";
import { useEffect, useState } from "react";
import { useBrowserValue } from "@/lib/client/use-browser-value";
import { useAuth } from "./auth-provider";
import styles from "./auth.module.css";

export interface LogoutTexts {
  working: string;
  done: string;
  doneText: string;
  signInAgain: string;
  toStart: string;
  question: string;
  button: string;
}

/**
 * True when this page was reached from a page of this site: a navigation inside the app (the
 * document was loaded for another path), or a document whose referrer has this origin. A link
 * on another site, or a typed address, is not: a plain link must not sign anybody out.
 */
function openedFromThisSite(): boolean {
  const navigation = performance.getEntriesByType("navigation")[0];
  if (navigation && new URL(navigation.name).pathname !== location.pathname) return true;
  try {
    return document.referrer !== "" && new URL(document.referrer).origin === location.origin;
  } catch {
    return false;
  }
}

/** /log_out signs out (server session and cookie) and says so; opened from elsewhere it asks first. */
export function LogoutView({ locale, texts }: { locale: string; texts: LogoutTexts }) {
  const { logout } = useAuth();
  // Unknown on the server and during hydration (shown as "signing out", nothing is done yet).
  const fromThisSite = useBrowserValue<boolean | undefined>(openedFromThisSite, undefined);
  const [confirmed, setConfirmed] = useState(false);
  const [done, setDone] = useState(false);
  const signingOut = fromThisSite === true || confirmed;
  useEffect(() => {
    if (!signingOut) return;
    let current = true;
    void logout().then(() => {
      if (current) setDone(true);
    });
    return () => {
      current = false;
    };
  }, [signingOut, logout]);
  if (fromThisSite === false && !confirmed) {
    return (
      <div className={styles.notice}>
        <p>{texts.question}</p>
        <p className={styles.actions}>
          <button type="button" onClick={() => setConfirmed(true)}>
            {texts.button}
          </button>
        </p>
      </div>
    );
  }
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
