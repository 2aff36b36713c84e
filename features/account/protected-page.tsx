import { getMessages, getTranslations } from "next-intl/server";
import { z } from "zod";
import { Article } from "@/components/article/article";
import { levelText } from "./level-text";
import { articleSchema } from "@/components/article/article-schema";
import type { KeptMember } from "@/lib/auth/gate";
import { NamedText } from "./member-name";
import { MEMBER_NAME_SLOT } from "./member-name-slot";

/** The page in plain words, and how it works technically behind a fold (cookies and tokens read as jargon to a volunteer). */
const protectedPageSchema = articleSchema.extend({
  details: z.object({ summary: z.string().min(1), paragraphs: z.array(z.string().min(1)).min(1) }),
});

/** /protected, "Sign-in security": what protects the internal pages, for the member who sees them. */
export async function ProtectedPage({ locale, access }: KeptMember) {
  const t = await getTranslations({ locale, namespace: "auth" });
  const { details, ...content } = protectedPageSchema.parse((await getMessages({ locale })).auth.protectedPage);
  // The shared access's user name ("lobby-members-2025") is no one's name: that sign-in is named by what it is.
  const session = access.level === "shared" ? t("protectedSessionShared") : <NamedText text={t("protectedSession", { user: MEMBER_NAME_SLOT, level: await levelText(locale, access) })} />;
  const technical = (
    <details className="disclosure" data-testid="protected-details">
      <summary>{details.summary}</summary>
      {details.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </details>
  );
  return <Article content={content} slots={{ afterLead: <p data-testid="protected-session">{session}</p>, end: technical }} />;
}
