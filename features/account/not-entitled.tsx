import Link from "next/link";
import { WhileSignedIn } from "@/components/session/while-signed-in";
import { getTranslations } from "next-intl/server";
import { AsideLayout } from "@/components/article/aside-layout";
import type { SessionLevel } from "@/lib/db/sessions";
import type { Locale } from "@/lib/i18n/locales";
import { RegistrationCard, WayToChat } from "./registration-card";
import local from "./members-area.module.css";

/**
 * Chat and documents for a session without the `entitled` flag: why, and what to do. The shared
 * access finds its next step right here: the registration form beside the text, the three steps to
 * the chat under it (a heading, three lines and a link had read as a dead end, round 76; a lone
 * card to the form on /intern left 60 % of a laptop's column empty, round 83). Once the session has
 * expired it no longer applies (the shell says to sign in again instead).
 */
export async function NotEntitled({ locale, level }: { locale: Locale; level: SessionLevel }) {
  const t = await getTranslations({ locale, namespace: "auth.notEntitled" });
  const head = (
    <>
      <h1>{t("heading")}</h1>
      <p className="lead">{level === "shared" ? t("shared") : t("personal")}</p>
    </>
  );
  const back = (
    <p className={local.back}>
      <Link href={`/${locale}/intern`}>{t("toIntern")}</Link>
    </p>
  );
  return (
    <WhileSignedIn>
      {level === "shared" ? (
        <AsideLayout
          asideOnPhone="last"
          head={head}
          body={
            <>
              <WayToChat locale={locale} />
              {back}
            </>
          }
          aside={<RegistrationCard locale={locale} />}
        />
      ) : (
        <article className="article">
          {head}
          {back}
        </article>
      )}
    </WhileSignedIn>
  );
}
