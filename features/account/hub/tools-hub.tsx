import { getTranslations } from "next-intl/server";
import { LinkCards } from "../link-cards";
import { tools } from "./tools";
import { FeatureTexts } from "@/lib/i18n/feature-texts";
import type { Locale } from "@/lib/i18n/locales";
import { localizedPath } from "@/lib/tenancy/view-context";
import { LastTool } from "./last-tool";

/** /various: one card per tool; each tool opens on its own view, which alone loads its code. */
export async function ToolsHub({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale });
  const cards = tools.map((tool) => ({
    id: tool.id,
    href: localizedPath(locale, tool.path),
    title: t(`paths.${tool.page}`),
    text: t(`members.hub.describe.${tool.id}`),
    icon: tool.id,
  }));
  return (
    <article className="article article-wide">
      <h1>{t("paths.various")}</h1>
      <p className="lead">{t("members.hub.intro")}</p>
      <FeatureTexts locale={locale} namespaces={["members.hub.lastUsed"]}>
        <LastTool tools={cards.map(({ id, href, title }) => ({ id, href, title }))} />
      </FeatureTexts>
      <LinkCards cards={cards} />
    </article>
  );
}
