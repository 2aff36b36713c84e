import "server-only";
import { sql } from "kysely";
import type { SiteId } from "@/lib/sites/types";
import { CHAT_CHANNEL, chatNoticePayload } from "./chat-notices";
import { database, type Db } from "./connection";
import { engineOf } from "./engine.mjs";
import { exclusively } from "./exclusive";

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

/**
 * Stores a message of a site. Its messages become visible in the order of their ids, on every
 * engine and replica, so a reader that has every message up to an id never sees a smaller one
 * appear later: "all after the last id I have" is then a complete answer. PostgreSQL draws ids
 * in parallel and commits out of order; a lock per site, taken before the id is drawn and held
 * to the commit, keeps the posts of a site in id order (other sites run in parallel). Its NOTIFY
 * goes in the same transaction: PostgreSQL sends it at the commit, when the row is visible.
 */
export async function insertChatMessage(input: { site: SiteId; accountId: number; userName: string; body: string; now: number }, db?: Db): Promise<ChatMessage> {
  const target = db ?? (await database());
  const postgres = engineOf(target) === "postgres";
  return exclusively(target, [`chat:${input.site}`], async (tx) => {
    const message = toMessage(
      await tx
        .insertInto("chat_messages")
        .values({ site: input.site, account_id: input.accountId, user_name: input.userName, body: input.body, created_at: input.now })
        .returning(COLUMNS)
        .executeTakeFirstOrThrow(),
    );
    if (postgres) await sql`SELECT pg_notify(${CHAT_CHANNEL}, ${chatNoticePayload({ site: input.site, id: message.id })})`.execute(tx);
    return message;
  });
}

/** The id of the newest message of a site (0 for none). */
export async function latestChatMessageId(site: SiteId, db?: Db): Promise<number> {
  const row = await (db ?? (await database()))
    .selectFrom("chat_messages")
    .select((eb) => eb.fn.max("id").as("latest"))
    .where("site", "=", site)
    .executeTakeFirst();
  return Number(row?.latest ?? 0);
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
