import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { PageContent } from "@/components/pages/page-content";
import { PageShell } from "@/components/shell/page-shell";
import { ImprintRemembering } from "@/components/storage/imprint-remembering";
import { locales } from "@/lib/i18n/locales";
import { publicPageOf, routesOf, viewIds } from "@/lib/sites/registry";
import { findView } from "@/lib/sites/registry";
import { viewContext } from "@/lib/view-context";
import { pageMetadata } from "@/lib/seo/metadata";

type Params = { domain: string; locale: string; path?: string[] };

/** Every public route of every site and locale is prerendered; anything else is the 404 page. */
export function generateStaticParams(): Params[] {
  return viewIds.flatMap((domain) => {
    const view = findView(domain);
    if (!view || view.unknownDomain) return [];
    return routesOf(view)
      .filter((route) => route.access === "public")
      .flatMap((route) => {
        const path = route.path === "/" ? [] : route.path.slice(1).split("/");
        return locales.map((locale) => ({ domain, locale, path }));
      });
  });
}

export const dynamicParams = false;
export const dynamic = "error";

function resolve(params: Params) {
  const context = viewContext(params.domain, params.locale);
  if (!context) return undefined;
  const path = `/${(params.path ?? []).join("/")}`;
  const page = publicPageOf(context.view, path);
  return page ? { context, path, page } : undefined;
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const resolved = resolve(await params);
  if (!resolved) return {};
  const { context, path, page } = resolved;
  setRequestLocale(context.locale);
  const t = await getTranslations({ locale: context.locale });
  return pageMetadata({
    context,
    path,
    pageTitle: t(`paths.${page}`),
    description: t(`sites.${context.view.id}.description`),
    indexable: page !== "login" && page !== "log_out",
  });
}

export default async function PublicPage({ params }: { params: Promise<Params> }) {
  const resolved = resolve(await params);
  if (!resolved) notFound();
  const { context, path, page } = resolved;
  setRequestLocale(context.locale);
  return (
    <PageShell view={context.view} locale={context.locale} path={path}>
      <PageContent view={context.view} locale={context.locale} page={page} />
      {page === "imprint" ? <ImprintRemembering locale={context.locale} /> : null}
    </PageShell>
  );
}
