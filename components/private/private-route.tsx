import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { PageShell } from "@/components/shell/page-shell";
import { requireAccess } from "@/lib/auth/gate";
import { signedInAnswer, type Session } from "@/lib/auth/session";
import type { Locale } from "@/lib/i18n/locales";
import { findRoute, type ViewDefinition } from "@/lib/sites/registry";
import { viewContext } from "@/lib/view-context";
import { NotEntitled } from "./not-entitled";

export type PrivateParams = Promise<{ domain: string; locale: string }>;
export interface PrivateContentProps {
  view: ViewDefinition;
  locale: Locale;
  /** The session the gate checked for this request. */
  session: Session;
}
type PrivateContent = (props: PrivateContentProps) => ReactNode | Promise<ReactNode>;

/** Builds the page and metadata of a signed-in route; the gate runs on every request. */
export function privateRoute(path: string, Content?: PrivateContent) {
  async function generateMetadata({ params }: { params: PrivateParams }): Promise<Metadata> {
    const { domain, locale } = await params;
    const context = viewContext(domain, locale);
    const route = context && findRoute(context.view, path);
    if (!context || !route) return {};
    const t = await getTranslations({ locale: context.locale });
    const title = t(`paths.${route.page}`);
    return {
      title: { absolute: `${title} – ${context.domainName}` },
      robots: { index: false, follow: false },
      // Without an icon link the browser asks for /favicon.ico, which does not exist (a console error).
      icons: { icon: { url: `/icons/${context.view.id}.svg`, type: "image/svg+xml" } },
    };
  }

  async function Page({ params }: { params: PrivateParams }) {
    const { domain, locale } = await params;
    const context = viewContext(domain, locale);
    if (!context) notFound();
    const access = await requireAccess(context.view, context.locale, path);
    const route = findRoute(context.view, path);
    const t = await getTranslations({ locale: context.locale });
    const props = { view: context.view, locale: context.locale, session: access.session };
    let body: ReactNode;
    if (!access.allowed) body = <NotEntitled {...props} />;
    else if (Content) body = <Content {...props} />;
    else {
      body = (
        <article className="article">
          <h1>{t(`paths.${route?.page ?? "intern"}`)}</h1>
        </article>
      );
    }
    return (
      <PageShell view={context.view} locale={context.locale} path={path} session={signedInAnswer(access.session)}>
        {body}
      </PageShell>
    );
  }

  return { generateMetadata, Page };
}
