"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useState } from "react";
import { useAuth } from "./auth-provider";
import styles from "./auth.module.css";

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

type Step = "asking" | "working" | "done";

/** /log_out signs out (server session and cookie) and says so; opened from elsewhere it asks first. */
export function LogoutView({ locale }: { locale: string }) {
  const t = useTranslations("auth.logout");
  const confirm = useTranslations("logoutConfirm");
  const { logout } = useAuth();
  const [step, setStep] = useState<Step>("working");
  const signOut = useCallback(() => {
    setStep("working");
    void logout().then(() => setStep("done"));
  }, [logout]);
  useEffect(() => {
    if (openedFromThisSite()) signOut();
    else setStep("asking");
  }, [signOut]);
  if (step === "asking") {
    return (
      <div className={styles.notice}>
        <p>{confirm("question")}</p>
        <p className={styles.actions}>
          <button type="button" onClick={signOut}>
            {confirm("button")}
          </button>
        </p>
      </div>
    );
  }
  return (
    <div className={styles.notice} role="status" aria-live="polite">
      {step === "done" ? (
        <>
          <p className={styles.done}>{t("done")}</p>
          <p>{t("doneText")}</p>
          <p className={styles.actions}>
            <Link href={`/${locale}/login`}>{t("signInAgain")}</Link>
            <Link href={`/${locale}`}>{t("toStart")}</Link>
          </p>
        </>
      ) : (
        <p>{t("working")}</p>
      )}
    </div>
  );
}
