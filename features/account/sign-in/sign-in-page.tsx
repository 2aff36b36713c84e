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
 * /login: a short page in one order at every width: the heading and its welcome, then the form
 * with a two-line legend of the ways in under it, set on the site's own paper in the manner of its
 * frame (`view.frame.footer`, read by the CSS from the page's `data-frame`), and beside it on a wide
 * screen (after it on a phone) what members find on this site, a card as tall as the form's column;
 * the site's own drawing (`picture`) fills what is left in the shorter of the two on a wide screen.
 * The form's button stands in the first screen at 390 and at 1366. A site without a members' area says so in its own name, and whose
 * members' area its owner's members use.
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
      <MembersAreaElsewhere site={view.membersAreaAt} locale={locale} picture={picture} />
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
        <div className={styles.formColumn}>
          {/* The form on the site's own paper: a title block, a plate, a sheet, a notice (the frame's CSS). */}
          <div className={styles.desk} data-sign-in-desk="" data-paper="">
            <FeatureTexts locale={locale} namespaces={["auth.login", "auth.levels", "auth.errors", "auth.dashboard.toRegistration"]}>
              <LoginForm locale={locale} />
            </FeatureTexts>
            <WaysIn view={view} locale={locale} />
          </div>
          <PictureFill picture={picture} />
        </div>
      }
      aside={<MembersOffer view={view} locale={locale} picture={<PictureFill picture={picture} />} />}
    />
  );
}

/**
 * The site's drawing under the form and again in the offer's card under its text: each fills what
 * its column has left beside the other, so the drawing shows in the shorter column, down to where
 * the taller one ends, and a column left with less than a strip shows none (sign-in.module.css); the
 * card itself runs down to the form's end, so the two columns end level. The form was the
 * shorter one in English (150-310 px left empty under it), the offer in Tamil's longer lines; the
 * one not shown is not downloaded.
 */
function PictureFill({ picture }: { picture: ReactNode }) {
  return (
    <div className={styles.fill} data-picture-fill="">
      {picture}
    </div>
  );
}

/**
 * /login on a site without a members' area (the construction site): the page speaks for this
 * address, in its own words (a new website is being built here, with nothing to sign in to),
 * and then, as a plain aside, says which site its owner also runs and links to that site's sign-in.
 */
async function MembersAreaElsewhere({ site, locale, picture }: { site: NonNullable<ViewDefinition["membersAreaAt"]>; locale: Locale; picture: ReactNode }) {
  const t = await getTranslations({ locale, namespace: "auth" });
  const title = siteNameInSentence(await getTranslations({ locale }), site);
  const heading = t("aside.elsewhereTitle");
  // Beside the notice on a wide screen, the site's own picture (its building site): alone the notice
  // left the page's right half empty down to the footer.
  return (
    <AsideLayout
      head={
        <>
          <h1 style={headingFit(heading)}>{heading}</h1>
          <p className="lead">{t("aside.elsewhereLead")}</p>
        </>
      }
      aside={picture}
      body={
        <div className={styles.elsewhere} data-members-elsewhere="">
          <p>{t("aside.elsewhereText", { site: title })}</p>
          <p>
            <a className={styles.more} href={`${configuredOrigin(site)}/${locale}/login`}>
              {t("aside.elsewhereLink", { site: title })}
            </a>
          </p>
        </div>
      }
    />
  );
}
