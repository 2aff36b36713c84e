import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { LoginForm } from "@/features/account";
import { PublicPage, ownRouteParams, publicPageMetadata, type OwnRouteParams } from "@/features/site-pages/server";
import { FeatureTexts } from "@/lib/i18n/feature-texts";
import type { Locale } from "@/lib/i18n/locales";
import type { ViewDefinition } from "@/lib/tenancy/sites/registry";

const PATH = ["login"];

/** /login: a static page with a small client form (public pages stay prerendered). */
export function generateStaticParams(): OwnRouteParams[] {
  return ownRouteParams("/login");
}

export const dynamicParams = false;
export const dynamic = "error";

export async function generateMetadata({ params }: { params: Promise<OwnRouteParams> }): Promise<Metadata> {
  return publicPageMetadata({ ...(await params), path: PATH }, { indexable: false });
}

export default async function LoginRoute({ params }: { params: Promise<OwnRouteParams> }) {
  return <PublicPage params={{ ...(await params), path: PATH }}>{({ context }) => <Login view={context.view} locale={context.locale} />}</PublicPage>;
}

async function Login({ view, locale }: { view: ViewDefinition; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "auth.login" });
  const site = (await getTranslations({ locale }))(`sites.${view.id}.title`);
  if (!view.authMenu) {
    return (
      <article className="article">
        <h1>{t("heading")}</h1>
        <p className="lead">{t("noInternalArea")}</p>
      </article>
    );
  }
  return (
    <article className="article">
      <h1>{t("heading")}</h1>
      <p className="lead">{t("intro", { site })}</p>
      <FeatureTexts locale={locale} namespaces={["auth.login", "auth.levels", "auth.errors", "auth.dashboard.toRegistration"]}>
        <LoginForm locale={locale} />
      </FeatureTexts>
      <h2>{t("levelsHeading")}</h2>
      <p>{t("sharedLevel")}</p>
      <p>{t("personalLevel")}</p>
    </article>
  );
}
