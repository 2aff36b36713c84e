import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { MailLink } from "@/components/article/mail-address";
import { regionName } from "@/lib/format/intl";
import { keepAbbreviationsWithNext } from "@/lib/typography/keep-together";
import { ContactButtons } from "../contact/contact-buttons";
import type { BlockProps } from "./block-types";
import type { PersonRecord } from "../data/types";
import { contactLabels } from "./contact-block";
import { Heading } from "./heading";
import { blockLabels } from "./site-texts";
import styles from "./blocks.module.css";

/**
 * The imprint's card of whoever is responsible, in the site's card style: the contact record as a
 * postal address with mail and web (marked up as an h-card), the switch of the numbers under them.
 */
export async function AddressBlock({ block, context }: BlockProps<"address">) {
  const t = await getTranslations({ locale: context.locale, namespace: "imprint" });
  const contact = await getTranslations({ locale: context.locale, namespace: "contact" });
  const headingId = `${context.id}-heading`;
  // The card already shows mail and web as links in the address; the switch below it opens only
  // what the address lacks, the numbers, and says so (the specification lets the visitor open and
  // close the contact details: here that means the phone, fax, mobile and messenger numbers).
  const lines = addressLinesOf(block);
  const numbers = Object.fromEntries(Object.entries(block.channels).filter(([kind]) => !(kind in lines && lines[kind as keyof AddressLines])));
  const labels = { ...(await contactLabels(context.locale)), open: contact("openNumbers"), close: contact("closeNumbers") };
  return (
    <section className={`card ${styles.responsible}`} aria-labelledby={headingId} data-responsible="" data-paper="">
      <Heading level={context.headingLevel} id={headingId}>
        {t("responsible")}
      </Heading>
      <PostalAddress block={block} context={context}>
        <ContactButtons contact={numbers} labels={labels} />
      </PostalAddress>
    </section>
  );
}

/** The lines the card shows whoever it names: place, mail and web. */
type AddressLines = Pick<PersonRecord, "street" | "zip" | "city" | "country" | "mail" | "web">;

const addressLinesOf = (block: BlockProps<"address">["block"]): AddressLines =>
  "person" in block ? block.person : { ...block.organization.address, mail: block.organization.mail, web: block.organization.web };

/**
 * The h-card, then `children` (the switch of the phone numbers): the numbers are contact details
 * too, and in the address they stand under mail and web, the letterhead's second column.
 */
async function PostalAddress({ block, context, children }: BlockProps<"address"> & { children: ReactNode }) {
  const t = await blockLabels(context, "address");
  const lines = addressLinesOf(block);
  return (
    <address className={`${styles.address} h-card`}>
      {"person" in block ? (
        <>
          <span className="p-name">
            <span className="p-given-name">{block.person.firstName}</span> <span className="p-family-name">{block.person.lastName}</span>
          </span>
          {block.person.nickName && block.alias && !context.borrowed ? (
            <span>
              {t("nickName")}: <span className="p-nickname">{block.person.nickName}</span>
            </span>
          ) : null}
        </>
      ) : (
        <>
          {/* The legal body answers for the site; the organisation's own name follows it. */}
          <span className="p-name p-org">{keepAbbreviationsWithNext(block.organization.parent)}</span>
          <span>{keepAbbreviationsWithNext(block.organization.name)}</span>
        </>
      )}
      {lines.street ? <span className="p-street-address">{lines.street}</span> : null}
      {lines.zip || lines.city ? (
        <span>
          {/* Isolated, so a right-to-left page keeps the postcode before the town, as it is written. */}
          <bdi>
            <span className="p-postal-code">{lines.zip}</span> <span className="p-locality">{lines.city}</span>
          </bdi>
        </span>
      ) : null}
      {lines.country ? <span className="p-country-name">{regionName(lines.country, context.locale)}</span> : null}
      {lines.mail ? (
        <span>
          {t("mail")}:{" "}
          <MailLink className="u-email" address={lines.mail} />
        </span>
      ) : null}
      {lines.web ? (
        <span>
          {t("web")}:{" "}
          <a className="u-url" href={lines.web} dir="ltr">
            {lines.web.replace(/^https?:\/\//, "")}
          </a>
        </span>
      ) : null}
      {children}
    </address>
  );
}
