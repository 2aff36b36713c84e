import { getTranslations } from "next-intl/server";
import { LinkCards } from "../link-cards";
import { toolGroups, type ToolEntry } from "./tools";
import styles from "./tools.module.css";
import { FeatureTexts } from "@/lib/i18n/feature-texts";
import type { Locale } from "@/lib/i18n/locales";
import { siteNameInSentence } from "@/lib/i18n/site-name";
import type { ViewDefinition } from "@/lib/tenancy/sites/registry";
import { localizedPath } from "@/lib/tenancy/view-context";
import { LastTool } from "./last-tool";
import { settingsGroupAnchor, settingsGroups } from "@/components/tool-ui/settings-groups";

/**
 * /various: one card per tool; each tool opens on its own view, which alone loads its code. The
 * tools of the site's own work come first, then the browser's settings; the other sites' tools wait
 * in a closed fold that names them (a mental-health lobby offering an S7 data block read as a mistake).
 */
export async function ToolsHub({ view, locale }: { view: ViewDefinition; locale: Locale }) {
  const t = await getTranslations({ locale });
  const { own, browser, others } = toolGroups(view);
  const cardsOf = (group: readonly ToolEntry[]) =>
    group.map((tool) => ({
      id: tool.id,
      href: localizedPath(locale, tool.path),
      title: t(tool.title),
      text: t(`members.hub.describe.${tool.id}`),
      icon: tool.id,
    }));
  const [ownCards, otherCards] = [cardsOf(own), cardsOf(others)];
  // The settings card lists its groups, each a way straight to it: the browser's card alone said
  // "what this browser keeps" and left the member to find each part on a long page.
  const browserCards = cardsOf(browser).map((card) => ({
    ...card,
    parts: settingsGroups.map((group) => ({ href: `${card.href}#${settingsGroupAnchor(group.id)}`, label: t(`storage.settings.headings.${group.heading}`), advanced: group.advanced })),
    partsLabel: t("members.hub.settingsParts"),
    // The administrator's parts (file transfer, log file, factory reset) in a quieter group of
    // their own, after what every member uses (round 85).
    advancedLabel: t("members.hub.settingsAdvanced"),
  }));
  // The other sites' tools fold for real: closed, its switch says how many and which (their names
  // under the heading, with their drawings); open, the sentence that says whose they are and a card
  // per tool. Round 81 set the names as links outside the fold: a closed chevron over tools that
  // showed anyway (and a sentence that did not) said "closed" while the content said "open" (round 82).
  const otherTools = (
    <div className={styles.otherTools} data-other-tools="">
      <details className={`disclosure ${styles.otherFold}`}>
        <summary>
          <h2>{t("members.hub.otherTools", { count: otherCards.length })}</h2>
          {/* Round 88: the names as a line of plain words and the switch's own control ("Show the 4
              tools"): four rows of a drawing and a name looked like links that did not work. */}
          <span className={styles.otherNames} data-other-names="">
            {otherCards.map((card) => (
              <span key={card.id} className={styles.otherName}>
                {card.title}
              </span>
            ))}
          </span>
          <span data-other-show="" aria-hidden="true">
            {t("members.hub.showOthers", { count: otherCards.length })}
          </span>
        </summary>
        <p>{t("members.hub.otherToolsNote")}</p>
        <LinkCards cards={otherCards} headingLevel={3} />
      </details>
    </div>
  );
  return (
    <article className="article article-wide">
      <h1>{t("paths.various")}</h1>
      <p className="lead">{t("members.hub.intro")}</p>
      <FeatureTexts locale={locale} namespaces={["members.hub.lastUsed"]}>
        <LastTool tools={[...ownCards, ...browserCards, ...otherCards].map(({ id, href, title }) => ({ id, href, title }))} />
      </FeatureTexts>
      {ownCards.length > 0 ? (
        <>
          <h2>{t("members.hub.ownTools", { site: siteNameInSentence(t, view.id) })}</h2>
          <LinkCards cards={ownCards} headingLevel={3} />
          <h2>{t("members.hub.browserTools")}</h2>
          <LinkCards cards={browserCards} headingLevel={3} />
          {otherTools}
        </>
      ) : (
        // A site without tools of its own offers one card: the fold stands beside it on a wide
        // screen (under it, the card stood alone over 750 px of empty row).
        <div className={styles.besideBrowser}>
          <LinkCards cards={browserCards} />
          {otherTools}
        </div>
      )}
    </article>
  );
}
