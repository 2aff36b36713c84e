import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import type { ViewDefinition } from "@/lib/tenancy/sites/registry";
import styles from "./sign-in.module.css";

/**
 * The two ways in, read before the form: which fields each one fills in, the shared access in
 * the words of the site's own members (a family, a committee, an engineer's clients). The form
 * below keeps the specification's one set of fields; this key says which of them a way uses, and
 * marks the e-mail address as what makes the difference.
 */
export async function WaysIn({ view, locale }: { view: ViewDefinition; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "auth" });
  const ways = [
    { id: "shared", title: t("levels.shared"), text: t(`login.sharedWay.${view.members ?? "any"}`), fields: ["userName", "password"] },
    { id: "personal", title: t("levels.personal"), text: t("login.personalWay"), fields: ["userName", "email", "password"] },
  ] as const;
  return (
    <ol className={styles.ways} aria-label={t("login.levelsHeading")} data-ways-in="">
      {ways.map((way, index) => (
        <li key={way.id} className={styles.way} data-way={way.id}>
          <span className={styles.wayNumber} aria-hidden="true">
            {index + 1}
          </span>
          <strong className={styles.wayTitle}>{way.title}</strong>
          <span className={styles.wayText}>{way.text}</span>
          <span className={styles.wayFields}>
            {way.fields.map((field) => (
              <span key={field} className={styles.wayField} data-field={field}>
                {t(`login.${field}`)}
              </span>
            ))}
          </span>
        </li>
      ))}
    </ol>
  );
}
