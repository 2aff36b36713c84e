import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { SiteSwitcher } from "@/components/lazy/page-widgets";
import { FeatureTexts } from "@/lib/i18n/feature-texts";
import type { Locale } from "@/lib/i18n/locales";
import { routesOf, sites, type ViewDefinition } from "@/lib/tenancy/sites/registry";
import { siteIds } from "@/lib/tenancy/sites/types";
import { articleOf } from "../data/content";
import { publishedDataOf } from "../data/published";
import { getDataTexts } from "@/lib/i18n/data-texts";
import { localizedPath } from "@/lib/tenancy/view-context";
import { Article } from "@/components/article/article";
import { ConstructionPicture } from "./construction-picture";
import styles from "./construction-page.module.css";

/**
 * The construction notice: the coming site's heading and lead set large, a "coming later" picture
 * beside them, what the site will offer, a way to write to whoever answers for the address and the
 * imprint link; the article's sections follow. Local hosts also get the site switcher and the route
 * table, which are tools for whoever runs the server, not for the public.
 */
export async function ConstructionPage({ view, locale }: { view: ViewDefinition; locale: Locale }) {
  const t = await getTranslations({ locale });
  const article = await articleOf(locale, view.id, "start");
  // The notice's phone band is wider than the drawing (app/globals.css): the drawing fills it.
  const picture = <ConstructionPicture locale={locale} crop />;
  return (
    <div className={`construction ${styles.page}`}>
      {article ? (
        <Article
          content={article}
          slots={{
            afterLead: (
              <>
                {picture}
                <ComingSite view={view} locale={locale} />
              </>
            ),
          }}
        />
      ) : (
        <>
          {picture}
          <article className="article">
            <h1>{t("construction.title")}</h1>
            <p className="lead">{t("construction.text")}</p>
          </article>
          <ImprintLine locale={locale} />
        </>
      )}
      <div className="construction-sign" aria-hidden="true" />
      {view.siteSwitcher ? <OperatorTools view={view} locale={locale} /> : null}
    </div>
  );
}

/**
 * What the coming site will offer and whom to write to until it opens, as the site's texts give
 * them (`heroes.<site>.offers`, `contactIntro`, `contactMail`): the person of the site whose
 * imprint the address shows answers. Without those texts, the imprint line alone.
 */
async function ComingSite({ view, locale }: { view: ViewDefinition; locale: Locale }) {
  const t = await getDataTexts(locale, `heroes.${view.id}`);
  const mail = (await publishedDataOf(view.imprintSite ?? view.id))?.person?.mail;
  const offers = t.has("offers") ? Object.keys(t.raw("offers") as Record<string, string>) : [];
  return (
    <>
      {offers.length > 0 ? (
        <section className={styles.offers} aria-labelledby="coming-offers">
          <h2 id="coming-offers" className={styles.offersTitle}>
            {t("offersLabel")}
          </h2>
          <ul role="list">
            {offers.map((offer) => (
              <li key={offer}>{t(`offers.${offer}`)}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {mail && t.has("contactMail") ? (
        <p className={styles.contact}>
          <span className={styles.contactIntro} data-contact-question="">{t("contactIntro")}</span>
          <a href={`mailto:${mail}`} className={styles.primary}>
            {t("contactMail")}
          </a>
          <ImprintLink locale={locale} className={styles.secondary} />
          {/* The thanks for waiting as the card's closing line, under its two ways (round 85: a small
              grey italic line under the card read as a caption someone forgot to delete). */}
          {t.has("thanks") ? (
            <span className={styles.thanks} data-coming-thanks="">
              {t("thanks")}
            </span>
          ) : null}
        </p>
      ) : (
        <>
          <ImprintLine locale={locale} />
          {t.has("thanks") ? <p data-coming-thanks="">{t("thanks")}</p> : null}
        </>
      )}
    </>
  );
}

async function ImprintLine({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale });
  return (
    <p className={styles.contact}>
      <span className={styles.contactIntro} data-contact-question="">{t("constructionNotice.imprintIntro")}</span>
      <ImprintLink locale={locale} className={styles.primary} />
    </p>
  );
}

async function ImprintLink({ locale, className }: { locale: Locale; className?: string }) {
  const t = await getTranslations({ locale });
  // In the first screen a prefetch would load the imprint page's scripts along with this page's.
  return (
    <Link href={localizedPath(locale, "/imprint")} className={className} prefetch={false}>
      {t("constructionNotice.imprintLink")}
    </Link>
  );
}

async function OperatorTools({ view, locale }: { view: ViewDefinition; locale: Locale }) {
  const t = await getTranslations({ locale });
  return (
    <>
      <FeatureTexts locale={locale} namespaces={["construction.switcherTitle", "construction.switcherHint"]}>
        <SiteSwitcher sites={siteIds.map((id) => ({ id, title: t(`sites.${sites[id].id}.title`) }))} locale={locale} />
      </FeatureTexts>
      <details className="route-table">
        <summary>{t("construction.routeTable")}</summary>
        <ul>
          {routesOf(view).map(({ path }) => (
            <li key={path}>
              <code>{path}</code>
            </li>
          ))}
        </ul>
      </details>
    </>
  );
}
