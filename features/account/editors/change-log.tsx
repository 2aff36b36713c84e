import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { siteChangeLog, CHANGE_LOG_PAGE } from "@/lib/content/texts-service";
import { isolated } from "@/lib/format/bidi";
import { intlTag } from "@/lib/format/intl";
import type { Locale } from "@/lib/i18n/locales";
import type { SiteId } from "@/lib/tenancy/sites/types";
import { localizedPath } from "@/lib/tenancy/view-context";
import styles from "./editors.module.css";

/**
 * /edit/changes: what was published on the site (its own texts and facts and the shared texts),
 * by whom and when, newest first, a page at a time (`before`: the oldest change of the page before).
 */
export async function ChangeLog({ site, locale, before }: { site: SiteId; locale: Locale; before?: number }) {
  const t = await getTranslations({ locale, namespace: "members.editors.changes" });
  const changes = await siteChangeLog(site, before);
  const when = new Intl.DateTimeFormat(intlTag(locale), { dateStyle: "medium", timeStyle: "short" });
  const here = localizedPath(locale, "/edit/changes");
  const oldest = changes[changes.length - 1];
  return (
    <>
      <p>{t("intro")}</p>
      {changes.length === 0 ? <p className={styles.note}>{before ? t("noOlder") : t("none")}</p> : null}
      <ol className={styles.changes} data-testid="change-log">
        {changes.map((change) => (
          <li key={change.id} className={styles.change}>
            <p className={styles.changeHead}>
              <time dateTime={new Date(change.at).toISOString()}>{when.format(change.at)}</time>
              <span>{t("by", { author: isolated(change.author) })}</span>
              {change.owner === "*" ? <span className={styles.badge}>{t("everySite")}</span> : null}
            </p>
            {/* Keys and the summary are written left to right; isolated, they keep the page's alignment. */}
            <p className={styles.summary}>
              <bdi>{change.summary}</bdi>
            </p>
            <ul className={styles.keys}>
              {change.keys.map((entry) => (
                <li key={entry.version}>
                  <bdi>
                    <code>{entry.key}</code>
                    {entry.locale ? ` (${entry.locale})` : ""}
                  </bdi>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      <nav className={styles.pages} aria-label={t("pages")}>
        {before ? <Link href={here}>{t("newest")}</Link> : null}
        {oldest && changes.length === CHANGE_LOG_PAGE ? <Link href={`${here}?before=${oldest.id}`}>{t("older")}</Link> : null}
      </nav>
    </>
  );
}
