import { getTranslations } from "next-intl/server";
import { errorTexts, textsOf } from "@/components/auth/texts";
import { ChatClient } from "@/features/chat/chat-client";
import { CHAT_MESSAGE_MAX } from "@/features/chat/message-schema";
import { recentChatMessages } from "@/lib/db/chat";
import { localeTags } from "@/lib/i18n/locales";
import type { PrivateContentProps } from "./private-route";

const SHOWN_MESSAGES = 100;

/** /intern/chat: the chat of the site's entitled members. */
export async function ChatPage({ view, locale, session }: PrivateContentProps) {
  const t = await getTranslations({ locale, namespace: "auth.chat" });
  const root = await getTranslations({ locale });
  return (
    <article className="article">
      <h1>{root("paths.chat")}</h1>
      <p className="lead">{t("intro", { site: root(`sites.${view.id}.title`) })}</p>
      <ChatClient
        initial={await recentChatMessages(session.site, SHOWN_MESSAGES)}
        maxLength={CHAT_MESSAGE_MAX}
        localeTag={localeTags[locale]}
        errors={await errorTexts(locale)}
        texts={textsOf(t, ["messageLabel", "send", "sending", "counter", "empty", "live", "connecting", "closed", "listLabel", "enterHint"])}
      />
    </article>
  );
}
