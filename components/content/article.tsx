import type { ReactNode } from "react";
import type { ArticleContent } from "@/lib/content-schema";

/** Furniture placed into an article: after the lead, at the start or end of a section, or at the end. */
export interface ArticleSlots {
  readonly afterLead?: ReactNode;
  /** By section number, counted from 1. */
  readonly sectionStart?: Readonly<Record<number, ReactNode>>;
  readonly sectionEnd?: Readonly<Record<number, ReactNode>>;
  readonly end?: ReactNode;
}

/** A content page as written in the language files: heading, lead, sections of paragraphs. */
export function Article({ content, slots = {} }: { content: ArticleContent; slots?: ArticleSlots }) {
  return (
    <article className="article">
      <h1>{content.heading}</h1>
      <p className="lead">{content.lead}</p>
      {slots.afterLead}
      {content.sections.map((section, index) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {slots.sectionStart?.[index + 1]}
          {section.paragraphs.map((paragraph, position) => (
            // Static text in a fixed order: the position is a stable key.
            <p key={position}>{paragraph}</p>
          ))}
          {slots.sectionEnd?.[index + 1]}
        </section>
      ))}
      {slots.end}
    </article>
  );
}
