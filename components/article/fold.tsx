import type { ReactNode } from "react";
import styles from "./article.module.css";

/** The two states of a fold's switch, in the page's language. */
export interface FoldLabels {
  readonly more: string;
  readonly less: string;
}

/**
 * What a phone shows behind a switch: a section's running text after its first paragraph, or the
 * part of a block that only some visitors need (older entries, bank details). On a wide screen the
 * styles show it open without its switch. `kind` tells the two apart for the page's tests.
 */
export function Fold({ labels, kind, children }: { labels: FoldLabels; kind: "text" | "block"; children: ReactNode }) {
  return (
    <details className={styles.fold} data-fold={kind}>
      <summary className={styles.foldSwitch}>
        <span className={styles.foldMore}>{labels.more}</span>
        <span className={styles.foldLess}>{labels.less}</span>
      </summary>
      {children}
    </details>
  );
}

/**
 * A block that a phone shows as a closed row under its own heading, the heading its switch (a long
 * page's media or contact card: one tap opens it where it stands). On a wide screen the styles show
 * it open and the heading reads as a plain heading.
 */
export function HeadingFold({ heading, children }: { heading: ReactNode; children: ReactNode }) {
  return (
    <details className={styles.fold} data-fold="heading">
      <summary className={styles.headingSwitch}>{heading}</summary>
      {children}
    </details>
  );
}
