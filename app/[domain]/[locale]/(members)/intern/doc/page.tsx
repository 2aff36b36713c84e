import { getMessages, getTranslations } from "next-intl/server";
import { Article } from "@/components/content/article";
import { articleSchema } from "@/lib/content-schema";
import { MemberPage } from "../../member-page";
import type { Member } from "../../member-access";

/** /intern/doc: the members' handbook of the internal area. */
export default function DocRoute() {
  return <MemberPage>{(member) => <Doc {...member} />}</MemberPage>;
}

async function Doc({ view, locale }: Member) {
  const t = await getTranslations({ locale, namespace: "auth" });
  const site = (await getTranslations({ locale }))(`sites.${view.id}.title`);
  const content = articleSchema.parse((await getMessages({ locale })).auth.docPage);
  return (
    <Article content={{ ...content, lead: t("docPage.lead", { site }) }} slots={{ afterLead: <p>{t("docContact")}</p> }} />
  );
}
