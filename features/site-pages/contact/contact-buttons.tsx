import { contactLinks, type ContactKind, type ContactRecord } from "./contact-links";
import { CopyButton } from "./copy-button";
import styles from "./contact.module.css";

/** The linked channels: what following each link does ("Call", "Write"), said at its row's end. */
type LinkedKind = Exclude<ContactKind, "fax">;

export type ContactLabels = Record<ContactKind, string> & {
  actions: Record<LinkedKind, string>;
  open: string;
  close: string;
  copy: string;
  copied: string;
};

export type ContactButtonsProps = {
  contact: ContactRecord;
  labels: ContactLabels;
  /** Shown open when the page loads (a contact card), the visitor can still close it; closed by default. */
  initiallyOpen?: boolean;
};

/**
 * The contact channels behind one button that opens and closes them (the specification lets the
 * visitor open and close them; a contact card starts open). A native disclosure
 * (`details`) needs no script and tells screen readers whether it is open; only the row of a
 * channel without a link (fax), which copies its number, runs in the browser. Every row ends with
 * what it does ("Call", "Write", "Copy"), so the copying row reads as one of a set, not an odd one.
 */
export function ContactButtons({ contact, labels, initiallyOpen = false }: ContactButtonsProps) {
  const links = contactLinks(contact);
  if (links.length === 0) return null;

  return (
    <details className={styles.contact} open={initiallyOpen} data-contact="">
      <summary className={styles.toggle}>
        <span className={styles.whenClosed}>{labels.open}</span>
        <span className={styles.whenOpen}>{labels.close}</span>
      </summary>
      <ul className={styles.list}>
        {links.map(({ kind, href, text }) => {
          // Numbers and addresses read left to right even inside Arabic text.
          const content = (
            <>
              <span className={styles.kind}>{labels[kind]}</span> <span dir="ltr">{text}</span>
            </>
          );
          return (
            <li key={kind} className={styles.item}>
              {href ? (
                <a className={styles.button} href={href} rel={kind === "web" ? "noopener" : undefined}>
                  {content}
                  {kind === "fax" ? null : <span className={styles.copyHint}>{labels.actions[kind]}</span>}
                </a>
              ) : (
                <CopyButton text={text} copyLabel={labels.copy} copiedLabel={labels.copied}>
                  {content}
                </CopyButton>
              )}
            </li>
          );
        })}
      </ul>
    </details>
  );
}
