import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { PageShell } from "@/components/shell/page-shell";
import { requestOnlyMetadata } from "@/lib/seo/metadata";
import { defaultLocale, isLocale } from "@/lib/i18n/locales";
import { noticeRequestOf, pathWithoutLocale, type NoticePageProps } from "@/lib/tenancy/notice-request";
import { findView } from "@/lib/tenancy/sites/registry";

export const dynamic = "force-dynamic";

export function generateMetadata({ params }: NoticePageProps): Promise<Metadata> {
  return requestOnlyMetadata(params, "notFound");
}

/** 'Error 404 File not found!' inside the site's shell; the middleware answers it with status 404. */
export default async function Missing({ params, searchParams }: NoticePageProps) {
  const { site, locale: requested } = await params;
  const locale = isLocale(requested) ? requested : defaultLocale;
  const { host, path } = noticeRequestOf(await searchParams);
  const t = await getTranslations({ locale });
  const view = findView(site) ?? findView("unknown");
  const body = (
    <article className="article not-found">
      <h1>{t("errors.notFoundTitle")}</h1>
      <p className="lead">{t("errors.notFoundText", { path, host })}</p>
      <p>
        <Link href={`/${locale}`}>{t("errors.backToStart")}</Link>
      </p>
    </article>
  );
  if (!view) return body;
  return (
    <PageShell view={view} locale={locale} path={pathWithoutLocale(path, locale)}>
      {body}
    </PageShell>
  );
}
