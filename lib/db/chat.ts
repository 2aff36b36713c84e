import type { RowOf } from "./schema";
import "server-only";
import { sql } from "kysely";
import type { SiteId } from "@/lib/tenancy/sites/types";
import { CHAT_CHANNEL } from "./chat-notices";
import { database, type Db } from "./connection";
import { engineOf } from "./engine";

export interface ChatMessage {
  readonly id: number;
  readonly userName: string;
  readonly body: string;
  readonly createdAt: number;
}

const COLUMNS = ["id", "user_name", "body", "created_at"] as const;
type MessageRow = RowOf<"chat_messages", (typeof COLUMNS)[number]>;
const toMessage = (row: MessageRow): ChatMessage => ({
  id: row.id,
  userName: row.user_name,
  body: row.body,
  createdAt: row.created_at,
});

/** The key of a site's posting lock, in the key space of exclusively() (lib/db/exclusive.ts). */
const siteLockKey = (site: SiteId) => `chat:${site}`;

/**
 * Stores a message of a site. Its messages become visible in the order of their ids, on every
 * engine and replica, so a reader that has every message up to an id never sees a smaller one
 * appear later: "all after the last id I have" is then a complete answer. SQLite writes one
 * statement at a time. PostgreSQL draws ids in parallel and commits out of order, so the insert
 * first takes a lock per site (the subquery; OFFSET 0 keeps the planner from merging it, so the
 * lock comes before the id is drawn) and holds it to the commit; other sites stay parallel. The
 * NOTIFY goes with the same statement: PostgreSQL sends it at the commit, when the row is
 * visible. One statement, one round trip: the lock is held no longer than the insert itself.
 */
export async function insertChatMessage(input: { site: SiteId; accountId: number; userName: string; body: string; now: number }, db?: Db): Promise<ChatMessage> {
  const target = db ?? (await database());
  if (engineOf(target) === "sqlite") {
    return toMessage(
      await target
        .insertInto("chat_messages")
        .values({ site: input.site, account_id: input.accountId, user_name: input.userName, body: input.body, created_at: input.now })
        .returning(COLUMNS)
        .executeTakeFirstOrThrow(),
    );
  }
  const { rows } = await sql<MessageRow>`
    INSERT INTO chat_messages (site, account_id, user_name, body, created_at)
    SELECT ${input.site}::text, ${input.accountId}::bigint, ${input.userName}::text, ${input.body}::text, ${input.now}::bigint
    FROM (SELECT pg_advisory_xact_lock(hashtextextended(${siteLockKey(input.site)}, 0)) OFFSET 0) AS site_lock
    RETURNING id, user_name, body, created_at, pg_notify(${CHAT_CHANNEL}, json_build_object('site', site, 'id', id)::text)
  `.execute(target);
  const [row] = rows;
  if (!row) throw new Error("the chat message was not stored");
  return toMessage(row);
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
