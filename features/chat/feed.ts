import "server-only";
import { EventEmitter } from "node:events";
import { chatMessagesAfter, type ChatMessage } from "@/lib/db/chat";
import { notifyChannel, openListenConnection } from "@/lib/db/chat-notices";
import { databaseConfigFrom } from "@/lib/db/engine.mjs";
import { log } from "@/lib/server/log";
import { onExit } from "@/lib/server/shutdown";
import type { SiteId } from "@/lib/tenancy/sites/types";
import { postgresChatFeed } from "./postgres-feed";

export type ChatListener = (message: ChatMessage) => void;

/**
 * Fan-out of new chat messages (already stored) to the open event streams. The messages
 * themselves live in the database; a feed only says "this one is new". A viewer that misses a
 * notice (a reconnect, a replica restart) catches up from the database by Last-Event-ID.
 */
export interface ChatFeed {
  /** Tells every subscriber of `site`, in every process that shares the database, about `message`. */
  publish(site: SiteId, message: ChatMessage): Promise<void>;
  /** Calls `listener` for each new message of `site`; the returned function unsubscribes. */
  subscribe(site: SiteId, listener: ChatListener): () => void;
}

/**
 * The feed of one process: enough for SQLite, where one process owns the database. Several
 * replicas on PostgreSQL use the feed through the database (postgres-feed.ts).
 */
export function inProcessChatFeed(): ChatFeed {
  const emitter = new EventEmitter();
  // One listener per open chat tab; the default warning at 10 would be a false alarm.
  emitter.setMaxListeners(0);
  return {
    async publish(site, message) {
      emitter.emit(site, message);
    },
    subscribe(site, listener) {
      emitter.on(site, listener);
      return () => {
        emitter.off(site, listener);
      };
    },
  };
}

const GLOBAL_KEY = Symbol.for("multisite.chat-feed");
type Holder = { [GLOBAL_KEY]?: ChatFeed };

/**
 * The feed of this process (kept on globalThis: Next may load this module once per bundle):
 * through PostgreSQL's LISTEN/NOTIFY when DATABASE_URL names one, else in-process.
 */
export function chatFeed(): ChatFeed {
  const holder = globalThis as Holder;
  holder[GLOBAL_KEY] ??= createFeed();
  return holder[GLOBAL_KEY];
}

function createFeed(): ChatFeed {
  const config = databaseConfigFrom(process.env);
  if (!config.ok || config.config.engine !== "postgres") return inProcessChatFeed();
  const { url } = config.config;
  const feed = postgresChatFeed({
    connect: () => openListenConnection(url),
    notify: notifyChannel,
    readAfter: (site, afterId, limit) => chatMessagesAfter(site, afterId, limit),
    log,
  });
  onExit(() => void feed.close());
  return feed;
}
