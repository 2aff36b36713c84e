import Link from "next/link";
import { getMessages, getTranslations } from "next-intl/server";
import { z } from "zod";
import { Article } from "@/components/article/article";
import { levelText } from "./level-text";
import { articleSchema } from "@/components/article/article-schema";
import type { KeptMember } from "@/lib/auth/gate";
import { FeatureTexts } from "@/lib/i18n/feature-texts";
import { localeTags } from "@/lib/i18n/locales";
import { NamedText } from "./member-name";
import { MEMBER_NAME_SLOT } from "./member-name-slot";
import { SessionUntil } from "./overview/session-until";
import local from "./members-area.module.css";
import styles from "./protected-page.module.css";

/** The page in plain words, and how it works technically behind a fold (cookies and tokens read as jargon to a volunteer). */
const protectedPageSchema = articleSchema.extend({
  details: z.object({ summary: z.string().min(1), paragraphs: z.array(z.string().min(1)).min(1) }),
});

/**
 * /protected, "Sign-in security": what protects the internal pages, for the member who sees them,
 * and beside it the member's own sign-in (who, until when, the way out): the page explains the
 * sign-in, the card shows the one in use (one column of text left 600 px empty on a laptop).
 */
export async function ProtectedPage({ locale, access }: KeptMember) {
  const t = await getTranslations({ locale, namespace: "auth" });
  const root = await getTranslations({ locale });
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
  const yourSignIn = (
    <section className={`card ${local.asideCard} ${styles.signInCard}`} aria-labelledby="your-sign-in">
      <h2 id="your-sign-in">{t("protectedCardHeading")}</h2>
      <p data-testid="protected-session">{session}</p>
      <FeatureTexts locale={locale} namespaces={["members.overview"]}>
        <SessionUntil className={styles.until} localeTag={localeTags[locale]} />
      </FeatureTexts>
      <p className={styles.signOut}>
        <Link href={`/${locale}/log_out`}>{root("paths.log_out")}</Link>
      </p>
    </section>
  );
  return <Article content={content} slots={{ aside: yourSignIn, end: technical }} />;
}
