import { getMessages, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { DuckLink } from "@/components/duck/duck-link";
import type { Locale } from "@/lib/i18n/locales";
import { menuOf, publicPageOf, type ViewDefinition } from "@/lib/tenancy/sites/registry";
import type { DuckLook, FooterLook } from "@/lib/tenancy/sites/types";
import { localizedPath } from "@/lib/tenancy/view-context";
import { FlagBar } from "./flag-bar";
import { HelpLine } from "./help-line";

interface SiteFooterProps {
  view: ViewDefinition;
  locale: Locale;
  /** The page's path without the locale. */
  path: string;
  /** The look of the duck beside its sign-in text; none where the page has no duck (the sign-in itself). */
  duck: DuckLook | undefined;
}

/**
 * What each kind of footer holds beyond the name, the imprint, the flags and the duck, as a
 * designer closes that kind of site: `labels` names each part (the fields of a drawing's title
 * block, a paper's colophon columns, a notice's facts); `place` gives the site's town or address
 * (an inscription's place and year) where its texts name one (`sites.<id>.place`); `pages` repeats the site's own pages (`course`:
 * only the course's, as its contents); `write` offers the site's contact address; `line` says in
 * one short line what the site is (`sites.<id>.description`), where the footer holds little else
 * (an inscription's epitaph, a game's box lid). Whatever its kind, a footer gives on every page the
 * crisis line its site's texts name (`sites.<id>.help`), for a site whose visitors may come in a crisis.
 */
const FOOTER_PARTS: Readonly<Record<FooterLook, { labels: boolean; place: boolean; pages?: "all" | "course"; write: boolean; line?: boolean }>> = {
  band: { labels: true, place: true, write: false },
  masthead: { labels: true, place: true, pages: "all", write: true },
  civic: { labels: true, place: true, write: true },
  practical: { labels: true, place: true, pages: "all", write: true },
  soft: { labels: false, place: false, pages: "course", write: false },
  quiet: { labels: false, place: true, write: false, line: true },
  playful: { labels: false, place: false, write: false, line: true },
  specimen: { labels: true, place: false, write: false, line: true },
};

/** One part of the footer under its label where the kind names its parts; its children as they are elsewhere (CSS lays them out). */
function FooterCell({ part, label, children }: { part: string; label: string | undefined; children: ReactNode }) {
  return (
    <div className="footer-cell" data-part={part}>
      {label ? (
        <p className="footer-label" aria-hidden="true">
          {label}
        </p>
      ) : null}
      {children}
    </div>
  );
}

/**
 * The foot of every page in the site's frame (`view.frame.footer`): the site's name, the flag bar
 * with its plus button, the imprint link (but on the imprint itself), and the duck where the
 * frame keeps it here (leading a visitor to the sign-in, a signed-in member to the overview), drawn
 * in the site's own hand and named for the site's members; each kind adds the parts it is known by.
 */
export async function SiteFooter({ view, locale, path, duck }: SiteFooterProps) {
  const t = await getTranslations({ locale });
  const parts = FOOTER_PARTS[view.frame.footer];
  const label = (text: string) => (parts.labels ? text : undefined);
  // Every frame links the imprint where a visitor looks for it, whatever else the footer holds.
  const withImprint = publicPageOf(view, "/imprint") !== undefined && path !== "/imprint";
  const write = parts.write ? view.frame.contactMail : undefined;
  const messages = await getMessages({ locale });
  // Whom the mail reaches: "write to me" where one person speaks for the site (the columnist's, in
  // his own first person); "write to us" where a group does.
  const writeTo = (messages.shellFrame as { footer: { writeTo: Partial<Record<string, string>> } }).footer.writeTo;
  const writeWords = (view.members ? writeTo[view.members] : undefined) ?? t("shellFrame.footer.write");
  // Only the sites whose texts name a town or an address have a place; the others leave it out.
  const siteTexts = (messages.sites as Record<string, { place?: string }>)[view.id];
  const place = parts.place ? siteTexts?.place : undefined;
  const pageNames = messages.paths as Record<string, string>;
  const pages = parts.pages
    ? menuOf(view, { signedIn: false, entitled: false }).filter(
        (item) => item.entitled && !["/start", "/imprint", "/login"].includes(item.path) && (parts.pages === "all" || item.group === "course"),
      )
    : [];
  const pagesLabel = parts.pages === "course" ? t("shellFrame.menuGroups.course") : t("shellFrame.footer.pages");
  // The sign-in named in the site's voice, for whom it opens (the family, the readers' circle), in
  // two or three words on every site: the duck beside it says what it is for.
  const signIn = view.members ? t(`shellFrame.duckSignInFor.${view.members}`) : t("shellFrame.duckSignIn");
  return (
    // data-entrance: a members' page has no duck, and the footer's grid closes up without its cell.
    <footer className="site-footer" data-footer={view.frame.footer} data-plate={view.frame.plate ? "" : undefined} data-entrance={duck ? "" : undefined}>
      <div className="footer-frame">
        <FooterCell part="name" label={label(t("shellFrame.footer.name"))}>
          <p className="footer-name">{t(`sites.${view.id}.title`)}</p>
        </FooterCell>
        {place ? (
          <FooterCell part="place" label={label(t("shellFrame.footer.place"))}>
            <p className="footer-place">{place}</p>
          </FooterCell>
        ) : null}
        {parts.line ? <p className="footer-line">{t(`sites.${view.id}.description`)}</p> : null}
        {/* Only sites whose texts carry a help line show one: the writing group's and the lobby's. */}
        <HelpLine site={view.id} locale={locale} className="footer-help" />
        {pages.length > 0 ? (
          <nav className="footer-cell footer-pages" data-part="pages" aria-label={pagesLabel}>
            <p className="footer-label" aria-hidden="true">
              {pagesLabel}
            </p>
            <ul>
              {pages.map((item) => (
                <li key={item.path}>
                  <a href={localizedPath(locale, item.path)} aria-current={item.path === path ? "page" : undefined}>
                    {pageNames[item.label] ?? item.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {withImprint || write ? (
          <FooterCell part="links" label={label(t("shellFrame.footerLinks"))}>
            <nav className="footer-links" aria-label={t("shellFrame.footerLinks")}>
              {withImprint ? <a href={localizedPath(locale, "/imprint")}>{t("paths.imprint")}</a> : null}
              {write ? (
                <a href={`mailto:${write}`} className="footer-write">
                  {writeWords}
                </a>
              ) : null}
            </nav>
          </FooterCell>
        ) : null}
        <FooterCell part="languages" label={label(t("shellFrame.footer.languages"))}>
          <FlagBar locale={locale} path={path} />
        </FooterCell>
        {duck ? (
          <FooterCell part="duck" label={label(t("shellFrame.members"))}>
            {/* The page is static and cannot know the session: both entries share one place, and CSS
                shows the one matching the header's menu, which learns the browser's signed-in state
                (no request of its own, no shift when it switches). */}
            <div className="footer-duck">
              <DuckLink href={localizedPath(locale, "/login")} label={signIn} look={duck} drawing={view.theme.duckDrawing} />
              <DuckLink href={localizedPath(locale, "/dashboard")} label={t("shellFrame.duckOverview")} look={duck} drawing={view.theme.duckDrawing} forMember />
            </div>
          </FooterCell>
        ) : null}
      </div>
      <p className="footer-credit" hidden>
        {t("shell.footerCredit")}
      </p>
    </footer>
  );
}
