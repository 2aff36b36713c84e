import "server-only";
import type { SiteId } from "@/lib/tenancy/sites/types";
import { database, type Db } from "./connection";

export interface ChatMessage {
  readonly id: number;
  readonly userName: string;
  readonly body: string;
  readonly createdAt: number;
}

const COLUMNS = ["id", "user_name", "body", "created_at"] as const;
const toMessage = (row: { id: number; user_name: string; body: string; created_at: number }): ChatMessage => ({
  id: row.id,
  userName: row.user_name,
  body: row.body,
  createdAt: row.created_at,
});

export async function insertChatMessage(input: { site: SiteId; accountId: number; userName: string; body: string; now: number }, db?: Db): Promise<ChatMessage> {
  const row = await (db ?? (await database()))
    .insertInto("chat_messages")
    .values({ site: input.site, account_id: input.accountId, user_name: input.userName, body: input.body, created_at: input.now })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return toMessage(row);
}

/** The latest messages of a site, oldest first. */
export async function recentChatMessages(site: SiteId, limit: number, db?: Db): Promise<ChatMessage[]> {
  const rows = await (db ?? (await database())).selectFrom("chat_messages").select(COLUMNS).where("site", "=", site).orderBy("id", "desc").limit(limit).execute();
  return rows.map(toMessage).reverse();
}

/** Messages after the last one a reconnecting client saw (SSE Last-Event-ID). */
export async function chatMessagesAfter(site: SiteId, afterId: number, limit: number, db?: Db): Promise<ChatMessage[]> {
  const rows = await (db ?? (await database()))
    .selectFrom("chat_messages")
    .select(COLUMNS)
    .where("site", "=", site)
    .where("id", ">", afterId)
    .orderBy("id")
    .limit(limit)
    .execute();
  return rows.map(toMessage);
}

export async function countChatMessagesSince(accountId: number, since: number, db?: Db): Promise<number> {
  const row = await (db ?? (await database()))
    .selectFrom("chat_messages")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("account_id", "=", accountId)
    .where("created_at", ">", since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
