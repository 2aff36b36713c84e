import { getTranslations } from "next-intl/server";
import { DuckLink } from "@/components/auth/duck-link";
import { LoginPage } from "@/components/auth/login-page";
import { LogoutPage } from "@/components/auth/logout-page";
import { StartPage } from "@/components/hero/start-page";
import { ImprintPage } from "@/components/imprint/imprint-page";
import { PlayPage } from "@/features/morpheme-game";
import type { Locale } from "@/lib/i18n/locales";
import type { ViewDefinition } from "@/lib/sites/registry";
import { localizedPath } from "@/lib/view-context";
import { ConstructionPage } from "./construction-page";
import { SitePage } from "./site-page";

interface PageContentProps {
  view: ViewDefinition;
  locale: Locale;
  page: string;
  /** The site's canonical origin, for structured data. */
  origin?: string;
}

/**
 * What a public route shows: the construction site, the sign-in pages, the imprint, or the
 * page's article with its blocks. Start pages of sites with an internal area end with the duck
 * that leads to it.
 */
export async function PageContent({ view, locale, page, origin }: PageContentProps) {
  if (page === "start" && view.underConstruction) return <ConstructionPage view={view} locale={locale} />;
  if (page === "login") return <LoginPage view={view} locale={locale} />;
  if (page === "log_out") return <LogoutPage locale={locale} />;
  if (page === "imprint") return <ImprintPage view={view} locale={locale} origin={origin} />;
  if (page === "play") return <PlayPage view={view} locale={locale} origin={origin} />;
  const sitePage =
    page === "start" && view.hero ? (
      <StartPage site={view.id} hero={view.hero} locale={locale} origin={origin} />
    ) : (
      <SitePage site={view.id} locale={locale} page={page} origin={origin} />
    );
  if (page !== "start" || !view.authMenu) return sitePage;
  const t = await getTranslations({ locale });
  return (
    <>
      {sitePage}
      <DuckLink href={localizedPath(locale, "/login")} label={t("auth.duck")} />
    </>
  );
}
