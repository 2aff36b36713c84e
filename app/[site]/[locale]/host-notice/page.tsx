import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { PageShell } from "@/components/shell/page-shell";
import { requestOnlyMetadata } from "@/lib/seo/metadata";
import { noticeRequestOf, pathWithoutLocale, type NoticePageProps } from "@/lib/tenancy/notice-request";
import { viewContext } from "@/lib/tenancy/view-context";

export const dynamic = "force-dynamic";

export function generateMetadata({ params }: NoticePageProps): Promise<Metadata> {
  return requestOnlyMetadata(params, "unknownDomain");
}

/** A whitelisted host that maps to no site: 'Domain {host} unknown!' with the fallback menu. */
export default async function HostNotice({ params, searchParams }: NoticePageProps) {
  const { site, locale } = await params;
  const context = viewContext(site, locale);
  if (!context?.view.unknownDomain) notFound();
  const { host, path } = noticeRequestOf(await searchParams);
  const t = await getTranslations({ locale: context.locale });
  return (
    <PageShell view={context.view} locale={context.locale} path={pathWithoutLocale(path, context.locale)}>
      <article className="article">
        <h1>{t("errors.unknownDomain", { host })}</h1>
        <p className="lead">{t("errors.unknownDomainHint")}</p>
      </article>
    </PageShell>
  );
}
