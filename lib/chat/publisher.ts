import "server-only";
import { EventEmitter } from "node:events";
import type { ChatMessage } from "@/lib/db/chat";
import type { SiteId } from "@/lib/sites/types";

type Listener = (message: ChatMessage) => void;

const GLOBAL_KEY = Symbol.for("multisite.chat-publisher");
type Holder = { [GLOBAL_KEY]?: EventEmitter };

/**
 * In-process fan-out of new chat messages to the open event streams. It reaches the streams of
 * this one server process only: several containers would need the database to fan out (for
 * example PostgreSQL LISTEN/NOTIFY, or each process polling the messages table by id).
 */
function emitter(): EventEmitter {
  const holder = globalThis as Holder;
  if (!holder[GLOBAL_KEY]) {
    const created = new EventEmitter();
    // One listener per open chat tab; the default warning at 10 would be a false alarm.
    created.setMaxListeners(0);
    holder[GLOBAL_KEY] = created;
  }
  return holder[GLOBAL_KEY];
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
