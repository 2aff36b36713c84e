import type { BlockProps } from "./block-types";
import { MailLink } from "@/components/article/mail-address";
import { BlockSection } from "./block-section";
import { blockLabels } from "./site-texts";
import styles from "./blocks.module.css";

/** Named contact records with title, role, names and mail, e.g. a site's administrators. */
export async function PeopleBlock({ block, context }: BlockProps<"people">) {
  const t = await blockLabels(context, "people");
  return (
    <BlockSection context={context} heading={t("heading")}>
      <ul className={`${styles.cards} ${styles.people}`}>
        {block.people.map((person) => (
          <li key={person.id} className={`${styles.card} h-card`}>
            {person.role ? <span className={`${styles.role} p-role`}>{t(`roles.${person.role}`)}</span> : null}
            <span className={`${styles.name} p-name`}>
              {person.title ? <span className="p-honorific-prefix">{person.title} </span> : null}
              <span className="p-given-name">{person.firstName}</span> <span className="p-family-name">{person.lastName}</span>
            </span>
            {person.mail ? (
              <MailLink className="u-email" address={person.mail} />
            ) : null}
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
