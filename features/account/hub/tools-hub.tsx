import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { LinkCards } from "../link-cards";
import { LineIcon } from "../line-icon";
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
 * tools of the site's own work come first, then the browser's settings; the other sites' tools last,
 * under a sentence that says whose they are (a mental-health lobby offering an S7 data block without
 * it read as a mistake).
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
  // The other sites' tools as one list of links with their drawings and what each does, under the
  // sentence that says whose they are: they open here. Round 89 replaced round 82's fold, whose closed
  // switch named the four tools and then offered "Show the 4 tools" to list them again (the review,
  // r89-b: two lists of the same names, the first of plain words that looked like broken links).
  const otherTools = (
    <section className={styles.otherTools} data-other-tools="" aria-labelledby="other-tools-heading">
      <h2 id="other-tools-heading">{t("members.hub.otherTools", { count: otherCards.length })}</h2>
      <p className={styles.otherNote}>{t("members.hub.otherToolsNote")}</p>
      <ul className={styles.otherNames} data-other-names="">
        {otherCards.map((card) => (
          <li key={card.id} className={styles.otherName}>
            <LineIcon name={card.icon} className={styles.otherIcon} />
            <Link href={card.href} className={styles.otherLink}>
              {card.title}
            </Link>
            <span className={styles.otherText}>{card.text}</span>
          </li>
        ))}
      </ul>
    </section>
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
