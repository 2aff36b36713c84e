import Link from "next/link";
import { LineIcon, type IconName } from "./line-icon";
import styles from "./link-cards.module.css";

export interface LinkCard {
  readonly href: string;
  readonly title: string;
  readonly text: string;
  readonly icon: IconName;
  /** Shown instead of the link when the member may not open the page yet. */
  readonly closedNote?: string;
  /** What the member should know before following the link (what inside it is not open yet). */
  readonly note?: string;
  /** What following the card does, when its title does not say it ("Your account" → registering one). */
  readonly action?: string;
  /** The page's parts, each a link of its own straight to it (the settings' seven groups). */
  readonly parts?: readonly { readonly href: string; readonly label: string; readonly advanced?: boolean }[];
  /** The parts list's name for assistive technology ("In the settings"). */
  readonly partsLabel?: string;
  /** The name of the quieter group of the `advanced` parts ("Advanced"), shown over them. */
  readonly advancedLabel?: string;
}

/** A card's parts, each a link straight to it. */
function PartLinks({ parts, label, className }: { parts: NonNullable<LinkCard["parts"]>; label: string | undefined; className: string | undefined }) {
  return (
    <ul className={className} aria-label={label}>
      {parts.map((part) => (
        <li key={part.href}>
          {/* A page load, not the router's: its widgets settle before the browser goes to the part
              (after the router's scroll they shrank, and "Factory reset" stood 192 px above the
              window's top). */}
          <a href={part.href}>{part.label}</a>
        </li>
      ))}
    </ul>
  );
}

/** Cards that each lead to one page, the whole card being the link's target. */
export function LinkCards({ cards, headingLevel = 2, pairs = false }: { cards: readonly LinkCard[]; headingLevel?: 2 | 3; pairs?: boolean }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className={pairs ? `${styles.cards} ${styles.pairs}` : styles.cards} data-link-cards="">
      {cards.map((card) => (
        <li key={card.href} className={card.closedNote ? `${styles.card} ${styles.closed}` : styles.card}>
          <LineIcon name={card.icon} className={styles.icon} />
          <Heading className={styles.cardTitle}>
            {card.closedNote ? (
              <span aria-disabled="true">{card.title}</span>
            ) : (
              <Link href={card.href} className={styles.cardLink}>
                {card.title}
              </Link>
            )}
          </Heading>
          <p className={styles.cardText}>{card.text}</p>
          {card.closedNote || card.note ? (
            <p className={styles.note}>
              {/* A lock where what the card leads to is not open yet (round 70: the chat's card with its
                  arrow read as an open door). */}
              <LineIcon name="lock" className={styles.noteIcon} />
              {card.closedNote ?? card.note}
            </p>
          ) : null}
          {card.action && !card.closedNote ? <p className={styles.action}>{card.action}</p> : null}
          {card.parts && !card.closedNote ? <PartLinks parts={card.parts.filter((part) => !part.advanced)} label={card.partsLabel} className={styles.parts} /> : null}
          {card.parts?.some((part) => part.advanced) && !card.closedNote ? (
            <div className={styles.advanced} data-advanced-parts="">
              <p className={styles.advancedLabel} aria-hidden="true">
                {card.advancedLabel}
              </p>
              <PartLinks parts={card.parts.filter((part) => part.advanced)} label={card.advancedLabel} className={`${styles.parts} ${styles.advancedParts}`} />
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
