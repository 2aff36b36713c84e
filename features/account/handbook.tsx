import { getMessages, getTranslations } from "next-intl/server";
import { Article } from "@/components/article/article";
import { articleSchema } from "@/components/article/article-schema";
import type { KeptMember } from "@/lib/auth/gate";
import { siteNameInSentence } from "@/lib/i18n/site-name";

/** /intern/doc: the members' handbook of the internal area. */
export async function Handbook({ view, locale }: KeptMember) {
  const t = await getTranslations({ locale, namespace: "auth" });
  const site = siteNameInSentence(await getTranslations({ locale }), view.id);
  const content = articleSchema.parse((await getMessages({ locale })).auth.docPage);
  return (
    <Article content={{ ...content, lead: t("docPage.lead", { site }) }} slots={{ afterLead: <p>{t("docContact")}</p> }} />
  );
}
