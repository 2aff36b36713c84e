import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { SiteSwitcher } from "@/components/lazy/page-widgets";
import { FeatureTexts } from "@/lib/i18n/feature-texts";
import type { Locale } from "@/lib/i18n/locales";
import { routesOf, sites, type ViewDefinition } from "@/lib/tenancy/sites/registry";
import { siteIds } from "@/lib/tenancy/sites/types";
import { articleOf } from "../data/content";
import { localizedPath } from "@/lib/tenancy/view-context";
import { Article } from "@/components/article/article";
import { ConstructionIllustration } from "./construction-illustration";
import styles from "./construction-page.module.css";

/**
 * The construction notice: the coming site's article, a "coming later" picture and the
 * imprint link. Local hosts also get the site switcher and the route table, which are tools for
 * whoever runs the server, not for the public.
 */
export async function ConstructionPage({ view, locale }: { view: ViewDefinition; locale: Locale }) {
  const t = await getTranslations({ locale });
  const article = await articleOf(locale, view.id, "start");
  return (
    <div className="construction">
      <div className={styles.notice}>
        <figure className={styles.picture}>
          <ConstructionIllustration className={styles.illustration} />
          <figcaption className={styles.badge}>{t("constructionNotice.comingLater")}</figcaption>
        </figure>
        {article ? (
          <Article content={article} />
        ) : (
          <article className="article">
            <h1>{t("construction.title")}</h1>
            <p className="lead">{t("construction.text")}</p>
          </article>
        )}
      </div>
      <p className={styles.imprint}>
        <span>{t("constructionNotice.imprintIntro")}</span>
        <Link href={localizedPath(locale, "/imprint")}>{t("constructionNotice.imprintLink")}</Link>
      </p>
      <div className="construction-sign" aria-hidden="true" />
      {view.siteSwitcher ? <OperatorTools view={view} locale={locale} /> : null}
    </div>
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
