import type { ReactNode } from "react";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { getDataTexts } from "@/lib/i18n/data-texts";
import type { Locale } from "@/lib/i18n/locales";
import { ownRoutesOf, routesOf, type ViewDefinition } from "@/lib/tenancy/sites/registry";
import { localizedPath } from "@/lib/tenancy/view-context";
import styles from "./sign-in.module.css";

/** The shared members' pages a visitor is told about, in this order, when the site offers them. */
const OFFERED = ["chat", "doc", "various"] as const;

/**
 * "What members find here", beside the sign-in form: first a sentence in the words of the site's
 * kind of members (a family, a committee, an engineer's clients), then its members' pages in plain words,
 * taken from its route table (its own members' pages by their headings, the shared ones in words
 * for any member), how chat and documents open, and where to ask for access. Under the text, on a
 * wide screen, the site's drawing (`picture`) fills what the card has left beside the taller form.
 */
export async function MembersOffer({ view, locale, picture }: { view: ViewDefinition; locale: Locale; picture?: ReactNode }) {
  const t = await getTranslations({ locale, namespace: "auth.aside" });
  const root = await getTranslations({ locale });
  const data = await getDataTexts(locale);
  const routes = routesOf(view);
  // Plain words for a member of any kind of site: the tools' own titles speak an engineer's language
  // (playground, autoclave), which reads strangely on a parish's or a family's site.
  const describe = (page: (typeof OFFERED)[number]) => t(`pages.${page}`);
  const shared = OFFERED.flatMap((page) => routes.filter((route) => route.page === page).map((route) => ({ page, access: route.access })));
  // A site's own members' pages by the headings of their articles ("1971: saving the vault").
  const own = ownRoutesOf(view)
    .filter((route) => route.access !== "public")
    .map((route) => {
      const heading = `content.${view.id}.${route.page}.heading`;
      return data.has(heading) ? data(heading) : root(`paths.${route.page}`);
    });
  return (
    <section className={`card ${styles.offer}`} aria-labelledby="members-offer-heading" data-members-offer="">
      <div className={styles.offerText}>
        <h2 id="members-offer-heading">{t("heading")}</h2>
        {view.members ? (
          <p className={styles.forMembers} data-members-kind={view.members}>
            {t(`forMembers.${view.members}`)}
          </p>
        ) : null}
        <ul className={styles.offerList}>
          {shared.map(({ page }) => (
            <li key={page}>
              <strong>{root(`paths.${page}`)}</strong>
              <span>{describe(page)}</span>
            </li>
          ))}
          {own.length > 0 ? (
            <li>
              <strong>{t("ownPages")}</strong>
              <ul className={styles.ownPages}>
                {own.map((title) => (
                  <li key={title}>{title}</li>
                ))}
              </ul>
            </li>
          ) : null}
        </ul>
        {shared.some((route) => route.access === "entitled") ? <p className={styles.note}>{t("approval")}</p> : null}
        <p className={styles.note}>{t("noAccess")}</p>
        <Link className={styles.more} href={localizedPath(locale, "/imprint")}>
          {t("askOwner")}
        </Link>
      </div>
      {picture}
    </section>
  );
}
