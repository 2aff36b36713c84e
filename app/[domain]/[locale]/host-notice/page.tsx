import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { PageShell } from "@/components/shell/page-shell";
import { requestView } from "@/lib/request-view";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const { locale } = await requestView();
  const t = await getTranslations({ locale });
  return { title: { absolute: t("paths.unknownDomain") }, robots: { index: false, follow: false } };
}

/** A whitelisted host that maps to no site: 'Domain {host} unknown!' with the fallback menu. */
export default async function HostNotice() {
  const { view, locale, host, pagePath } = await requestView();
  if (!view?.unknownDomain) notFound();
  const t = await getTranslations({ locale });
  return (
    <PageShell view={view} locale={locale} path={pagePath}>
      <article className="article">
        <h1>{t("errors.unknownDomain", { host })}</h1>
        <p className="lead">{t("errors.unknownDomainHint")}</p>
      </article>
    </PageShell>
  );
}
