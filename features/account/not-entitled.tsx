import Link from "next/link";
import { WhileSignedIn } from "@/components/session/while-signed-in";
import { getTranslations } from "next-intl/server";
import type { SessionLevel } from "@/lib/db/sessions";
import type { Locale } from "@/lib/i18n/locales";
import { LinkCards } from "./link-cards";

/**
 * Chat and documents for a session without the `entitled` flag: why, and what to do. The shared
 * access is shown its next step as a card, the registration on the internal page (a heading, three
 * lines and a link had read as a dead end, round 76). Once the session has expired it no longer
 * applies (the shell says to sign in again instead).
 */
export async function NotEntitled({ locale, level }: { locale: Locale; level: SessionLevel }) {
  const t = await getTranslations({ locale, namespace: "auth.notEntitled" });
  const intern = await getTranslations({ locale, namespace: "auth.intern" });
  return (
    <WhileSignedIn>
      <article className="article">
        <h1>{t("heading")}</h1>
        <p className="lead">{level === "shared" ? t("shared") : t("personal")}</p>
        {level === "shared" ? (
          <LinkCards cards={[{ href: `/${locale}/intern#register`, title: intern("registerHeading"), text: intern("registerText"), icon: "account" }]} />
        ) : null}
        <p>
          <Link href={`/${locale}/intern`}>{t("toIntern")}</Link>
        </p>
      </article>
    </WhileSignedIn>
  );
}
