import type { ReactNode } from "react";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { ownRoutesOf, routesOf, type ViewDefinition } from "@/lib/tenancy/sites/registry";
import { localizedPath } from "@/lib/tenancy/view-context";
import styles from "./sign-in.module.css";

/** The shared members' pages a visitor is told about, in this order, when the site offers them. */
const OFFERED = ["chat", "doc", "various"] as const;

/**
 * What members find on this site, beside the sign-in form, in the words of the site's own kind of
 * members (`view.members`: a family, a committee, an engineer's clients): a heading for them, its
 * members' pages from its route table (the shared ones each with a line of what they hold for these
 * members, its own by their names in the menu), how chat and documents open, and whom to ask
 * for access. Under the text, on a wide screen, the site's drawing (`picture`) fills what the card has
 * left beside the taller form. The registry gives every site with a members' area its kind.
 */
export async function MembersOffer({ view, locale, picture }: { view: ViewDefinition; locale: Locale; picture?: ReactNode }) {
  const t = await getTranslations({ locale, namespace: "auth.aside" });
  const root = await getTranslations({ locale });
  const kind = view.members;
  if (!kind) return null;
  const routes = routesOf(view);
  const shared = OFFERED.flatMap((page) => routes.filter((route) => route.page === page).map((route) => ({ page, access: route.access })));
  // A site's own members' pages by the names the menu gives them ("The 1971 rescue"): by their
  // articles' headings ("MPS 30: the manuscripts …") a visitor could not tell them for the menu's
  // closed entries (round 77).
  const own = ownRoutesOf(view)
    .filter((route) => route.access !== "public")
    .map((route) => root(`paths.${route.page}`));
  return (
    <section className={`card ${styles.offer}`} aria-labelledby="members-offer-heading" data-members-offer="" data-members-kind={kind}>
      <div className={styles.offerText}>
        <h2 id="members-offer-heading">{t(`kinds.${kind}.heading`)}</h2>
        <ul className={styles.offerList}>
          {shared.map(({ page }) => (
            <li key={page}>
              <strong>{root(`paths.${page}`)}</strong>
              <span>{t(`kinds.${kind}.${page}`)}</span>
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
          {t(`kinds.${kind}.ask`)}
        </Link>
      </div>
      {picture}
    </section>
  );
}
