import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import type { ViewDefinition } from "@/lib/tenancy/sites/registry";
import styles from "./sign-in.module.css";
import { PERSONAL_WAY_ID } from "./way-ids";

/**
 * The two ways in, said once, under the form (never pushing it down): a legend of two numbered
 * lines, the shared access in the words of the site's own members (a family, a committee, an
 * engineer's clients). The form above keeps the specification's one set of fields; its e-mail
 * field stands last, under "Personal account?", and is described by the legend's second line.
 */
export async function WaysIn({ view, locale }: { view: ViewDefinition; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "auth" });
  const ways = [
    { id: "shared", title: t("levels.shared"), text: t(`login.sharedWay.${view.members ?? "any"}`) },
    { id: "personal", title: t("levels.personal"), text: t("login.personalWay") },
  ] as const;
  return (
    <ol className={styles.ways} aria-label={t("login.levelsHeading")} data-ways-in="">
      {ways.map((way, index) => (
        <li key={way.id} className={styles.way} data-way={way.id}>
          <span className={styles.wayNumber} aria-hidden="true">
            {index + 1}
          </span>
          <span id={way.id === "personal" ? PERSONAL_WAY_ID : undefined}>
            <strong className={styles.wayTitle}>{way.title}</strong> <span className={styles.wayText}>{way.text}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
