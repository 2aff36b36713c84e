import type { Locale } from "@/lib/i18n/locales";
import type { PageBlock } from "../data/types";
import type { SiteHero } from "./hero-declaration";
import { heroHref } from "./hero-target";
import styles from "./hero.module.css";

/** The first screen's actions as links, the first one the main action; nothing when none leads anywhere. */
export function HeroActions({
  hero,
  locale,
  startBlocks,
  label,
}: {
  hero: SiteHero;
  locale: Locale;
  startBlocks: readonly PageBlock[];
  /** An action's words in the page's language (`heroes.<site>.actions.<label>`). */
  label: (action: string) => string;
}) {
  const actions = hero.actions.flatMap((action) => {
    const href = heroHref(action.to, locale, startBlocks);
    return href ? [{ ...action, href }] : [];
  });
  if (actions.length === 0) return null;
  return (
    <p className={styles.actions}>
      {actions.map((action, index) => (
        <a key={action.label} href={action.href} className={index === 0 ? styles.primary : styles.secondary}>
          {label(action.label)}
        </a>
      ))}
    </p>
  );
}
