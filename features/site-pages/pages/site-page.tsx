import { getTranslations } from "next-intl/server";
import { Fragment, type ReactNode } from "react";
import { Article } from "@/components/article/article";
import type { ArticleContent } from "@/components/article/article-schema";
import type { FoldLabels } from "@/components/article/fold";
import { articleOf, factsOf } from "../data/content";
import type { Locale } from "@/lib/i18n/locales";
import { blocksOf, signInParagraphsOf, structuredDataOf } from "../data/published";
import type { ParagraphPlace } from "../data/types";
import { placeBlocks } from "./place-blocks";
import type { RouteBlockViews } from "../blocks/block-types";
import { StructuredDataScripts } from "../structured-data/structured-data";
import { SECTION_NAV_MIN, SectionNav, type SectionLinks } from "./section-nav";
import { groupPlaceOf } from "./group-place";
import { GroupPlaceLine, GroupPlaceNav } from "./group-place-view";

export interface SitePageProps {
  /** Whose texts and data the page shows (the site, or the owner's for a borrowed imprint). */
  readonly site: string;
  /** `site` is another site's, lent to this one (a borrowed imprint). */
  readonly borrowed?: boolean;
  /** The site showing the page has no sign-in: the page's paragraphs about signing in are left out. */
  readonly withoutSignIn?: boolean;
  readonly locale: Locale;
  readonly page: string;
  readonly origin?: string;
  /** Blocks shown elsewhere on the page (the start page's first screen). */
  readonly omitBlocks?: ReadonlySet<string>;
  /** Sections (counted from 1) shown elsewhere on the page, e.g. whole on the first screen. */
  readonly omitSections?: ReadonlySet<number>;
  /** The lead is shown or said elsewhere on the page (the start page's first screen). */
  readonly omitLead?: boolean;
  /** The lead closes this section's text (counted from 1) instead of opening the article. */
  readonly leadAfterSection?: number;
  /** The lead opens this section's text (counted from 1), as its first paragraph, instead of opening the article. */
  readonly leadOpensSection?: number;
  /** The heading is shown elsewhere on the page (the start page's first screen). */
  readonly untitled?: boolean;
  /** What the route adds below the site's blocks in the column beside the text, and at the article's end. */
  readonly aside?: ReactNode;
  readonly end?: ReactNode;
  /** What the page's own first screen adds under a section's heading, by section number (counted from 1). */
  readonly sectionStart?: Readonly<Record<number, ReactNode>>;
  /** Long sections fold to their first paragraph on a phone (a start page whose body is "folded"). */
  readonly foldSections?: boolean;
  /** Where a phone shows the column beside the text: after the lead (the default) or after the sections. */
  readonly asideOnPhone?: "afterLead" | "last";
  /** How the page leads to its sections (a start page's declared choice); the boxed list by default. */
  readonly sectionLinks?: SectionLinks;
  /** A section (counted from 1) set apart as a band across the page (a start page's declared choice). */
  readonly bandSection?: number;
  /** The views of the blocks only this route renders, where the site's data places them (the daily gospel's list). */
  readonly routeBlocks?: RouteBlockViews;
}

/** The article without the given paragraphs. */
function withoutParagraphs(article: ArticleContent, omitted: readonly ParagraphPlace[]): ArticleContent {
  const kept = (section: number, paragraph: number) => !omitted.some((place) => place.section === section && place.paragraph === paragraph);
  return { ...article, sections: article.sections.map((section, index) => ({ ...section, paragraphs: section.paragraphs.filter((_, at) => kept(index + 1, at + 1)) })) };
}

/** The texts of a folded section's switch. */
async function foldLabels(locale: Locale): Promise<FoldLabels> {
  const t = await getTranslations({ locale, namespace: "shell" });
  return { more: t("readMore"), less: t("showLess") };
}

