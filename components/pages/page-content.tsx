import { getTranslations } from "next-intl/server";
import { DuckLink } from "@/components/auth/duck-link";
import { LoginPage } from "@/components/auth/login-page";
import { LogoutPage } from "@/components/auth/logout-page";
import { Article } from "@/components/content/article";
import { articleOf } from "@/lib/content";
import type { Locale } from "@/lib/i18n/locales";
import type { ViewDefinition } from "@/lib/sites/registry";
import { ConstructionPage } from "./construction-page";

interface PageContentProps {
  view: ViewDefinition;
  locale: Locale;
  page: string;
}

/** What a public route shows: its article from the language files, or the construction site. */
export async function PageContent({ view, locale, page }: PageContentProps) {
  if (page === "start" && view.underConstruction) return <ConstructionPage view={view} locale={locale} />;
  if (page === "login") return <LoginPage view={view} locale={locale} />;
  if (page === "log_out") return <LogoutPage locale={locale} />;
  const t = await getTranslations({ locale });
  const duck = page === "start" && view.authMenu ? <DuckLink href={`/${locale}/login`} label={t("auth.duck")} /> : null;
  const source = page === "imprint" ? (view.imprintSite ?? view.id) : view.id;
  const article = await articleOf(locale, source, page);
  if (article) {
    return (
      <>
        <Article content={article} />
        {duck}
      </>
    );
  }
  return (
    <article className="article">
      <h1>{t(`paths.${page}`)}</h1>
      <p className="lead">{t(`sites.${view.id}.description`)}</p>
      {duck}
    </article>
  );
}
