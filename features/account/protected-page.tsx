import { getMessages, getTranslations } from "next-intl/server";
import { Article } from "@/components/article/article";
import { levelText } from "./level-text";
import { articleSchema } from "@/components/article/article-schema";
import type { KeptMember } from "@/lib/auth/gate";
import { NamedText } from "./member-name";
import { MEMBER_NAME_SLOT } from "./member-name-slot";

/** /protected: what protects the internal pages, for the member who sees them. */
export async function ProtectedPage({ locale, access }: KeptMember) {
  const t = await getTranslations({ locale, namespace: "auth" });
  const content = articleSchema.parse((await getMessages({ locale })).auth.protectedPage);
  return (
    <Article content={content} slots={{ afterLead: <p data-testid="protected-session"><NamedText text={t("protectedSession", { user: MEMBER_NAME_SLOT, level: await levelText(locale, access) })} /></p> }} />
  );
}
