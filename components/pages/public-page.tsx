import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { PageShell } from "@/components/shell/page-shell";
import { articleOf, describe } from "@/lib/content";
import { locales } from "@/lib/i18n/locales";
import { pageMetadata } from "@/lib/seo/metadata";
import { findView, publicPageOf, routesOf, viewIds } from "@/lib/sites/registry";
import { viewContext } from "@/lib/view-context";
import { PageContent } from "./page-content";

export type PublicParams = { domain: string; locale: string; path?: string[] };

/**
 * Parameters of the prerendered public pages. `ownSegment` picks the routes that live in a
 * folder of their own under app/[domain]/[locale]/ (true) or in the catch-all (false).
 */
export function publicPageParams(ownSegment: boolean): PublicParams[] {
  return viewIds.flatMap((domain) => {
    const view = findView(domain);
    if (!view || view.unknownDomain) return [];
    return routesOf(view)
      .filter((route) => route.access === "public" && !!route.ownSegment === ownSegment)
      .flatMap((route) => {
        const path = route.path === "/" ? [] : route.path.slice(1).split("/");
        return locales.map((locale) => ({ domain, locale, path }));
      });
  });
}

function resolve(params: PublicParams) {
  const context = viewContext(params.domain, params.locale);
  if (!context) return undefined;
  const path = `/${(params.path ?? []).join("/")}`;
  const page = publicPageOf(context.view, path);
  return page ? { context, path, page } : undefined;
}

export async function publicPageMetadata(params: PublicParams): Promise<Metadata> {
  const resolved = resolve(params);
  if (!resolved) return {};
  const { context, path, page } = resolved;
  setRequestLocale(context.locale);
  const t = await getTranslations({ locale: context.locale });
  const source = page === "imprint" ? (context.view.imprintSite ?? context.view.id) : context.view.id;
  const article = await articleOf(context.locale, source, page);
  return pageMetadata({
    context,
    path,
    pageTitle: t(`paths.${page}`),
    description: article ? describe(article.lead) : t(`sites.${context.view.id}.description`),
    siteTitle: t(`sites.${context.view.id}.title`),
    indexable: page !== "login" && page !== "log_out",
  });
}

export function PublicPage({ params }: { params: PublicParams }) {
  const resolved = resolve(params);
  if (!resolved) notFound();
  const { context, path, page } = resolved;
  setRequestLocale(context.locale);
  return (
    <PageShell view={context.view} locale={context.locale} path={path}>
      <PageContent view={context.view} locale={context.locale} page={page} origin={context.origin} />
    </PageShell>
  );
}
