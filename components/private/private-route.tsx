import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { PageShell } from "@/components/shell/page-shell";
import { requireAccess } from "@/lib/auth/gate";
import type { Locale } from "@/lib/i18n/locales";
import { findRoute, type ViewDefinition } from "@/lib/sites/registry";
import { viewContext } from "@/lib/view-context";

export type PrivateParams = Promise<{ domain: string; locale: string }>;
type PrivateContent = (props: { view: ViewDefinition; locale: Locale }) => ReactNode | Promise<ReactNode>;

/** Builds the page and metadata of a signed-in route; the gate runs on every request. */
export function privateRoute(path: string, Content?: PrivateContent) {
  async function generateMetadata({ params }: { params: PrivateParams }): Promise<Metadata> {
    const { domain, locale } = await params;
    const context = viewContext(domain, locale);
    const route = context && findRoute(context.view, path);
    if (!context || !route) return {};
    const t = await getTranslations({ locale: context.locale });
    const title = t(`paths.${route.page}`);
    return { title: { absolute: `${title} – ${context.domainName}` }, robots: { index: false, follow: false } };
  }

  async function Page({ params }: { params: PrivateParams }) {
    const { domain, locale } = await params;
    const context = viewContext(domain, locale);
    if (!context) notFound();
    requireAccess(context.view, context.locale, path);
    const route = findRoute(context.view, path);
    const t = await getTranslations({ locale: context.locale });
    return (
      <PageShell view={context.view} locale={context.locale} path={path}>
        {Content ? (
          <Content view={context.view} locale={context.locale} />
        ) : (
          <article className="article">
            <h1>{t(`paths.${route?.page ?? "intern"}`)}</h1>
          </article>
        )}
      </PageShell>
    );
  }

  return { generateMetadata, Page };
}
