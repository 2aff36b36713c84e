import type { ReactNode } from "react";
import type { ArticleContent } from "@/components/article/article-schema";

/** Furniture placed into an article: after the lead, at the start or end of a section, or at the end. */
export interface ArticleSlots {
  readonly afterLead?: ReactNode;
  /** By section number, counted from 1. */
  readonly sectionStart?: Readonly<Record<number, ReactNode>>;
  readonly sectionEnd?: Readonly<Record<number, ReactNode>>;
  readonly end?: ReactNode;
}

/** A content page as written in the language files: heading, lead, sections of paragraphs. */
export function Article({
  content,
  slots = {},
  untitled = false,
  omitSections,
}: {
  content: ArticleContent;
  slots?: ArticleSlots;
  untitled?: boolean;
  /** Sections (counted from 1) the page shows elsewhere; the others keep their numbers. */
  omitSections?: ReadonlySet<number>;
}) {
  return (
    <article className="article" aria-label={untitled ? content.heading : undefined}>
      {untitled ? null : <h1>{content.heading}</h1>}
      <p className="lead">{content.lead}</p>
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
    </article>
  );
}
