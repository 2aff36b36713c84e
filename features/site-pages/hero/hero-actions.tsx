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
  note,
}: {
  hero: SiteHero;
  locale: Locale;
  startBlocks: readonly PageBlock[];
  /** An action's words in the page's language (`heroes.<site>.actions.<label>`). */
  label: (action: string) => string;
  /** What an appeal is for (`heroes.<site>.actionNotes.<label>`); without it an appeal is a plain action. */
  note?: (action: string) => string;
}) {
  const actions = hero.actions.flatMap((action) => {
    const href = heroHref(action.to, locale, startBlocks);
    return href ? [{ ...action, href }] : [];
  });
  if (actions.length === 0) return null;
  const [first] = actions;
  // The main action as an appeal (the forum's "Donate"): what the money does, the button across the panel.
  if (first?.appeal && note && actions.length === 1) {
    return (
      <div className={styles.actions} data-hero-appeal="">
        <p>{note(first.label)}</p>
        <a href={first.href} className={styles.primary}>
          {label(first.label)}
        </a>
      </div>
    );
  }
  return (
    <p className={styles.actions}>
      {actions.map((action, index) => (
        <a key={action.label} href={action.href} className={index === 0 && !action.secondary ? styles.primary : styles.secondary}>
          {label(action.label)}
        </a>
      ))}
    </p>
  );
}
