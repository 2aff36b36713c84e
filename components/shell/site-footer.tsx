import { getTranslations } from "next-intl/server";
import { DuckLink } from "@/components/duck/duck-link";
import type { Locale } from "@/lib/i18n/locales";
import { publicPageOf, type ViewDefinition } from "@/lib/tenancy/sites/registry";
import type { DuckLook } from "@/lib/tenancy/sites/types";
import { localizedPath } from "@/lib/tenancy/view-context";
import { FlagBar } from "./flag-bar";

interface SiteFooterProps {
  view: ViewDefinition;
  locale: Locale;
  /** The page's path without the locale. */
  path: string;
  /** The look of the duck and its sign-in text where the site keeps the duck in the footer; none elsewhere. */
  duck: Exclude<DuckLook, "callout"> | undefined;
}

/**
 * The foot of every page in the site's frame (`view.frame.footer`): the site's name, the flag bar
 * with its plus button, the imprint link (but on the imprint itself), and the duck where the
 * frame keeps it here (leading a visitor to the sign-in, a signed-in member to the overview), drawn
 * in the site's own hand and named for the site's members.
 */
export async function SiteFooter({ view, locale, path, duck }: SiteFooterProps) {
  const t = await getTranslations({ locale });
  // Every frame links the imprint where a visitor looks for it, whatever else the footer holds.
  const withImprint = publicPageOf(view, "/imprint") !== undefined && path !== "/imprint";
  // The sign-in named in the site's voice, for whom it opens (the family, the readers' circle).
  const signIn = view.members ? t(`shellFrame.duckSignInFor.${view.members}`) : t("shellFrame.duckSignIn");
  return (
    <footer className="site-footer" data-footer={view.frame.footer}>
      <div className="footer-frame">
        <p className="footer-name">{t(`sites.${view.id}.title`)}</p>
        {withImprint ? (
          <nav className="footer-links" aria-label={t("shellFrame.footerLinks")}>
            <a href={localizedPath(locale, "/imprint")}>{t("paths.imprint")}</a>
          </nav>
        ) : null}
        <FlagBar locale={locale} path={path} />
        {duck ? (
          // The page is static and cannot know the session: both entries share one place, and CSS
          // shows the one matching the header's menu, which learns the browser's signed-in state
          // (no request of its own, no shift when it switches).
          <div className="footer-duck">
            <DuckLink href={localizedPath(locale, "/login")} label={signIn} look={duck} drawing={view.theme.duckDrawing} />
            <DuckLink href={localizedPath(locale, "/dashboard")} label={t("shellFrame.duckOverview")} look={duck} drawing={view.theme.duckDrawing} forMember />
          </div>
        ) : null}
      </div>
      <p className="footer-credit" hidden>
        {t("shell.footerCredit")}
      </p>
    </footer>
  );
}
