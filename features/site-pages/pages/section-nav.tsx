import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import styles from "./section-nav.module.css";

/** Pages with at least this many sections get a list of them after the lead. */
export const SECTION_NAV_MIN = 4;

/** "On this page": a way through a long page, each section one tap away. */
export async function SectionNav({ locale, sections }: { locale: Locale; sections: readonly { readonly number: number; readonly heading: string }[] }) {
  const t = await getTranslations({ locale, namespace: "shell" });
  return (
    <nav className={styles.nav} aria-labelledby="section-nav-title" data-section-nav="">
      <p id="section-nav-title" className={styles.title}>
        {t("onThisPage")}
      </p>
      <ol className={styles.list}>
        {sections.map((section) => (
          <li key={section.number}>
            <a href={`#section-${section.number}`}>{section.heading}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
