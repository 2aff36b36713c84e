import "server-only";
import { z } from "zod";
import type { SiteId } from "@/lib/sites/types";
import { database } from "./connection";

export interface ChatMessage {
  readonly id: number;
  readonly userName: string;
  readonly body: string;
  readonly createdAt: number;
}

const messageRow = z
  .object({ id: z.number().int(), user_name: z.string(), body: z.string(), created_at: z.number() })
  .transform((row): ChatMessage => ({ id: row.id, userName: row.user_name, body: row.body, createdAt: row.created_at }));

export function insertChatMessage(input: { site: SiteId; accountId: number; userName: string; body: string; now: number }): ChatMessage {
  const result = database()
    .prepare("INSERT INTO chat_messages (site, account_id, user_name, body, created_at) VALUES (?, ?, ?, ?, ?)")
    .run(input.site, input.accountId, input.userName, input.body, input.now);
  return { id: Number(result.lastInsertRowid), userName: input.userName, body: input.body, createdAt: input.now };
}

/** The latest messages of a site, oldest first. */
export function recentChatMessages(site: SiteId, limit: number): ChatMessage[] {
  const rows = database()
    .prepare("SELECT id, user_name, body, created_at FROM chat_messages WHERE site = ? ORDER BY id DESC LIMIT ?")
    .all(site, limit);
  return z.array(messageRow).parse(rows).reverse();
}

/** Messages after the last one a reconnecting client saw (SSE Last-Event-ID). */
export function chatMessagesAfter(site: SiteId, afterId: number, limit: number): ChatMessage[] {
  const rows = database()
    .prepare("SELECT id, user_name, body, created_at FROM chat_messages WHERE site = ? AND id > ? ORDER BY id LIMIT ?")
    .all(site, afterId, limit);
  return z.array(messageRow).parse(rows);
}

export function countChatMessagesSince(accountId: number, since: number): number {
  const row = database()
    .prepare("SELECT COUNT(*) AS count FROM chat_messages WHERE account_id = ? AND created_at > ?")
    .get(accountId, since) as { count: number };
  return row.count;
}
