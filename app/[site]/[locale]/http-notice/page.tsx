import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { PageShell } from "@/components/shell/page-shell";
import { requestOnlyMetadata } from "@/lib/seo/metadata";
import { noticeRequestOf, pathWithoutLocale, type NoticePageProps } from "@/lib/tenancy/notice-request";
import { viewContext } from "@/lib/tenancy/view-context";

export const dynamic = "force-dynamic";

export function generateMetadata({ params }: NoticePageProps): Promise<Metadata> {
  return requestOnlyMetadata(params, "httpNotice");
}

/** Plain http on a non-local host: the notice, the flags and the https address. */
export default async function HttpNotice({ params, searchParams }: NoticePageProps) {
  const { site, locale } = await params;
  const context = viewContext(site, locale);
  const { host, path } = noticeRequestOf(await searchParams);
  if (!context || !host) notFound();
  const t = await getTranslations({ locale: context.locale });
  const secure = `https://${host}${path}`;
  return (
    <PageShell view={context.view} locale={context.locale} path={pathWithoutLocale(path, context.locale)} bare>
      <article className="article">
        <h1>{t("errors.httpNotSupported")}</h1>
        <p className="lead">
          <a href={secure}>{t("errors.httpsLink", { url: secure })}</a>
        </p>
      </article>
    </PageShell>
  );
}