/** A content page: its article from the language files with the site's blocks and structured data. */
export async function SitePage({ site, borrowed, withoutSignIn, locale, page, origin, omitBlocks, omitSections, omitLead, leadAfterSection, leadOpensSection, untitled, aside, end, sectionStart, foldSections, asideOnPhone, sectionLinks = "box", bandSection, routeBlocks }: SitePageProps) {
  const written = await articleOf(locale, site, page);
  const article = written && withoutSignIn ? withoutParagraphs(written, await signInParagraphsOf(site, page)) : written;
  if (!article) {
    const t = await getTranslations({ locale });
    return (
      <article className="article">
        <h1>{t(`paths.${page}`)}</h1>
      </article>
    );
  }
  const blocks = (await blocksOf(site, page)).map((block) => (omitBlocks?.has(block.kind) ? undefined : block));
  const { beforeContents, ...slots } = placeBlocks(blocks, {
    site,
    locale,
    page,
    facts: await factsOf(site, locale),
    sectionCount: article.sections.length,
    borrowed,
    routeBlocks,
    // A start page's body composition pins a section's blocks beside it itself.
    besideColumn: page !== "start",
  });
  const shown = article.sections
    .map((section, index) => ({ number: index + 1, heading: section.heading }))
    .filter((section) => !omitSections?.has(section.number));
  // A lead that reads on from a section closes that section's text, before its closing blocks, in the
  // same place on every screen (a wide screen set it there by the grid while a phone read it above
  // the section's heading); marked as the article's lead, in its paragraphs' look.
  const leadSection =
    !omitLead && leadAfterSection !== undefined && leadAfterSection <= article.sections.length && !omitSections?.has(leadAfterSection) ? leadAfterSection : undefined;
  const ends: Record<number, ReactNode> = { ...slots.sectionEnd };
  if (leadSection !== undefined) ends[leadSection] = [<p key="lead" data-lead="">{article.lead}</p>, <Fragment key="blocks">{slots.sectionEnd?.[leadSection]}</Fragment>];
  // The first screen's additions go before the site's blocks placed at the same section's start.
  const starts: Record<number, ReactNode> = { ...slots.sectionStart };
  const openedSection =
    !omitLead && leadSection === undefined && leadOpensSection !== undefined && leadOpensSection <= article.sections.length && !omitSections?.has(leadOpensSection) ? leadOpensSection : undefined;
  if (openedSection !== undefined) starts[openedSection] = [<p key="lead" data-lead="" data-lead-opens="">{article.lead}</p>, <Fragment key="blocks">{slots.sectionStart?.[openedSection]}</Fragment>];
  for (const [section, node] of Object.entries(sectionStart ?? {})) starts[Number(section)] = [node, slots.sectionStart?.[Number(section)]];
  const fold = foldSections ? await foldLabels(locale) : undefined;
  const sectionNav = sectionLinks !== "none" && shown.length >= SECTION_NAV_MIN ? <SectionNav key="section-nav" locale={locale} sections={shown} form={sectionLinks} /> : null;
  // A page of a run the menu groups (the writing course) says its place over its title and leads
  // on to the parts before and after it at its end, so the run reads as one course.
  const place = borrowed ? undefined : groupPlaceOf(site, page);
  const groupNav = place ? <GroupPlaceNav key="group-nav" place={place} locale={locale} /> : null;
  // A plan after the text (across the page, or the column's foot that a phone sets after the text) comes before the way on.
  const wayOnLast = Boolean(slots.wide || slots.asideEnd);
  return (
    <>
      <Article
        content={article}
        slots={{
          ...slots,
          beforeTitle: place ? <GroupPlaceLine place={place} locale={locale} /> : undefined,
          sectionStart: starts,
          sectionEnd: ends,
          afterLead: [beforeContents, sectionNav, slots.afterLead],
          // The way on stands at the page's very end: after a part's event plan, not above it.
          end: [slots.end, <Fragment key="route-end">{end}</Fragment>, place && !wayOnLast ? groupNav : null],
          ...(place && wayOnLast ? { wide: [slots.wide, groupNav] } : {}),
          ...(slots.aside || aside ? { aside: [slots.aside, <Fragment key="route-aside">{aside}</Fragment>] } : {}),
        }}
        untitled={untitled}
        omitLead={omitLead || leadSection !== undefined || openedSection !== undefined}
        omitSections={omitSections}
        fold={fold}
        asideOnPhone={asideOnPhone}
        band={bandSection}
      />
      <StructuredDataScripts items={await structuredDataOf(site, page)} site={site} locale={locale} origin={origin} />
    </>
  );
}
