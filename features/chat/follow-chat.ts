import "server-only";
import type { ChatMessage } from "@/lib/db/chat";
import type { SiteId } from "@/lib/tenancy/sites/types";
import type { ChatTails } from "./site-tails";

/** A catch-up reads this many messages at a time; the first page goes out even to a client that reads slowly. */
export const CATCH_UP_LIMIT = 200;
const RETRY_MS = 1000;

/** Where one viewer's messages go: an open event stream. */
export interface ChatOutlet {
  /** Sends one message; `catchingUp` lets it pass the stream's limit of unread bytes. */
  send(message: ChatMessage, catchingUp: boolean): void;
  /** True while the client has read enough that more may be queued for it. */
  hasRoom(): boolean;
  /** Resolves when the client has read some more (or the stream ended). */
  room(): Promise<void>;
}

export interface FollowParts {
  readonly tails: ChatTails;
  readAfter(site: SiteId, afterId: number, limit: number): Promise<ChatMessage[]>;
  retryDelayMs?: number;
}

/**
 * Sends one viewer every message of `site` after `lastSeen` (with none: after the newest at the
 * moment it starts) exactly once and in id order, until the returned function is called. It
 * follows the process's reader of the site (site-tails.ts) and reads from the table itself
 * only to catch up: at the start, after a reconnect (Last-Event-ID), and whenever a batch does
 * not follow on from the last id it sent. Nothing is ever skipped: a batch that does not
 * follow on is never sent as it is; the gap is read from the table first.
 */
export function followChat(parts: FollowParts, site: SiteId, lastSeen: number | undefined, outlet: ChatOutlet): () => void {
  let cursor = lastSeen;
  let stopped = false;
  let catchingUp = false;
  /** A batch arrived while catching up: look again before following live. */
  let missedLive = false;

  const sendAfterCursor = (messages: readonly ChatMessage[], fromCatchUp: boolean) => {
    for (const message of messages) {
      if (stopped || cursor === undefined || message.id <= cursor) continue;
      cursor = message.id;
      outlet.send(message, fromCatchUp);
    }
  };

  const subscription = parts.tails.subscribe(site, (batch) => {
    // Before the cursor is known the batch is older than where this viewer starts.
    if (stopped || cursor === undefined) return;
    if (catchingUp) missedLive = true;
    else if (batch.after > cursor) void catchUp();
    else sendAfterCursor(batch.messages, false);
  });

  const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

  const catchUp = async () => {
    if (catchingUp || stopped) return;
    catchingUp = true;
    let pages = 0;
    try {
      for (;;) {
        missedLive = false;
        if (pages > 0 && !outlet.hasRoom()) await outlet.room();
        if (stopped || cursor === undefined) return;
        let page: ChatMessage[];
        try {
          page = await parts.readAfter(site, cursor, CATCH_UP_LIMIT);
        } catch {
          // The database does not answer: the stream stays open (its session check decides) and tries again.
          await wait(parts.retryDelayMs ?? RETRY_MS);
          continue;
        }
        pages += 1;
        sendAfterCursor(page, true);
        const behind = (subscription.position() ?? 0) > cursor;
        if (stopped || !(missedLive || behind || page.length === CATCH_UP_LIMIT)) return;
      }
    } finally {
      catchingUp = false;
    }
  };

  if (cursor !== undefined) void catchUp();
  else {
    // Starts after whatever the site's reader has read by now.
    void subscription.ready.then((position) => {
      if (!stopped) cursor = subscription.position() ?? position;
    });
  }

  return () => {
    stopped = true;
    subscription.unsubscribe();
  };
}
