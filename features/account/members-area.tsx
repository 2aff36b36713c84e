import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { AsideLayout } from "@/components/article/aside-layout";
import { DuckLink } from "@/components/duck/duck-link";
import { RegistrationForm } from "./registration-form";
import styles from "@/components/forms/forms.module.css";
import local from "./members-area.module.css";
import { needsEntitlement, type KeptMember } from "@/lib/auth/gate";
import { NamedText } from "./member-name";
import { MEMBER_NAME_SLOT } from "./member-name-slot";
import { FeatureTexts } from "@/lib/i18n/feature-texts";
import { routesOf } from "@/lib/tenancy/sites/registry";
import { localizedPath } from "@/lib/tenancy/view-context";
import { siteNameInSentence } from "@/lib/i18n/site-name";

/** Descriptions of the shared signed-in pages; a site's own internal pages show their title. */
const DESCRIBED = ["dashboard", "protected", "various", "chat", "doc", "edit"] as const;
const isDescribed = (page: string): page is (typeof DESCRIBED)[number] => (DESCRIBED as readonly string[]).includes(page);

/**
 * /intern: the site's internal start page. The shared level registers personal accounts here: the
 * registration stands as a card beside the list of pages on a wide screen, after it on a phone.
 */
export async function MembersArea({ view, locale, access }: KeptMember) {
  const t = await getTranslations({ locale, namespace: "auth.intern" });
  const root = await getTranslations({ locale });
  const site = siteNameInSentence(root, view.id);
  const pages = routesOf(view).filter((route) => route.access !== "public" && route.path !== "/intern" && !route.parent);
  const head = (
    <>
      <h1>{t("heading", { site })}</h1>
      <p className="lead">
        <NamedText text={t("lead", { user: MEMBER_NAME_SLOT })} />
      </p>
    </>
  );
  const links = (
    <ul className={styles.links}>
      {pages.map((route) => {
        const closed = needsEntitlement(route) && !access.entitled;
        return (
          <li key={route.path}>
            <Link href={localizedPath(locale, route.path)}>{root(`paths.${route.page}`)}</Link>
            <p>{isDescribed(route.page) ? t(`describe.${route.page}`) : t("describe.sitePage")}</p>
            {closed ? <p>{t("needsEntitlement")}</p> : null}
          </li>
        );
      })}
    </ul>
  );
  const duck = <DuckLink href={`/${locale}/login`} label={access.level === "shared" ? t("duckPersonal") : t("duckAnother")} />;
  if (access.level !== "shared") {
    return (
      <article className="article">
        {head}
        {links}
        {!access.entitled ? <p>{t("entitledHint")}</p> : null}
        {duck}
      </article>
    );
  }
  return (
    <AsideLayout
      asideOnPhone="last"
      head={head}
      body={links}
      aside={
        <section id="register" className={`card ${local.register}`} aria-labelledby="register-heading">
          <h2 id="register-heading">{t("registerHeading")}</h2>
          <p>{t("registerText")}</p>
          <p className={local.note}>{t("spamNote")}</p>
          <FeatureTexts locale={locale} namespaces={["auth.intern", "auth.errors"]}>
            <RegistrationForm locale={locale} />
          </FeatureTexts>
        </section>
      }
      wide={duck}
    />
  );
}
