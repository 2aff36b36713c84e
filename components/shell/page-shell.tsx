import Image from "next/image";
import Link from "next/link";
import { getMessages, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { FeatureTexts, type TextNamespace } from "@/lib/i18n/feature-texts";
import { localeTags, type Locale } from "@/lib/i18n/locales";
import type { ViewDefinition } from "@/lib/tenancy/sites/registry";
import { DarkModeIcons } from "./dark-mode-icons";
import { DarkModeSwitch } from "./dark-mode-switch";
import { LanguageMenu } from "./language-menu";
import { LocalPreviewBar } from "./local-preview-bar";
import { Menu } from "./menu";
import { SessionNotices } from "./session-notices";
import { SiteFooter } from "./site-footer";

interface PageShellProps {
  view: ViewDefinition;
  locale: Locale;
  /** The page's path without the locale, e.g. "/cv". */
  path: string;
  /** Hide the menu (the HTTPS notice shows only the notice and the flags). */
  bare?: boolean;
  /** On a members' page: the member's entitlement (the menu as she sees it, no duck). Public pages are the same for everyone. */
  member?: { readonly entitled: boolean };
  /**
   * A members' own page (overview, chat, tools): all of them start at the header's edge, whatever
   * their width. Not a preview of a public page, which shows that page as visitors see it.
   */
  membersFrame?: boolean;
  children: ReactNode;
}

const NO_RETURN = new Set(["/login", "/log_out"]);

/** What the shell's client parts that load later say: session notices, preview bar. */
const SHELL_TEXTS: readonly TextNamespace[] = [
  "siteNavigation.menu",
  "siteNavigation.more",
  "shell.mainMenu",
  "shell.darkMode",
  "shell.moreLanguages",
  "shell.fewerLanguages",
  "shell.localPreview",
  "shell.backToConstruction",
  "auth.status",
];

export async function PageShell({ view, locale, path, bare = false, member, membersFrame = false, children }: PageShellProps) {
  const t = await getTranslations({ locale });
  const siteTitle = t(`sites.${view.id}.title`);
  // Phones show the short form: one readable line beside the header's buttons in every language.
  const shortTitle = t(`sites.${view.id}.shortTitle`);
  const labels = (await getMessages({ locale })).paths;
  // The duck invites visitors to the internal area; a signed-in page has its own ways onward.
  const duck = view.authMenu && !bare && !member ? view.theme.duck : undefined;

  return (
    <FeatureTexts locale={locale} namespaces={SHELL_TEXTS}>
      <a className="skip-link" href="#content">
        {t("shell.skipToContent")}
      </a>
      <header
        className="site-header"
        data-header={view.frame.header}
        data-menu-look={view.frame.menu}
        data-menu-row={view.frame.menuRow}
        data-menu-action={view.frame.menuAction}
        data-tools={view.frame.toolsStrip ? "strip" : undefined}
      >
        <div className="header-bar">
          {/* Not prefetched, like the menu's entries: the start page's payload carries the preload of
              its first-screen picture, which the browser would then fetch on every other page. */}
          <Link href={`/${locale}`} prefetch={false} className="site-title" aria-label={t("shell.home", { site: siteTitle })}>
            {view.logo ? (
              <span className="site-logo" aria-hidden="true" data-logo={view.logo.size}>
                {/* One mark serves both palettes when the site's header band keeps its colour in both. */}
                {view.logo.light === view.logo.dark ? (
                  <Image src={view.logo.light} width={56} height={56} alt="" unoptimized loading="eager" />
                ) : (
                  <>
                    <Image className="logo-for-light" src={view.logo.light} width={56} height={56} alt="" unoptimized loading="eager" />
                    <Image className="logo-for-dark" src={view.logo.dark} width={56} height={56} alt="" unoptimized loading="eager" />
                  </>
                )}
              </span>
            ) : null}
            {shortTitle === siteTitle ? (
              <span>{siteTitle}</span>
            ) : (
              <>
                <span className="title-full">{siteTitle}</span>
                <span className="title-short">{shortTitle}</span>
              </>
            )}
          </Link>
          <div className="header-tools">
            <LanguageMenu locale={locale} path={path} />
            <DarkModeSwitch look={view.frame.switch} icons={<DarkModeIcons />} />
          </div>
        </div>
        {bare ? null : (
          <Menu
            view={view}
            labels={labels}
            currentPath={path}
            locale={locale}
            initial={!member ? "signedOut" : member.entitled ? "entitled" : "signedIn"}
            hints={{ visitor: t("shellFrame.forMembers"), notApproved: t("shellFrame.notYetOpen") }}
            membersLabel={t("shellFrame.members")}
            membersNote={t("shellFrame.membersNote")}
            groupLabels={{ course: t("shellFrame.menuGroups.course"), years: t("shellFrame.menuGroups.years") }}
            // A phone's menu panel ends with the dark-mode slider (app/globals.css shows it there only).
            panelEnd={<DarkModeSwitch look={view.frame.switch} icons={<DarkModeIcons />} />}
          />
        )}
      </header>
      <LocalPreviewBar site={siteTitle} locale={locale} />
      {bare ? null : (
        <SessionNotices
          localeTag={localeTags[locale]}
          loginHref={`/${locale}/login${NO_RETURN.has(path) ? "" : `?next=${encodeURIComponent(path)}`}`}
        />
      )}
      <main
        id="content"
        className="content"
        tabIndex={-1}
        data-frame={view.frame.footer}
        data-contents={view.frame.contents}
        data-page-layout={view.frame.page ?? "column"}
        data-area={membersFrame ? "members" : undefined}
      >
        {children}
      </main>
      <SiteFooter view={view} locale={locale} path={path} duck={!NO_RETURN.has(path) ? duck : undefined} />
    </FeatureTexts>
  );
}
