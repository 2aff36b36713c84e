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
 * /login: the form with the two ways in, set on the site's own paper in the manner of its frame
 * (`view.frame.footer`, read by the CSS from the page's `data-frame`), and beside it on a wide
 * screen what members find on this site and the site's own drawing (`picture`); on a phone the
 * form comes first. A site
 * without a members' area says so and points to the site whose members' area its people use.
 */
export async function SignInPage({ view, locale, picture }: { view: ViewDefinition; locale: Locale; picture: ReactNode }) {
  const t = await getTranslations({ locale, namespace: "auth.login" });
  const root = await getTranslations({ locale });
  const levels = await getTranslations({ locale, namespace: "auth.levels" });
  const head = (
    <>
      <h1 style={headingFit(t("heading"))}>{t("heading")}</h1>
      <p className={`lead ${styles.lead}`}>{view.authMenu ? t("intro", { site: siteNameInSentence(root, view.id) }) : t("noInternalArea")}</p>
    </>
  );
  if (!view.authMenu) {
    return (
      <article className="article">
        {head}
        {view.membersAreaAt ? <MembersAreaElsewhere site={view.membersAreaAt} locale={locale} /> : null}
      </article>
    );
  }
  return (
    <AsideLayout
      asideOnPhone="last"
      head={head}
      body={
        <>
          {/* The form on the site's own paper: a title block, a plate, a sheet, a notice (the frame's CSS). */}
          <div className={styles.desk} data-sign-in-desk="">
            <WaysIn view={view} locale={locale} />
            <FeatureTexts locale={locale} namespaces={["auth.login", "auth.levels", "auth.errors", "auth.dashboard.toRegistration"]}>
              <LoginForm locale={locale} />
            </FeatureTexts>
          </div>
          <h2 style={headingFit(t("levelsHeading"))}>{t("levelsHeading")}</h2>
          <div className={styles.wayNotes} data-way-notes="">
            <h3>
              <span className={styles.wayNumber} aria-hidden="true">
                1
              </span>
              {levels("shared")}
            </h3>
            <p>{t("sharedLevel")}</p>
            <h3>
              <span className={styles.wayNumber} aria-hidden="true">
                2
              </span>
              {levels("personal")}
            </h3>
            <p>{t("personalLevel")}</p>
          </div>
        </>
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

/** Where the people of a site without a members' area sign in instead: the other site's sign-in page. */
async function MembersAreaElsewhere({ site, locale }: { site: NonNullable<ViewDefinition["membersAreaAt"]>; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "auth.aside" });
  const title = siteNameInSentence(await getTranslations({ locale }), site);
  return (
    <section className={`card ${styles.elsewhere}`} aria-labelledby="members-elsewhere-heading" data-members-elsewhere="">
      <h2 id="members-elsewhere-heading">{t("elsewhereHeading")}</h2>
      <p>{t("elsewhereText", { site: title })}</p>
      <p>
        <a className={styles.action} href={`${configuredOrigin(site)}/${locale}/login`}>
          {t("elsewhereLink", { site: title })}
        </a>
      </p>
    </section>
  );
}
