import Link from "next/link";
import { WhileSignedIn } from "@/components/session/while-signed-in";
import { getTranslations } from "next-intl/server";
import type { SessionLevel } from "@/lib/db/sessions";
import type { Locale } from "@/lib/i18n/locales";

/**
 * Chat and documents for a session without the `entitled` flag: why, and what to do. Once the
 * session has expired it no longer applies (the shell says to sign in again instead).
 */
export async function NotEntitled({ locale, level }: { locale: Locale; level: SessionLevel }) {
  const t = await getTranslations({ locale, namespace: "auth.notEntitled" });
  return (
    <WhileSignedIn>
      <article className="article">
        <h1>{t("heading")}</h1>
        <p className="lead">{level === "shared" ? t("shared") : t("personal")}</p>
        <p>
          <Link href={`/${locale}/intern`}>{t("toIntern")}</Link>
        </p>
      </article>
    </WhileSignedIn>
  );
}
