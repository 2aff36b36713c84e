import { z } from "zod";

export const articleSchema = z.object({
  heading: z.string(),
  lead: z.string(),
  sections: z.array(z.object({ heading: z.string(), paragraphs: z.array(z.string()) })),
});
export type ArticleContent = z.infer<typeof articleSchema>;

/** A content page as written in the language files: heading, lead, sections of paragraphs. */
export function Article({ content, children }: { content: ArticleContent; children?: React.ReactNode }) {
  return (
    <article className="article">
      <h1>{content.heading}</h1>
      <p className="lead">{content.lead}</p>
      {children}
      {content.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph, index) => (
            // Static text in a fixed order: the position is a stable key.
            <p key={index}>{paragraph}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
