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
          {card.closedNote || card.note ? <p className={styles.note}>{card.closedNote ?? card.note}</p> : null}
          {card.action && !card.closedNote ? <p className={styles.action}>{card.action}</p> : null}
        </li>
      ))}
    </ul>
  );
}
