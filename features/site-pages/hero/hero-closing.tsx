import { getDataTexts } from "@/lib/i18n/data-texts";
import type { Locale } from "@/lib/i18n/locales";
import type { PageBlock } from "../data/types";
import type { SiteHero } from "./hero-declaration";
import { HeroActions } from "./hero-actions";
import styles from "./hero.module.css";

/**
 * The first screen's actions once more where the start page ends, under a line that says why
 * (`heroes.<site>.closing`): a visitor who read down to the end finds "Donate" there instead of
 * scrolling back up a long phone page.
 */
export async function HeroClosing({ hero, site, locale, startBlocks }: { hero: SiteHero; site: string; locale: Locale; startBlocks: readonly PageBlock[] }) {
  const t = await getDataTexts(locale, `heroes.${site}`);
  return (
    <aside className={styles.closing} aria-labelledby="hero-closing-text" data-hero-closing="">
      <p id="hero-closing-text" className={styles.closingText}>
        {t("closing")}
      </p>
      <HeroActions hero={hero} locale={locale} startBlocks={startBlocks} label={(action) => t(`actions.${action}`)} />
    </aside>
  );
}
