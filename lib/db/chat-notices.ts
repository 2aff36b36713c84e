import "server-only";
import pg from "pg";
import { z } from "zod";
import { siteIds, type SiteId } from "@/lib/tenancy/sites/types";
import { CONNECT_TIMEOUT_MS } from "./engine";

/** The PostgreSQL channel of every site's chat notices. */
export const CHAT_CHANNEL = "multisite_chat";
export const LISTENER_NAME = "multisite-chat-listener";

/** "A message of `site` with this id is stored": a wake-up only; readers take the rows from the table. */
export interface ChatNotice {
  readonly site: SiteId;
  readonly id: number;
}

const noticeSchema = z.object({ site: z.enum(siteIds), id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** The notice in a NOTIFY payload, or undefined when the payload is not one (fields beyond site and id are ignored). */
export function parseChatNotice(payload: string): ChatNotice | undefined {
  try {
    const parsed = noticeSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The one listening connection of a process (a pg.Client of its own, never one of the pool's). */
export interface ListenConnection {
  /** LISTENs on its channel; resolves once LISTEN took effect (later notices reach `onPayload`). */
  start(onPayload: (payload: string) => void, onLost: (error: Error) => void): Promise<void>;
  close(): Promise<void>;
}

/**
 * A new connection for LISTEN on `channel` (the chat's, or the content's: lib/db/content.ts), outside the pool: a pooled connection would be handed to other
 * queries and lose the LISTEN when the pool recycles it. TCP keep-alive notices a dead peer.
 */
export async function openListenConnection(url: string, channel: string = CHAT_CHANNEL): Promise<ListenConnection> {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    // Shows in pg_stat_activity, so an operator sees which connection listens.
    application_name: LISTENER_NAME,
  });
  let reportLost: (error: Error) => void = () => {};
  // Registered before connecting: an error event without a listener would end the process.
  client.on("error", (error) => reportLost(error));
  client.on("end", () => reportLost(new Error("the listening connection ended")));
  await client.connect();
  return {
    async start(onPayload, onLost) {
      client.on("notification", (notice) => {
        if (notice.channel === channel && notice.payload !== undefined) onPayload(notice.payload);
      });
      reportLost = (error) => {
        reportLost = () => {};
        onLost(error);
      };
      await client.query(`LISTEN ${channel}`);
    },
    async close() {
      reportLost = () => {};
      await client.end().catch(() => undefined);
    },
  };
}
