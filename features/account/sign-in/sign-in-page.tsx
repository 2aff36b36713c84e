import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { AsideLayout } from "@/components/article/aside-layout";
import { FeatureTexts } from "@/lib/i18n/feature-texts";
import type { Locale } from "@/lib/i18n/locales";
import type { ViewDefinition } from "@/lib/tenancy/sites/registry";
import { configuredOrigin } from "@/lib/tenancy/view-context";
import { LoginForm } from "../lazy-widgets";
import { MembersOffer } from "./members-offer";
import { WaysIn } from "./ways-in";
import styles from "./sign-in.module.css";
import { siteNameInSentence } from "@/lib/i18n/site-name";
import { headingFit } from "@/lib/typography/longest-word";

/**
 * /login: a short page. The form under a two-line legend of the ways in, set on the site's own
 * paper in the manner of its frame (`view.frame.footer`, read by the CSS from the page's
 * `data-frame`), and beside it on a wide screen what members find on this site and the site's own
 * drawing (`picture`); on a phone the form comes first, its button within the first screen. A site
 * without a members' area says whose members' area its people use and leads there.
 */
export async function SignInPage({ view, locale, picture }: { view: ViewDefinition; locale: Locale; picture: ReactNode }) {
  const t = await getTranslations({ locale, namespace: "auth.login" });
  const root = await getTranslations({ locale });
  const head = (
    <>
      <h1 style={headingFit(t("heading"))}>{t("heading")}</h1>
      <p className={`lead ${styles.lead}`}>{t("intro", { site: siteNameInSentence(root, view.id) })}</p>
    </>
  );
  if (!view.authMenu) {
    return view.membersAreaAt ? (
      <MembersAreaElsewhere site={view.membersAreaAt} locale={locale} />
    ) : (
      <article className="article">
        <h1 style={headingFit(t("heading"))}>{t("heading")}</h1>
        <p className="lead">{t("noInternalArea")}</p>
      </article>
    );
  }
  return (
    <AsideLayout
      asideOnPhone="last"
      head={head}
      body={
        // The form on the site's own paper: a title block, a plate, a sheet, a notice (the frame's CSS).
        <div className={styles.desk} data-sign-in-desk="">
          <WaysIn view={view} locale={locale} />
          <FeatureTexts locale={locale} namespaces={["auth.login", "auth.levels", "auth.errors", "auth.dashboard.toRegistration"]}>
            <LoginForm locale={locale} />
          </FeatureTexts>
        </div>
      }
      aside={
        <>
          <MembersOffer view={view} locale={locale} />
          {picture}
        </>
      }
    />
  );
}

/**
 * /login on a site without a members' area: a short page that says whose members' area its people
 * use (the heading names that site), that there is nothing to sign in to here, and leads there.
 */
async function MembersAreaElsewhere({ site, locale }: { site: NonNullable<ViewDefinition["membersAreaAt"]>; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "auth" });
  const title = siteNameInSentence(await getTranslations({ locale }), site);
  const heading = t("aside.elsewhereTitle", { site: title });
  return (
    <article className="article">
      <h1 style={headingFit(heading)}>{heading}</h1>
      <p className="lead">{t("login.noInternalArea")}</p>
      <div className={styles.elsewhere} data-members-elsewhere="">
        <p>{t("aside.elsewhereText", { site: title })}</p>
        <p>
          <a className={styles.action} href={`${configuredOrigin(site)}/${locale}/login`}>
            {t("aside.elsewhereLink", { site: title })}
          </a>
        </p>
      </div>
    </article>
  );
}
