import type { CSSProperties, ReactNode } from "react";
import type { ArticleContent } from "@/components/article/article-schema";
import { AsideLayout } from "./aside-layout";
import { Fold, type FoldLabels } from "./fold";
import { headingFit, titleWord } from "@/lib/typography/longest-word";
import styles from "./article.module.css";
import { withMailLinks } from "./mail-links";

/** Furniture placed into an article: after the lead, at the start or end of a section, beside the text, or at the end. */
export interface ArticleSlots {
  /** Over the title: where the page stands (a course's part). */
  readonly beforeTitle?: ReactNode;
  readonly afterLead?: ReactNode;
  /** By section number, counted from 1. */
  readonly sectionStart?: Readonly<Record<number, ReactNode>>;
  readonly sectionEnd?: Readonly<Record<number, ReactNode>>;
  /**
   * By section number: what stands beside the section's text in the column beside the text on a
   * wide screen (the section's pull quote, fact box or drawing), so the column carries something
   * all the way down a long page; after the section's text on a phone.
   */
  readonly sectionBeside?: Readonly<Record<number, ReactNode>>;
  readonly end?: ReactNode;
  /** A column beside the text on a wide screen (fact box, picture, pull quote); after the lead on a phone. */
  readonly aside?: ReactNode;
  /** At the foot of that column on a wide screen; after the text on a phone (a year's event plan beside its story). */
  readonly asideEnd?: ReactNode;
  /** After the text, across the text and its column on a wide screen (an event plan). */
  readonly wide?: ReactNode;
}

/**
 * Characters of running text after a section's first paragraph from which a phone folds them: about
 * eight lines of a phone's column. Less reads faster than the switch that would hide it (a fold of
 * three lines only added a pill to every section: the page turned into a column of "Read more").
 */
export const FOLD_MIN_CHARACTERS = 320;

/** Whether a section's paragraphs after the first are long enough to fold on a phone. */
function foldsText(paragraphs: readonly string[]): boolean {
  return paragraphs.length >= 2 && paragraphs.slice(1).reduce((sum, paragraph) => sum + paragraph.length, 0) >= FOLD_MIN_CHARACTERS;
}

/**
 * A section's paragraphs and closing blocks. Folded, the paragraphs after the first stand in a
 * <details>: on a phone the first paragraph is read whole and "Read more" opens the rest; on a wide
 * screen the styles show it open without its switch. Only long running text folds (foldsText): the
 * closing blocks (a player, media cards) stay outside, so nothing a visitor came for hides behind
 * the switch. A one-paragraph section, or one whose rest is a few lines, has nothing to fold.
 */
function SectionText({ paragraphs, end, fold }: { paragraphs: readonly string[]; end: ReactNode; fold?: FoldLabels }) {
  // Static text in a fixed order: the position is a stable key.
  const text = paragraphs.map((paragraph, position) => <p key={position}>{withMailLinks(paragraph)}</p>);
  if (!fold || !foldsText(paragraphs)) {
    return (
      <>
        {text}
        {end}
      </>
    );
  }
  return (
    <>
      {text[0]}
      <Fold labels={fold} kind="text">
        {text.slice(1)}
      </Fold>
      {end}
    </>
  );
}

/**
 * While a wide screen reads the section, the piece beside it travels with the text down to the
 * section's end: pinned at the section's top it left the side column empty beside the rest of a
 * long section (round 79's review). Below 1280 px the piece follows the text as the section's last
 * box, where sticking has no room to move it. Written on the element, not in article.module.css:
 * a rule more in that module tips the CSS chunker into giving every start page a fourth style sheet
 * (tests/e2e/bundle-budget.spec.ts).
 */
const travelsWithText: CSSProperties = { position: "sticky", top: "var(--space-5)" };

/**
 * A section's text and what stands beside it: the text's own wrapper lets a wide screen set the
 * two side by side under the heading (article.module.css); a section with nothing beside it keeps
 * its paragraphs directly under the heading.
 */
function BesideText({ beside, children }: { beside: ReactNode; children: ReactNode }) {
  if (!beside) return <>{children}</>;
  return (
    <>
      <div className={styles.sectionText} data-section-text="">
        {children}
      </div>
      <div className={styles.sectionBeside} data-section-beside="" style={travelsWithText}>
        {beside}
      </div>
    </>
  );
}

/** A content page as written in the language files: heading, lead, sections of paragraphs. */
export function Article({
  content,
  slots = {},
  untitled = false,
  omitLead = false,
  omitSections,
  fold,
  asideOnPhone,
  band,
}: {
  content: ArticleContent;
  slots?: ArticleSlots;
  untitled?: boolean;
  /** The page shows or says the lead elsewhere (a start page's first screen). */
  omitLead?: boolean;
  /** Sections (counted from 1) the page shows elsewhere; the others keep their numbers. */
  omitSections?: ReadonlySet<number>;
  /** Long sections after the first one shown fold to their first paragraph on a phone, with these texts on the switch. */
  fold?: FoldLabels;
  /** Where a phone shows the column beside the text (see AsideLayout). */
  asideOnPhone?: "afterLead" | "last";
  /** A section (counted from 1) the page sets apart as a band across its frame (`data-band`; its look is the page's). */
  band?: number;
}) {
  const head = (
    <>
      {untitled ? null : slots.beforeTitle}
      {untitled ? null : <h1 style={headingFit(content.heading)}>{content.heading}</h1>}
      {omitLead ? null : <p className="lead">{content.lead}</p>}
    </>
  );
  // The first section the page shows reads whole: the page opens on text, not on a switch.
  const firstShown = content.sections.findIndex((_, index) => !omitSections?.has(index + 1));
  const body = (
    <>
      {slots.afterLead}
      {content.sections.map((section, index) =>
        omitSections?.has(index + 1) ? null : (
        // Numbered so that a teaser elsewhere on the page can link to a section.
        <section key={section.heading} id={`section-${index + 1}`} data-band={band === index + 1 ? "" : undefined}>
          <h2 style={headingFit(section.heading)}>{section.heading}</h2>
          <BesideText beside={slots.sectionBeside?.[index + 1]}>
            {slots.sectionStart?.[index + 1]}
            <SectionText paragraphs={section.paragraphs} end={slots.sectionEnd?.[index + 1]} fold={index === firstShown ? undefined : fold} />
          </BesideText>
        </section>
        ),
      )}
      {slots.end}
    </>
  );
  if (!slots.aside && !slots.asideEnd && !slots.sectionBeside) {
    return (
      <article className="article" aria-label={untitled ? content.heading : undefined} style={untitled ? undefined : titleWord(content.heading)}>
        {head}
        {body}
        {slots.wide}
      </article>
    );
  }
  return <AsideLayout head={head} aside={slots.aside ?? null} asideEnd={slots.asideEnd} body={body} wide={slots.wide} asideOnPhone={asideOnPhone} label={untitled ? content.heading : undefined} style={untitled ? undefined : titleWord(content.heading)} />;
}
