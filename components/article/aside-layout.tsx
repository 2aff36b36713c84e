import type { CSSProperties, ReactNode } from "react";
import styles from "./article.module.css";

/**
 * A page with a column beside its text. From 1100 px the column stands at the inline end (the
 * right in left-to-right languages, the left in Arabic) and `wide` runs across both columns below
 * them. On a phone the column follows the lead (a fact box before the long text) or, for a page
 * whose main part is a form, comes after the text so that the form is the first thing below the
 * heading; the document order is the phone's, so that keyboard and screen reader follow it.
 * `asideEnd` is the one exception: the column's foot, which a phone sets after the text (a year's
 * event plan after its story). It holds no link or control, so the keyboard's order is the phone's
 * still; a screen reader reads it with the column, before the text, as on a wide screen.
 */
export function AsideLayout({
  head,
  aside,
  asideEnd,
  body,
  wide,
  asideOnPhone = "afterLead",
  label,
  style,
}: {
  head: ReactNode;
  aside: ReactNode;
  /** The column's foot on a wide screen, after the text on a phone: the column splits in two there. */
  asideEnd?: ReactNode;
  body: ReactNode;
  wide?: ReactNode;
  asideOnPhone?: "afterLead" | "last";
  label?: string;
  style?: CSSProperties;
}) {
  // A page whose pieces all stand beside their sections has no column of its own at the top.
  // With a foot the column splits into its head and foot, each a part a phone places on its own.
  const column =
    aside || asideEnd ? (
      <div className={asideEnd ? `${styles.aside} ${styles.split}` : styles.aside} data-article-aside="">
        {asideEnd ? <div className={styles.asideStart}>{aside}</div> : aside}
        {asideEnd ? (
          <div className={styles.asideEnd} data-aside-end="">
            {asideEnd}
          </div>
        ) : null}
      </div>
    ) : null;
  // "article-wide" lets the page frame grow past the reading measure to make room for the column.
  return (
    <article className={`article article-wide ${styles.withAside} ${asideOnPhone === "last" ? styles.asideLast : ""}`} aria-label={label} style={style}>
      <div className={styles.head}>{head}</div>
      {asideOnPhone === "afterLead" ? column : null}
      <div className={styles.body} data-article-body="">
        {body}
      </div>
      {asideOnPhone === "last" ? column : null}
      {wide ? <div className={styles.wide}>{wide}</div> : null}
    </article>
  );
}
