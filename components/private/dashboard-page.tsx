import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { PasswordForm } from "@/components/auth/password-form";
import { errorTexts, textsOf } from "@/components/auth/texts";
import { TokenTable } from "@/components/auth/token-table";
import { InfoTable } from "@/components/auth/info-table";
import { localeTags } from "@/lib/i18n/locales";
import type { PrivateContentProps } from "./private-route";
import { levelText } from "./level-text";

/** /dashboard: the user, the level, the token info table, links, and the password change. */
export async function DashboardPage({ view, locale, session }: PrivateContentProps) {
  const t = await getTranslations({ locale, namespace: "auth.dashboard" });
  const root = await getTranslations({ locale });
  const site = root(`sites.${view.id}.title`);
  return (
    <article className="article">
      <h1>{root("paths.dashboard")}</h1>
      <p className="lead">{t("intro", { site })}</p>
      <InfoTable
        caption={t("accountCaption")}
        rows={[
          { label: t("user"), value: session.userName, testId: "dashboard-user" },
          { label: t("level"), value: await levelText(locale, session), testId: "dashboard-level" },
          { label: t("site"), value: site },
        ]}
      />
      <TokenTable
        claims={session.claims}
        localeTag={localeTags[locale]}
        texts={textsOf(t, ["tokenCaption", "tokenUser", "issued", "expires", "validFor", "timeLeft", "expired"])}
      />
      <p>
        <Link href={`/${locale}/intern`}>{t("toIntern")}</Link>
      </p>
      {session.level === "personal" ? (
        <section aria-labelledby="password-heading">
          <h2 id="password-heading">{t("passwordHeading")}</h2>
          <PasswordForm
            locale={locale}
            errors={await errorTexts(locale)}
            texts={textsOf(t, [
              "currentPassword",
              "newPassword",
              "repeatPassword",
              "passwordRule",
              "changePassword",
              "changingPassword",
              "passwordChanged",
              "passwordsDiffer",
            ])}
          />
        </section>
      ) : (
        <p>
          {t("sharedNote")} <Link href={`/${locale}/intern#register`}>{t("toRegistration")}</Link>
        </p>
      )}
    </article>
  );
}
