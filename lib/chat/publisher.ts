import "server-only";
import { EventEmitter } from "node:events";
import type { ChatMessage } from "@/lib/db/chat";
import { processSingleton } from "@/lib/server/singleton";
import type { SiteId } from "@/lib/sites/types";

type Listener = (message: ChatMessage) => void;

/**
 * In-process fan-out of new chat messages to the open event streams. It reaches the streams of
 * this one server process only: several containers would need the database to fan out (for
 * example PostgreSQL LISTEN/NOTIFY, or each process polling the messages table by id).
 */
function emitter(): EventEmitter {
  return processSingleton("chat-publisher", () => {
    const created = new EventEmitter();
    // One listener per open chat tab; the default warning at 10 would be a false alarm.
    created.setMaxListeners(0);
    return created;
  });
}

export function publishChatMessage(site: SiteId, message: ChatMessage): void {
  emitter().emit(site, message);
}

export function subscribeChat(site: SiteId, listener: Listener): () => void {
  emitter().on(site, listener);
  return () => {
    emitter().off(site, listener);
  };
}
