import { getTranslations } from "next-intl/server";
import { ChatClient } from "./chat-client";
import { CHAT_MESSAGE_MAX } from "./message-schema";
import { recentChatMessages } from "@/lib/db/chat";
import { FeatureTexts } from "@/lib/i18n/feature-texts";
import { localeTags } from "@/lib/i18n/locales";
import type { Member } from "@/lib/auth/gate";
import { siteNameInSentence } from "@/lib/i18n/site-name";

const SHOWN_MESSAGES = 100;


/** /intern/chat: the chat of the site's entitled members. */
export async function ChatPage({ view, locale, session }: Member) {
  const t = await getTranslations({ locale, namespace: "auth.chat" });
  const root = await getTranslations({ locale });
  return (
    <article className="article">
      <h1>{root("paths.chat")}</h1>
      <p className="lead">{t("intro", { site: siteNameInSentence(root, view.id) })}</p>
      <FeatureTexts locale={locale} namespaces={["auth.errors", "auth.chat"]}>
        <ChatClient
          initial={await recentChatMessages(session.site, SHOWN_MESSAGES)}
          maxLength={CHAT_MESSAGE_MAX}
          localeTag={localeTags[locale]}
        />
      </FeatureTexts>
    </article>
  );
}
