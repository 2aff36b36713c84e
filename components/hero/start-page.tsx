import type { Locale } from "@/lib/i18n/locales";
import { SitePage } from "@/components/pages/site-page";
import { articleOf, factsOf } from "@/lib/content";
import { blocksInHero, type SiteHero } from "@/lib/sites/hero";
import { blocksOf, dataOf } from "@/lib/site-data";
import { Hero } from "./hero";
import styles from "./hero.module.css";

/**
 * A start page laid out as its site declares: the first screen, then the article (without the
 * heading the first screen carries and without the blocks it moved up).
 */
export async function StartPage({ site, hero, locale, origin }: { site: string; hero: SiteHero; locale: Locale; origin?: string }) {
  const article = await articleOf(locale, site, "start");
  const page = <SitePage site={site} locale={locale} page="start" origin={origin} omitBlocks={blocksInHero(hero)} untitled />;
  if (!article) return page;
  return (
    <div className={styles.startPage} data-hero-layout={hero.layout}>
      <Hero
        hero={hero}
        context={{
          site,
          locale,
          facts: factsOf(site, locale),
          article,
          startBlocks: blocksOf(site, "start"),
          timeZone: dataOf(site)?.timeZone ?? "UTC",
        }}
      />
      <div className={styles.body}>{page}</div>
    </div>
  );
}
