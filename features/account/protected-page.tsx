import { getMessages, getTranslations } from "next-intl/server";
import { Article } from "@/components/article/article";
import { levelText } from "./level-text";
import { articleSchema } from "@/components/article/article-schema";
import type { Member } from "@/lib/auth/gate";

/** /protected: what protects the internal pages, for the member who sees them. */
export async function ProtectedPage({ locale, session }: Member) {
  const t = await getTranslations({ locale, namespace: "auth" });
  const content = articleSchema.parse((await getMessages({ locale })).auth.protectedPage);
  return (
    <Article content={content} slots={{ afterLead: <p data-testid="protected-session">{t("protectedSession", { user: session.userName, level: await levelText(locale, session) })}</p> }} />
  );
}
