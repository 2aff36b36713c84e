import { getTranslations } from "next-intl/server";
import { Article } from "@/components/content/article";
import { articleSchema } from "@/lib/content-schema";
import type { PrivateContentProps } from "./private-route";

/** /intern/doc: the members' handbook of the internal area. */
export async function DocPage({ view, locale }: PrivateContentProps) {
  const t = await getTranslations({ locale, namespace: "auth" });
  const site = (await getTranslations({ locale }))(`sites.${view.id}.title`);
  const content = articleSchema.parse(t.raw("docPage"));
  return (
    <Article content={{ ...content, lead: t("docPage.lead", { site }) }} slots={{ afterLead: <p>{t("docContact")}</p> }} />
  );
}
