import { getMessages, getTranslations } from "next-intl/server";
import { Article } from "@/components/content/article";
import { levelText } from "@/components/members/level-text";
import { articleSchema } from "@/lib/content-schema";
import { MemberPage } from "../member-page";
import type { Member } from "../member-access";

/** /protected: what protects the internal pages, for the member who sees them. */
export default function ProtectedRoute() {
  return <MemberPage>{(member) => <Protected {...member} />}</MemberPage>;
}

async function Protected({ locale, session }: Member) {
  const t = await getTranslations({ locale, namespace: "auth" });
  const content = articleSchema.parse((await getMessages({ locale })).auth.protectedPage);
  return (
    <Article content={content} slots={{ afterLead: <p data-testid="protected-session">{t("protectedSession", { user: session.userName, level: await levelText(locale, session) })}</p> }} />
  );
}
