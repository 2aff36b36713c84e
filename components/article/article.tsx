import type { ReactNode } from "react";
import type { ArticleContent } from "@/components/article/article-schema";
import { AsideLayout } from "./aside-layout";

/** Furniture placed into an article: after the lead, at the start or end of a section, beside the text, or at the end. */
export interface ArticleSlots {
  readonly afterLead?: ReactNode;
  /** By section number, counted from 1. */
  readonly sectionStart?: Readonly<Record<number, ReactNode>>;
  readonly sectionEnd?: Readonly<Record<number, ReactNode>>;
  readonly end?: ReactNode;
  /** A column beside the text on a wide screen (fact box, picture, pull quote); after the lead on a phone. */
  readonly aside?: ReactNode;
  /** After the text, across the text and its column on a wide screen (an event plan). */
  readonly wide?: ReactNode;
}

/** A content page as written in the language files: heading, lead, sections of paragraphs. */
export function Article({
  content,
  slots = {},
  untitled = false,
  omitLead = false,
  omitSections,
}: {
  content: ArticleContent;
  slots?: ArticleSlots;
  untitled?: boolean;
  /** The page shows or says the lead elsewhere (a start page's first screen). */
  omitLead?: boolean;
  /** Sections (counted from 1) the page shows elsewhere; the others keep their numbers. */
  omitSections?: ReadonlySet<number>;
}) {
  const head = (
    <>
      {untitled ? null : <h1>{content.heading}</h1>}
      {omitLead ? null : <p className="lead">{content.lead}</p>}
    </>
  );
  const body = (
    <>
      {slots.afterLead}
      {content.sections.map((section, index) =>
        omitSections?.has(index + 1) ? null : (
        // Numbered so that a teaser elsewhere on the page can link to a section.
        <section key={section.heading} id={`section-${index + 1}`}>
          <h2>{section.heading}</h2>
          {slots.sectionStart?.[index + 1]}
          {section.paragraphs.map((paragraph, position) => (
            // Static text in a fixed order: the position is a stable key.
            <p key={position}>{paragraph}</p>
          ))}
          {slots.sectionEnd?.[index + 1]}
        </section>
        ),
      )}
      {slots.end}
    </>
  );
  if (!slots.aside) {
    return (
      <article className="article" aria-label={untitled ? content.heading : undefined}>
        {head}
        {body}
        {slots.wide}
      </article>
    );
  }
  return <AsideLayout head={head} aside={slots.aside} body={body} wide={slots.wide} label={untitled ? content.heading : undefined} />;
}
