import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { cache, type ReactNode } from "react";
import { PageShell } from "@/components/shell/page-shell";
import { articleOf, describe } from "../data/content";
import { locales } from "@/lib/i18n/locales";
import { pageMetadata } from "@/lib/seo/metadata";
import { shareTexts } from "@/lib/seo/share-picture";
import { findView, publicPageOf, routesOf, viewIds, type ViewDefinition } from "@/lib/tenancy/sites/registry";
import type { RouteDefinition } from "@/lib/tenancy/sites/types";
import { viewContext, type ViewContext } from "@/lib/tenancy/view-context";

export type PublicParams = { site: string; locale: string; path?: string[] };
/** The parameters of a public route with a folder of its own (its path is the folder's). */
export type OwnRouteParams = Omit<PublicParams, "path">;

export interface PublicRoute {
  readonly context: ViewContext;
  /** The path without the locale, e.g. "/cv". */
  readonly path: string;
  /** The route's page: its title is `paths.<page>`, its article `content.<site>.<page>`. */
  readonly page: string;
}

function publicParams(keep: (route: RouteDefinition) => boolean): PublicParams[] {
  return viewIds.flatMap((site) => {
    const view = findView(site);
    if (!view || view.unknownDomain) return [];
    return routesOf(view)
      .filter((route) => route.access === "public" && keep(route))
      .flatMap((route) => {
        const path = route.path === "/" ? [] : route.path.slice(1).split("/");
        return locales.map((locale) => ({ site, locale, path }));
      });
  });
}

/** Every public route that has no folder of its own, for the catch-all page. */
export function catchAllParams(): PublicParams[] {
  return publicParams((route) => !route.ownSegment);
}

/** The sites and locales that offer the public route `path`, for the folder that serves it; any other is a 404. */
export function ownRouteParams(path: string): OwnRouteParams[] {
  return publicParams((route) => route.path === path).map(({ site, locale }) => ({ site, locale }));
}

/** The route of a public page, once per request (its metadata and its page share it). */
const routeOf = cache((site: string, locale: string, path: string): PublicRoute | undefined => {
  const context = viewContext(site, locale);
  if (!context) return undefined;
  const page = publicPageOf(context.view, path);
  return page ? { context, path, page } : undefined;
});

const resolve = (params: PublicParams) => routeOf(params.site, params.locale, `/${(params.path ?? []).join("/")}`);

interface MetadataOptions {
  /** False for pages search engines should leave out (sign-in, sign-out). */
  readonly indexable?: boolean;
  /** Whose article describes the page (an imprint may be its owner's); the site's own by default. */
  readonly articleSite?: (view: ViewDefinition) => string;
}

export async function publicPageMetadata(params: PublicParams, { indexable = true, articleSite }: MetadataOptions = {}): Promise<Metadata> {
  const resolved = resolve(params);
  if (!resolved) return {};
  const { context, path, page } = resolved;
  setRequestLocale(context.locale);
  const t = await getTranslations({ locale: context.locale });
  const article = await articleOf(context.locale, articleSite?.(context.view) ?? context.view.id, page);
  return pageMetadata({
    context,
    path,
    pageTitle: t(`paths.${page}`),
    description: article ? describe(article.lead) : t(`sites.${context.view.id}.description`),
    siteTitle: t(`sites.${context.view.id}.title`),
    shareTexts: await shareTexts(context.view.id),
    indexable,
  });
}

/** A public page in its site's shell; `children` receives the route (404 when the site has none at this path). */
export async function PublicPage({ params, children }: { params: PublicParams; children: (route: PublicRoute) => ReactNode }) {
  const route = resolve(params);
  if (!route) notFound();
  const { context, path } = route;
  setRequestLocale(context.locale);
  return (
    <PageShell view={context.view} locale={context.locale} path={path}>
      {children(route)}
    </PageShell>
  );
}
