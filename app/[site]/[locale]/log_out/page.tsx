import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { LogoutView } from "@/features/account";
import { PublicPage, ownRouteParams, publicPageMetadata, type OwnRouteParams } from "@/features/site-pages/server";
import { FeatureTexts } from "@/lib/i18n/feature-texts";
import type { Locale } from "@/lib/i18n/locales";

const PATH = ["log_out"];

/** /log_out: a static page; the client signs out on arrival from this site (else after a click) and says so. */
export function generateStaticParams(): OwnRouteParams[] {
  return ownRouteParams("/log_out");
}

export const dynamicParams = false;
export const dynamic = "error";

export async function generateMetadata({ params }: { params: Promise<OwnRouteParams> }): Promise<Metadata> {
  return publicPageMetadata({ ...(await params), path: PATH }, { indexable: false });
}

export default async function LogoutRoute({ params }: { params: Promise<OwnRouteParams> }) {
  return <PublicPage params={{ ...(await params), path: PATH }}>{({ context }) => <Logout locale={context.locale} />}</PublicPage>;
}

async function Logout({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "auth.logout" });
  return (
    <article className="article">
      <h1>{t("heading")}</h1>
      <FeatureTexts locale={locale} namespaces={["auth.logout", "logoutConfirm"]}>
        <LogoutView locale={locale} />
      </FeatureTexts>
    </article>
  );
}
