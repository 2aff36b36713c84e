import { z } from "zod";

/** A content page as written in the language files: heading, lead, sections of paragraphs. */
export const articleSchema = z.object({
  heading: z.string().min(1),
  lead: z.string().min(1),
  sections: z.array(z.object({ heading: z.string().min(1), paragraphs: z.array(z.string().min(1)) })),
});
export type ArticleContent = z.infer<typeof articleSchema>;
