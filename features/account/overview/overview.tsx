import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { InfoTable } from "../info-table";
import { PasswordForm } from "../password-form";
import { TokenTable } from "../token-table";
import { levelText } from "../level-text";
import { LinkCards, type LinkCard } from "../link-cards";
import { TOOLS_HUB, toolGroups } from "../hub/tools";
import { EDITORS_HUB } from "../editors/editor-views";
import { needsEntitlement, type KeptMember } from "@/lib/auth/gate";
import { formatList } from "@/lib/format/intl";
import { FeatureTexts } from "@/lib/i18n/feature-texts";
import { localeTags } from "@/lib/i18n/locales";
import { findRoute } from "@/lib/tenancy/sites/registry";
import { localizedPath } from "@/lib/tenancy/view-context";
import { MemberName, NamedText } from "../member-name";
import { MEMBER_NAME_SLOT } from "../member-name-slot";
import { SessionUntil } from "./session-until";
import styles from "./overview.module.css";
import { siteNameInSentence } from "@/lib/i18n/site-name";

/**
 * /dashboard, the members' overview: a greeting, how long the sign-in lasts, the one list of where
 * the member can go from here (the chat and the documents as their door, /intern, with whether they are open), the token data (user, issued, expires, time left) in a disclosure, and the password change.
 */
export async function Overview({ view, locale, access }: KeptMember) {
  const t = await getTranslations({ locale, namespace: "auth.dashboard" });
  const overview = await getTranslations({ locale, namespace: "members.overview" });
  const root = await getTranslations({ locale });
  const site = siteNameInSentence(root, view.id);
  const personal = access.level === "personal";

  // A shared access first needs a personal account; a personal one only the owner's approval.
  const howToOpen = personal ? root("auth.intern.needsEntitlement") : overview("closedShared");
  // A members' page as a card: closed (marked, not a link) when the account lacks the entitlement.
  const pageCard = (path: string, icon: LinkCard["icon"], text: string, { note, action }: Pick<LinkCard, "note" | "action"> = {}): LinkCard[] => {
    const route = findRoute(view, path);
    if (!route) return [];
    const closed = needsEntitlement(route) && !access.entitled;
    if (closed && route.page === "doc") return [];
    return [
      {
        href: localizedPath(locale, path),
        title: root(`paths.${route.page}`),
        text,
        icon,
        closedNote: closed ? howToOpen : undefined,
        note,
        action,
      },
    ];
  };
  // The Tools card names the site's own tools ("For this site: Time recording."), not tools in general.
  const ownTools = toolGroups(view).own.map((tool) => root(tool.title));
  const toolsText =
    ownTools.length > 0
      ? root("auth.intern.describe.variousOwn", { tools: formatList(ownTools, locale) })
      : root("auth.intern.describe.various");
  const cards: LinkCard[] = [
    {
      href: personal ? "#password" : `${localizedPath(locale, "/intern")}#register`,
      title: overview("account"),
      text: personal ? overview("accountPersonal") : overview("accountShared"),
      icon: "account",
      // Every card ends in what it does, at the foot of its card (round 87: a pair's one-line card
      // stood 90 px empty beside "Your account" with its action line).
      action: personal ? overview("actionPassword") : t("toRegistration"),
    },
    // In the menu's order (the specification's: overview, sign-in security, chat and documents, tools),
    // so the two lists of one member's places read alike: the account's two cards side by side, then
    // what the member uses (round 82; Sign-in security stood last here and second in the menu).
    ...pageCard("/protected", "protected", root("auth.intern.describe.protected"), { action: overview("actionProtected") }),
    // The chat and the documents are reached through their door, /intern, which says whether they are open.
    ...pageCard("/intern", "chat", overview("intern"), access.entitled ? { action: overview("actionChat") } : { note: howToOpen }),
    // The editors' area only for an editor of this site: anyone else would find a refusal there.
    ...(access.editor ? pageCard(EDITORS_HUB, "edit", root("members.editors.overviewCard"), { action: overview("actionEditors") }) : []),
    ...pageCard(TOOLS_HUB, "tools", toolsText, { action: overview("actionTools") }),
  ];

  return (
    <FeatureTexts locale={locale} namespaces={["members.overview", "auth.dashboard", "auth.errors"]}>
      <article className="article">
        {/* The shared access's user name ("forum-members-2025") is no one's name. */}
        {/* The header names the site: in the sentence a name without its article read "the members'
            area of Social Forum of St. Marien". */}
        <h1>{personal ? <NamedText text={overview("greeting", { user: MEMBER_NAME_SLOT })} /> : overview("greetingShared")}</h1>
        <p className="lead">{overview("intro")}</p>
        {/* How long the sign-in lasts, and the way to end it where the member reads that: only in
            the menu, a member leaving a shared computer had to look for it. */}
        <div className={styles.status}>
          <SessionUntil className={styles.until} localeTag={localeTags[locale]} />
          <Link href={localizedPath(locale, "/log_out")} className={styles.signOut}>
            {root("paths.log_out")}
          </Link>
        </div>

        <h2>{overview("whatYouCanDo")}</h2>
        <LinkCards cards={cards} headingLevel={3} pairs />

        <details className={`disclosure ${styles.details}`}>
          <summary>{overview("details")}</summary>
          <InfoTable
            caption={t("accountCaption")}
            rows={[
              { label: t("user"), value: <MemberName />, testId: "dashboard-user" },
              { label: t("level"), value: await levelText(locale, access), testId: "dashboard-level" },
              { label: t("site"), value: site },
            ]}
          />
          <TokenTable localeTag={localeTags[locale]} />
        </details>

        {personal ? (
          <section id="password" aria-labelledby="password-heading">
            <h2 id="password-heading">{t("passwordHeading")}</h2>
            <PasswordForm />
          </section>
        ) : null}
      </article>
    </FeatureTexts>
  );
}
