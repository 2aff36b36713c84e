"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { useBrowserValue } from "@/lib/client/use-browser-value";
import { useAuth } from "@/components/session/auth-provider";
import styles from "@/components/forms/forms.module.css";

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

/** "waiting": not asked to sign out yet; opened from this site, the sign-out starts at once. */
type Step = "waiting" | "working" | "done";

/** /log_out signs out (server session and cookie) and says so; opened from elsewhere it asks first. */
export function LogoutView({ locale }: { locale: string }) {
  const t = useTranslations("auth.logout");
  const confirm = useTranslations("logoutConfirm");
  const { logout } = useAuth();
  // The server cannot know where the visitor came from: it renders "Signing out…".
  const fromThisSite = useBrowserValue(openedFromThisSite, true);
  const [step, setStep] = useState<Step>("waiting");
  useEffect(() => {
    // Asked here, not through `fromThisSite`: effects after hydration still see the server's value.
    if (openedFromThisSite()) void logout().then(() => setStep("done"));
  }, [logout]);
  function signOut() {
    setStep("working");
    void logout().then(() => setStep("done"));
  }
  if (!fromThisSite && step === "waiting") {
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
