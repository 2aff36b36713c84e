import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { PageShell } from "@/components/shell/page-shell";
import { findView } from "@/lib/sites/registry";
import { requestView } from "@/lib/request-view";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const { locale } = await requestView();
  const t = await getTranslations({ locale });
  return { title: { absolute: t("paths.notFound") }, robots: { index: false, follow: false } };
}

/** 'Error 404 File not found!' inside the site's shell; the middleware answers it with status 404. */
export default async function Missing() {
  const { view, locale, host, path, pagePath } = await requestView();
  const t = await getTranslations({ locale });
  const shellView = view ?? findView("unknown");
  const body = (
    <article className="article not-found">
      <h1>{t("errors.notFoundTitle")}</h1>
      <p className="lead">{t("errors.notFoundText", { path, host })}</p>
      <p>
        <Link href={`/${locale}`}>{t("errors.backToStart")}</Link>
      </p>
    </article>
  );
  if (!shellView) return body;
  return (
    <PageShell view={shellView} locale={locale} path={pagePath}>
      {body}
    </PageShell>
  );
}
