import "server-only";
import { parseChatNotice, type ChatNotice } from "@/lib/db/chat-notices";
import { listenForNotices, type NoticeParts as ChannelParts } from "@/lib/db/listen-notices";

export type NoticeParts = Omit<ChannelParts<ChatNotice>, "feed" | "parse">;

/** The notices of new chat messages from every replica (lib/db/listen-notices.ts). */
export function listenForChatNotices(parts: NoticeParts): { close(): Promise<void> } {
  return listenForNotices({ ...parts, feed: "chat feed", parse: parseChatNotice });
}
