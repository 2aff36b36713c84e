import { getTranslations } from "next-intl/server";
import { ContactButtons, type ContactLabels } from "../contact/contact-buttons";
import type { BlockProps } from "./block-types";
import { BlockSection } from "./block-section";
import type { Locale } from "@/lib/i18n/locales";

/**
 * A card of phone, fax, mobile, messenger, mail and web buttons. The block is where a visitor
 * comes to get in touch (the first screen's action leads here), so the buttons show without a
 * click; the button above them still closes and opens them.
 */
export async function ContactBlock({ block, context }: BlockProps<"contact">) {
  const t = await getTranslations({ locale: context.locale, namespace: "contact" });
  return (
    <BlockSection context={context} heading={t("heading")} card>
      <ContactButtons contact={block.channels} labels={await contactLabels(context.locale)} initiallyOpen />
    </BlockSection>
  );
}

/** The contact buttons' words in the page's language. */
export async function contactLabels(locale: Locale): Promise<ContactLabels> {
  const t = await getTranslations({ locale, namespace: "contact" });
  return {
    open: t("open"),
    close: t("close"),
    actions: {
      phone: t("actions.phone"),
      mobile: t("actions.mobile"),
      messenger: t("actions.messenger"),
      mail: t("actions.mail"),
      web: t("actions.web"),
    },
    copy: t("copy"),
    copied: t("copied"),
    phone: t("phone"),
    fax: t("fax"),
    mobile: t("mobile"),
    messenger: t("messenger"),
    mail: t("mail"),
    web: t("web"),
  };
}
