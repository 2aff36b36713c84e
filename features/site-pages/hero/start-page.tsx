// First of the imports: the start page's compositions come before the first screens' rules in the
// cascade (a layout's rule of equal weight in hero.module.css, written after them, wins).
import startPageStyles from "./start-page.module.css";
import type { Locale } from "@/lib/i18n/locales";
import type { ViewDefinition } from "@/lib/tenancy/sites/registry";
import { ConstructionPage } from "../construction/construction-page";
import { SitePage } from "../pages/site-page";
import { SECTION_NAV_MIN, SectionNav } from "../pages/section-nav";
import { articleOf, factsOf } from "../data/content";
import { blocksInHero, leadInHero, sectionsInHero } from "./hero-declaration";
import { heroOf } from "../data/heroes";
import { blocksOf, publishedDataOf } from "../data/published";
import { Hero } from "./hero";
import { HeroClosing } from "./hero-closing";
import { LanguageListBack, languageSectionStarts } from "./language-sections";
import styles from "./hero.module.css";
import { titleWord } from "@/lib/typography/longest-word";

/**
 * A start page laid out as its site declares: the first screen, then the article (without the
 * heading the first screen carries and without the lead, blocks and sections it moved up or says itself). A site without a first
 * screen shows its start article as any other page; a site being built shows the construction notice.
 */
export async function StartPage({ view, locale, origin }: { view: ViewDefinition; locale: Locale; origin?: string }) {
  if (view.underConstruction) return <ConstructionPage view={view} locale={locale} />;
  const site = view.id;
  const hero = heroOf(site);
  const article = await articleOf(locale, site, "start");
  if (!hero || !article) return <SitePage site={site} locale={locale} page="start" origin={origin} />;
  const heroSections = sectionsInHero(hero);
  const sectionStart = hero.languageSections ? await languageSectionStarts(hero.languageSections, site, locale) : undefined;
  // The list of sections in the first screen, under the picture, instead of in the article's body.
  const links = hero.sectionLinks ?? "box";
  const listed = article.sections.map((section, index) => ({ number: index + 1, heading: section.heading })).filter((section) => !heroSections.has(section.number));
  const contents = hero.contentsBeforeParts && links !== "none" && listed.length >= SECTION_NAV_MIN ? <SectionNav locale={locale} sections={listed} form={links} /> : undefined;
  const page = (
    <SitePage
      site={site}
      locale={locale}
      page="start"
      origin={origin}
      omitBlocks={blocksInHero(hero)}
      omitSections={heroSections}
      omitLead={leadInHero(hero)}
      leadAfterSection={hero.leadAfterSection}
      leadOpensSection={hero.leadOpensSection}
      sectionStart={sectionStart}
      foldSections={hero.body === "folded" || hero.foldOnPhone === true}
      asideOnPhone={hero.asideOnPhone}
      sectionLinks={contents ? "none" : hero.sectionLinks}
      bandSection={hero.bandSection}
      untitled
    />
  );
  const startBlocks = await blocksOf(site, "start");
  // A lead commentary on the first screen is the heading a reader sees first (a magazine's title is
  // its header's masthead): the section headings below stay a quarter under it too, however long
  // its longest word (a Tamil lead fitted to its word stood barely over them).
  const leadHeadings = [...heroSections].map((number) => article.sections[number - 1]?.heading ?? "");
  return (
    <div className={`start-page ${startPageStyles.startPage} ${styles.startPage}`} data-hero-layout={hero.layout} style={titleWord([article.heading, ...leadHeadings].join(" "))}>
      <Hero
        hero={hero}
        contents={contents}
        context={{
          site,
          locale,
          facts: await factsOf(site, locale),
          article,
          startBlocks,
          timeZone: (await publishedDataOf(site))?.timeZone ?? "UTC",
        }}
      />
      <div className={`${startPageStyles.body} ${styles.body}`} data-body-composition={hero.body ?? "column"} data-section-links={hero.sectionLinks ?? "box"}>
        {page}
        {hero.languageSections ? <LanguageListBack site={site} locale={locale} /> : null}
      </div>
      {hero.closingActions ? <HeroClosing hero={hero} site={site} locale={locale} startBlocks={startBlocks} /> : null}
    </div>
  );
}
