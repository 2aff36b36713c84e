import "server-only";
import { chatMessagesAfter, latestChatMessageId } from "@/lib/db/chat";
import { openListenConnection } from "@/lib/db/chat-notices";
import { database } from "@/lib/db/connection";
import { serverEnv } from "@/lib/env/server-env";
import { log } from "@/lib/server/log";
import { onExit } from "@/lib/server/shutdown";
import { processSingleton } from "@/lib/server/singleton";
import { listenForChatNotices } from "./postgres-notices";
import { siteTails, type ChatTails } from "./site-tails";

/**
 * The readers of new chat messages of this process. They are woken by every post of this
 * process and, with PostgreSQL, by the NOTIFY of every replica's posts (LISTEN on a connection
 * of its own, opened once the migrations have run, so a fresh database is not asked for a table
 * that is still being made). With SQLite one process owns the database and its own posts are all.
 */
export function chatTails(): ChatTails {
  return processSingleton("chat-tails", createTails);
}

function createTails(): ChatTails {
  const tails = siteTails({ readAfter: (site, afterId, limit) => chatMessagesAfter(site, afterId, limit), latestId: (site) => latestChatMessageId(site), log });
  const config = serverEnv.database();
  if (config.engine === "postgres") {
    const { url } = config;
    const notices = listenForChatNotices({
      connect: async () => {
        await database();
        return openListenConnection(url);
      },
      onNotice: ({ site, id }) => tails.wake(site, id),
      onListening: () => tails.wakeAll(),
      log,
    });
    onExit(() => void notices.close());
  }
  return tails;
}
