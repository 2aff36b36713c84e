import { getTranslations } from "next-intl/server";
import { LinkCards } from "../link-cards";
import { toolGroups } from "./tools";
import { FeatureTexts } from "@/lib/i18n/feature-texts";
import type { Locale } from "@/lib/i18n/locales";
import { siteNameInSentence } from "@/lib/i18n/site-name";
import type { ViewDefinition } from "@/lib/tenancy/sites/registry";
import { localizedPath } from "@/lib/tenancy/view-context";
import { LastTool } from "./last-tool";

/**
 * /various: one card per tool; each tool opens on its own view, which alone loads its code. The
 * tools of the site's own work come first under its name, the others follow as further tools.
 */
export async function ToolsHub({ view, locale }: { view: ViewDefinition; locale: Locale }) {
  const t = await getTranslations({ locale });
  const { own, further } = toolGroups(view.ownTools ?? []);
  const cardsOf = (group: typeof own) =>
    group.map((tool) => ({
      id: tool.id,
      href: localizedPath(locale, tool.path),
      title: t(`paths.${tool.page}`),
      text: t(`members.hub.describe.${tool.id}`),
      icon: tool.id,
    }));
  const ownCards = cardsOf(own);
  const furtherCards = cardsOf(further);
  return (
    <article className="article article-wide">
      <h1>{t("paths.various")}</h1>
      <p className="lead">{t("members.hub.intro")}</p>
      <FeatureTexts locale={locale} namespaces={["members.hub.lastUsed"]}>
        <LastTool tools={[...ownCards, ...furtherCards].map(({ id, href, title }) => ({ id, href, title }))} />
      </FeatureTexts>
      {ownCards.length > 0 ? (
        <>
          <h2>{t("members.hub.ownTools", { site: siteNameInSentence(t, view.id) })}</h2>
          <LinkCards cards={ownCards} headingLevel={3} />
          <h2>{t("members.hub.furtherTools")}</h2>
          <LinkCards cards={furtherCards} headingLevel={3} />
        </>
      ) : (
        <LinkCards cards={furtherCards} />
      )}
    </article>
  );
}
