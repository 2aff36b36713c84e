import { getTranslations } from "next-intl/server";
import { Article } from "@/components/content/article";
import { articleSchema } from "@/lib/content-schema";
import type { PrivateContentProps } from "./private-route";
import { levelText } from "./level-text";

/** /protected: what protects the internal pages, for the member who sees them. */
export async function ProtectedPage({ locale, session }: PrivateContentProps) {
  const t = await getTranslations({ locale, namespace: "auth" });
  const content = articleSchema.parse(t.raw("protectedPage"));
  return (
    <Article content={content} slots={{ afterLead: <p data-testid="protected-session">{t("protectedSession", { user: session.userName, level: await levelText(locale, session) })}</p> }} />
  );
}
