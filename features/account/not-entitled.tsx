import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { Session } from "@/lib/auth/session";
import type { Locale } from "@/lib/i18n/locales";

/** Chat and documents for a session without the `entitled` flag: why, and what to do. */
export async function NotEntitled({ locale, session }: { locale: Locale; session: Pick<Session, "level"> }) {
  const t = await getTranslations({ locale, namespace: "auth.notEntitled" });
  return (
    <article className="article">
      <h1>{t("heading")}</h1>
      <p className="lead">{session.level === "shared" ? t("shared") : t("personal")}</p>
      <p>
        <Link href={`/${locale}/intern`}>{t("toIntern")}</Link>
      </p>
    </article>
  );
}
