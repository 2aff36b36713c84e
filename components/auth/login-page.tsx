import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import type { ViewDefinition } from "@/lib/sites/registry";
import { LoginForm } from "@/components/lazy/page-widgets";
import { errorTexts, levelTexts, textsOf } from "./texts";

/** /login: a static page with a small client form (public pages stay prerendered). */
export async function LoginPage({ view, locale }: { view: ViewDefinition; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "auth.login" });
  const site = (await getTranslations({ locale }))(`sites.${view.id}.title`);
  if (!view.authMenu) {
    return (
      <article className="article">
        <h1>{t("heading")}</h1>
        <p className="lead">{t("noInternalArea")}</p>
      </article>
    );
  }
  return (
    <article className="article">
      <h1>{t("heading")}</h1>
      <p className="lead">{t("intro", { site })}</p>
      <LoginForm
        locale={locale}
        errors={await errorTexts(locale)}
        texts={{
          ...textsOf(t, ["userName", "email", "emailHint", "password", "submit", "submitting", "signedInAs", "toIntern", "logOut", "another", "debugFilled"]),
          levels: await levelTexts(locale),
          toRegistration: (await getTranslations({ locale, namespace: "auth.dashboard" }))("toRegistration"),
        }}
      />
      <h2>{t("levelsHeading")}</h2>
      <p>{t("sharedLevel")}</p>
      <p>{t("personalLevel")}</p>
    </article>
  );
}
