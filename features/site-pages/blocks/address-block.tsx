import { getTranslations } from "next-intl/server";
import { regionName } from "@/lib/format/intl";
import { ContactButtons } from "../contact/contact-buttons";
import type { BlockProps } from "./block-types";
import { contactLabels } from "./contact-block";
import { Heading } from "./heading";
import { blockLabels } from "./site-texts";
import styles from "./blocks.module.css";

/**
 * The imprint's card of the person responsible, in the site's card style: the owner's contact
 * record as a postal address with mail and web (marked up as an h-card), then the contact buttons.
 */
export async function AddressBlock({ block, context }: BlockProps<"address">) {
  const t = await getTranslations({ locale: context.locale, namespace: "imprint" });
  const headingId = `${context.id}-heading`;
  return (
    <section className={`card ${styles.responsible}`} aria-labelledby={headingId} data-responsible="">
      <Heading level={context.headingLevel} id={headingId}>
        {t("responsible")}
      </Heading>
      <PostalAddress block={block} context={context} />
      <ContactButtons contact={block.channels} labels={await contactLabels(context.locale)} />
    </section>
  );
}

async function PostalAddress({ block, context }: BlockProps<"address">) {
  const t = await blockLabels(context, "address");
  const { person } = block;
  return (
    <address className={`${styles.address} h-card`}>
      <span className="p-name">
        <span className="p-given-name">{person.firstName}</span> <span className="p-family-name">{person.lastName}</span>
      </span>
      {person.nickName ? (
        <span>
          {t("nickName")}: <span className="p-nickname">{person.nickName}</span>
        </span>
      ) : null}
      {person.street ? <span className="p-street-address">{person.street}</span> : null}
      {person.zip || person.city ? (
        <span>
          <span className="p-postal-code">{person.zip}</span> <span className="p-locality">{person.city}</span>
        </span>
      ) : null}
      {person.country ? <span className="p-country-name">{regionName(person.country, context.locale)}</span> : null}
      {person.mail ? (
        <span>
          {t("mail")}:{" "}
          <a className="u-email" href={`mailto:${person.mail}`} dir="ltr">
            {person.mail}
          </a>
        </span>
      ) : null}
      {person.web ? (
        <span>
          {t("web")}:{" "}
          <a className="u-url" href={person.web} dir="ltr">
            {person.web.replace(/^https?:\/\//, "")}
          </a>
        </span>
      ) : null}
    </address>
  );
}
