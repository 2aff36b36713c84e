import { getTranslations } from "next-intl/server";
import { LinkCards } from "@/components/private/link-cards";
import type { PrivateContentProps } from "@/components/private/private-route";
import { localizedPath } from "@/lib/view-context";
import { LastTool } from "./last-tool";
import { tools } from "./tools";

/** /various: one card per tool; each tool opens on its own view, which alone loads its code. */
export async function ToolsHub({ locale }: PrivateContentProps) {
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
      <LastTool tools={cards.map(({ id, href, title }) => ({ id, href, title }))} label={t("members.hub.lastUsed")} />
      <LinkCards cards={cards} />
    </article>
  );
}
