import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { PrivateContentProps } from "./private-route";

/** Chat and documents for a session without the `entitled` flag: why, and what to do. */
export async function NotEntitled({ locale, session }: PrivateContentProps) {
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
