import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import type { SignedInAnswer } from "@/components/auth/auth-machine";
import { SessionSeed } from "@/components/auth/session-seed";
import { localeTags, type Locale } from "@/lib/i18n/locales";
import type { ViewDefinition } from "@/lib/sites/registry";
import { BrowserMemory } from "./browser-memory";
import { DarkModeSwitch } from "./dark-mode-switch";
import { FlagBar } from "./flag-bar";
import { LanguageMenu } from "./language-menu";
import { LocalPreviewBar } from "./local-preview-bar";
import { Menu } from "./menu";
import { SessionNotices } from "./session-notices";

interface PageShellProps {
  view: ViewDefinition;
  locale: Locale;
  /** The page's path without the locale, e.g. "/cv". */
  path: string;
  /** Hide the menu (the HTTPS notice shows only the notice and the flags). */
  bare?: boolean;
  /** The session a signed-in page was rendered for; public pages have none (they are static). */
  session?: SignedInAnswer;
  children: ReactNode;
}

const NO_RETURN = new Set(["/login", "/log_out"]);

export async function PageShell({ view, locale, path, bare = false, session, children }: PageShellProps) {
  const t = await getTranslations({ locale });
  const siteTitle = t(`sites.${view.id}.title`);
  const labels = t.raw("paths") as Record<string, string>;

  return (
    <>
      <a className="skip-link" href="#content">
        {t("shell.skipToContent")}
      </a>
      <header className="site-header">
        <div className="header-bar">
          <Link href={`/${locale}`} className="site-title" aria-label={t("shell.home", { site: siteTitle })}>
            {view.logo ? (
              <span className="site-logo" aria-hidden="true">
                <img className="logo-for-light" src={view.logo.light} width={56} height={56} alt="" />
                <img className="logo-for-dark" src={view.logo.dark} width={56} height={56} alt="" />
              </span>
            ) : null}
            <span>{siteTitle}</span>
          </Link>
          <div className="header-tools">
            <LanguageMenu
              locale={locale}
              path={path}
              texts={{ language: t("siteNavigation.language"), list: t("siteNavigation.languageList") }}
            />
            <DarkModeSwitch label={t("shell.darkMode")} />
          </div>
        </div>
        {bare ? null : (
          <Menu
            view={view}
            labels={labels}
            currentPath={path}
            locale={locale}
            label={t("shell.mainMenu")}
            texts={{ menu: t("siteNavigation.menu"), more: t("siteNavigation.more") }}
            initial={!session ? "signedOut" : session.user.entitled ? "entitled" : "signedIn"}
          />
        )}
      </header>
      <LocalPreviewBar text={t("shell.localPreview", { site: siteTitle })} back={t("shell.backToConstruction")} locale={locale} />
      {bare ? null : (
        <SessionNotices
          localeTag={localeTags[locale]}
          loginHref={`/${locale}/login${NO_RETURN.has(path) ? "" : `?next=${encodeURIComponent(path)}`}`}
          texts={{
            expiredAt: t("auth.status.expiredAt"),
            expired: t("auth.status.expired"),
            signInAgain: t("auth.status.signInAgain"),
            retrying: t("auth.status.retrying"),
            maxRetries: t("auth.status.maxRetries"),
          }}
        />
      )}
      {session ? <SessionSeed answer={session} /> : null}
      <main id="content" className="content" tabIndex={-1}>
        {children}
      </main>
      <footer className="site-footer">
        <FlagBar
          locale={locale}
          path={path}
          labels={{
            bar: t("shell.languageBar"),
            more: t("shell.moreLanguages"),
            fewer: t("shell.fewerLanguages"),
            current: t("shell.currentLanguage"),
          }}
        />
        <p className="footer-credit" hidden>
          {t("shell.footerCredit")}
        </p>
      </footer>
      <BrowserMemory locale={locale} path={path} />
    </>
  );
}
