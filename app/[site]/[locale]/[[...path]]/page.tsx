import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { DuckLink } from "@/components/duck/duck-link";
import { catchAllParams, PublicPage, publicPageMetadata, SitePage, StartPage, type PublicParams, type PublicRoute } from "@/features/site-pages/server";
import { localizedPath } from "@/lib/tenancy/view-context";

/**
 * The start page and the content pages of every site and locale, all prerendered; routes with a
 * folder of their own (login, imprint, …) are left out, and anything else is the 404 page.
 */
export function generateStaticParams(): PublicParams[] {
  return catchAllParams();
}

export const dynamicParams = false;
export const dynamic = "error";

export async function generateMetadata({ params }: { params: Promise<PublicParams> }): Promise<Metadata> {
  return publicPageMetadata(await params);
}

export default async function ContentPage({ params }: { params: Promise<PublicParams> }) {
  return <PublicPage params={await params}>{(route) => (route.page === "start" ? <Start {...route} /> : <Content {...route} />)}</PublicPage>;
}

/** A page's article from the language files with the site's blocks and structured data. */
function Content({ context, page }: PublicRoute) {
  return <SitePage site={context.view.id} locale={context.locale} page={page} origin={context.origin} />;
}

/**
 * The start page: the construction notice while the site is being built, else its first screen
 * and article; sites with an internal area end it with the duck that leads there.
 */
async function Start({ context }: PublicRoute) {
  const { view, locale, origin } = context;
  const t = await getTranslations({ locale });
  return (
    <>
      <StartPage view={view} locale={locale} origin={origin} />
      {view.authMenu ? <DuckLink href={localizedPath(locale, "/login")} label={t("auth.duck")} /> : null}
    </>
  );
}
