import { getTranslations } from "next-intl/server";
import type { CSSProperties } from "react";
import type { Locale } from "@/lib/i18n/locales";
import { longestWordWidth } from "@/lib/typography/longest-word";
import styles from "./section-nav.module.css";

/** Pages with at least this many sections get a list of them after the lead. */
export const SECTION_NAV_MIN = 4;

/**
 * How a start page leads to its sections (declared with its first screen), so that the start pages
 * are not one template: the boxed list in the site's contents look; a strip of numbered cells
 * across the text's width, like the index row of a specification; a row of cards that are the
 * sections' entries, each its heading only (a poster's; with the sections' first sentences they ran
 * twelve lines deep and said each twice); or none, where a short page is read in turn (a family's
 * story, a committee's reflections).
 */
export type SectionLinks = "box" | "strip" | "cards" | "none";

interface NavSection {
  readonly number: number;
  readonly heading: string;
}

/**
 * The longest word of all the strip's entries, in letters weighted as for headings: a strip's cell
 * is never narrower than that word, so no entry breaks inside a word (Tamil's long words take one
 * cell to a row on a phone rather than "உறுப்பினர்களு / க்கான").
 */
function stripFit(sections: readonly NavSection[]): CSSProperties {
  return { "--longest-word": String(Math.max(1, ...sections.map((section) => longestWordWidth(section.heading)))) } as CSSProperties;
}

/** The rows two columns of the list share: the first column holds the larger half. */
function listRows(sections: readonly NavSection[]): CSSProperties {
  return { "--rows": String(Math.ceil(sections.length / 2)) } as CSSProperties;
}

/** "On this page": a way through a long page, each section one tap away. */
export async function SectionNav({ locale, sections, form = "box" }: { locale: Locale; sections: readonly NavSection[]; form?: Exclude<SectionLinks, "none"> }) {
  const t = await getTranslations({ locale, namespace: "shell" });
  return (
    <nav className={`${styles.nav} ${form === "box" ? "" : styles[form]}`} aria-labelledby="section-nav-title" data-section-nav="" data-section-form={form}>
      <p id="section-nav-title" className={styles.title}>
        {t("onThisPage")}
      </p>
      {form === "cards" ? (
        <ol className={styles.cardList}>
          {sections.map((section) => (
            <li key={section.number}>
              <a href={`#section-${section.number}`} className={styles.card}>
                <span className={styles.cardHeading}>{section.heading}</span>
              </a>
            </li>
          ))}
        </ol>
      ) : (
        <ol className={styles.list} style={form === "strip" ? stripFit(sections) : listRows(sections)}>
          {sections.map((section) => (
            <li key={section.number}>
              <a href={`#section-${section.number}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      )}
    </nav>
  );
}
