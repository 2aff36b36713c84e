import { contactLinks, type ContactKind, type ContactRecord } from "./contact-links";
import { ContactToggle } from "./contact-toggle";
import { CopyButton } from "./copy-button";
import styles from "./contact.module.css";

export type ContactLabels = Record<ContactKind, string> & {
  open: string;
  close: string;
  copy: string;
  copied: string;
};

export type ContactButtonsProps = { contact: ContactRecord; labels: ContactLabels };

export function ContactButtons({ contact, labels }: ContactButtonsProps) {
  const links = contactLinks(contact);
  if (links.length === 0) return null;

  return (
    <ContactToggle openLabel={labels.open} closeLabel={labels.close}>
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
                <a className={styles.button} href={href}>
                  {content}
                </a>
              ) : (
                <>
                  <span className={styles.text}>{content}</span>
                  <CopyButton text={text} copyLabel={labels.copy} copiedLabel={labels.copied} />
                </>
              )}
            </li>
          );
        })}
      </ul>
    </ContactToggle>
  );
}
