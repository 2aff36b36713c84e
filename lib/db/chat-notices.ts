import "server-only";
import { sql } from "kysely";
import pg from "pg";
import { database } from "./connection";
import { CONNECT_TIMEOUT_MS } from "./engine.mjs";

/** The one listening connection of a process (a pg.Client of its own, never one of the pool's). */
export interface ListenConnection {
  /** LISTENs on the channel; then the newest chat message id, read on the same connection once LISTEN took effect. */
  start(channel: string, onPayload: (payload: string) => void, onLost: (error: Error) => void): Promise<number>;
  close(): Promise<void>;
}

const CHANNEL_NAME = /^[a-z_]+$/;
export const LISTENER_NAME = "multisite-chat-listener";

/**
 * A new connection for LISTEN, outside the pool: a pooled connection would be handed to other
 * queries and lose the LISTEN when the pool recycles it. TCP keep-alive notices a dead peer.
 */
export async function openListenConnection(url: string): Promise<ListenConnection> {
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
    async start(channel, onPayload, onLost) {
      if (!CHANNEL_NAME.test(channel)) throw new Error(`not a channel name: ${channel}`);
      client.on("notification", (notice) => {
        if (notice.channel === channel && notice.payload !== undefined) onPayload(notice.payload);
      });
      reportLost = (error) => {
        reportLost = () => {};
        onLost(error);
      };
      await client.query(`LISTEN ${channel}`);
      const { rows } = await client.query<{ latest: string | number }>("SELECT COALESCE(MAX(id), 0) AS latest FROM chat_messages");
      return Number(rows[0]?.latest ?? 0);
    },
    async close() {
      reportLost = () => {};
      await client.end().catch(() => undefined);
    },
  };
}

/** NOTIFY through the pool (the payload is a bound parameter of pg_notify, never spliced into SQL). */
export async function notifyChannel(channel: string, payload: string): Promise<void> {
  await sql`SELECT pg_notify(${channel}, ${payload})`.execute(await database());
}
