import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import styles from "../blocks/blocks.module.css";

/** The points a visitor looks for on a data-protection page, in the order the clauses give them. */
const POINTS = ["cookies", "tracking", "logs", "settings", "rights"] as const;

/**
 * "Your data at a glance": the imprint's data-protection clause in five lines, in the site's fact
 * box beside the legal text. What it says holds for the server, so on every site alike: no cookie
 * before signing in, no tracking, logs kept seven days, settings kept in the browser, the rights.
 * A site without a sign-in of its own (`signIn` off) sets no cookie at all, and says so.
 */
export async function ImprintGlance({ locale, signIn }: { locale: Locale; signIn: boolean }) {
  const t = await getTranslations({ locale, namespace: "imprint.glance" });
  return (
    <section className={`${styles.keyFacts} ${styles.glance}`} aria-labelledby="imprint-glance-heading" data-block="" data-imprint-glance="" data-paper="">
      <h2 id="imprint-glance-heading">{t("heading")}</h2>
      <dl className={styles.factList}>
        {POINTS.map((point) => (
          <div key={point}>
            <dt>{t(`${point}.label`)}</dt>
            <dd>{t(point === "cookies" && !signIn ? "cookies.withoutSignIn" : `${point}.value`)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
