import { getTranslations } from "next-intl/server";
import { AsideLayout } from "@/components/article/aside-layout";
import { DuckLink } from "@/components/duck/duck-link";
import { RegistrationCard, WayToChat } from "./registration-card";
import { LinkCards, type LinkCard } from "./link-cards";
import { needsEntitlement, type KeptMember } from "@/lib/auth/gate";
import { routesOf } from "@/lib/tenancy/sites/registry";
import type { RouteDefinition } from "@/lib/tenancy/sites/types";
import { localizedPath } from "@/lib/tenancy/view-context";

/** The pages under /intern that the shared texts describe; a site's own internal pages show their title. */
const DESCRIBED = { chat: "chat", doc: "doc" } as const;

/**
 * /intern, "Chat and documents": the door to the pages under /intern/ (the chat, the documents and a
 * site's own internal pages), each with whether it is open to this member and, if not, how it opens.
 * The overview lists where a member can go; this page is where the chat and the documents are
 * opened. The shared access registers a personal account here: the registration stands as a card
 * beside the pages on a wide screen, after them on a phone; the way from there to the chat is told
 * in three steps under the pages (a volunteer on the shared account asked what happens next).
 */
export async function MembersArea({ view, locale, access }: KeptMember) {
  const t = await getTranslations({ locale, namespace: "auth.intern" });
  const root = await getTranslations({ locale });
  const shared = access.level === "shared";
  // The page's lead, right above the cards, says how a closed page opens; each card only says that it
  // is closed (the same sentence on both cards under the lead read three times, and the column ran
  // 190 px past the registration card beside it).
  const closedNote = root("auth.notEntitled.heading");
  const inside = (route: RouteDefinition) => route.path.startsWith("/intern/") && !route.parent;
  // The documents are listed closed too (the menu still shows them only to whom they open): a page
  // named "Chat and documents" with no documents on it read as a fault.
  const cards: LinkCard[] = routesOf(view)
    .filter(inside)
    .map((route): LinkCard => {
      const closed = needsEntitlement(route) && !access.entitled;
      const described = DESCRIBED[route.page as keyof typeof DESCRIBED];
      return {
        href: localizedPath(locale, route.path),
        title: root(`paths.${route.page}`),
        text: described ? t(`describe.${described}`) : t("describe.sitePage"),
        icon: described ?? "intern",
        closedNote: closed ? closedNote : undefined,
      };
    });
  const lead = shared ? t("leadShared") : access.entitled ? t("leadOpen") : t("entitledHint");
  const head = (
    <>
      <h1>{root("paths.intern")}</h1>
      <p className="lead" data-testid="intern-state">
        {lead}
      </p>
    </>
  );
  const pages = <LinkCards cards={cards} />;
  const duck = <DuckLink href={`/${locale}/login`} label={shared ? t("duckPersonal") : t("duckAnother")} look={view.theme.duck} drawing={view.theme.duckDrawing} />;
  if (!shared) {
    return (
      <article className="article">
        {head}
        {pages}
        {duck}
      </article>
    );
  }
  return (
    <AsideLayout
      asideOnPhone="last"
      head={head}
      // The duck to the personal sign-in under the cards, in the text's column: across the page under
      // the registration it hung 340 px below the cards, under nothing.
      body={
        <>
          {pages}
          <WayToChat locale={locale} />
          {duck}
        </>
      }
      aside={<RegistrationCard locale={locale} />}
    />
  );
}
