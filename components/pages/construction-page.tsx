import { getTranslations } from "next-intl/server";
import { SiteSwitcher } from "@/components/lazy/page-widgets";
import type { Locale } from "@/lib/i18n/locales";
import { routesOf, sites, type ViewDefinition } from "@/lib/sites/registry";
import { siteIds } from "@/lib/sites/types";
import { articleOf } from "@/lib/content";
import { Article } from "@/components/content/article";

/** Construction-site table (SPEC §2): the tax site and local hosts, which also get the switcher. */
export async function ConstructionPage({ view, locale }: { view: ViewDefinition; locale: Locale }) {
  const t = await getTranslations({ locale });
  const article = await articleOf(locale, view.id, "start");
  const routes = routesOf(view).map((route) => route.path);
  return (
    <div className="construction">
      {article ? (
        <Article content={article} />
      ) : (
        <article className="article">
          <h1>{t("construction.title")}</h1>
          <p className="lead">{t("construction.text")}</p>
        </article>
      )}
      <div className="construction-sign" aria-hidden="true" />
      {view.siteSwitcher ? (
        <SiteSwitcher
          sites={siteIds.map((id) => ({ id, title: t(`sites.${sites[id].id}.title`) }))}
          locale={locale}
          title={t("construction.switcherTitle")}
          hint={t("construction.switcherHint")}
        />
      ) : null}
      <details className="route-table">
        <summary>{t("construction.routeTable")}</summary>
        <ul>
          {routes.map((path) => (
            <li key={path}>
              <code>{path}</code>
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}
