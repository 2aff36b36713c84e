import "server-only";
import type { ChatMessage } from "@/lib/db/chat";
import type { SiteId } from "@/lib/tenancy/sites/types";

/** Every stored message of a site with an id above `after`, up to the last one's, oldest first. */
export interface ChatBatch {
  readonly after: number;
  readonly messages: readonly ChatMessage[];
}

export type BatchListener = (batch: ChatBatch) => void;

export interface TailParts {
  /** Messages of a site after an id, oldest first. */
  readAfter(site: SiteId, afterId: number, limit: number): Promise<ChatMessage[]>;
  /** The id of the newest message of a site (0 for none). */
  latestId(site: SiteId): Promise<number>;
  log(level: "info" | "warn", msg: string, fields?: Record<string, unknown>): void;
  retryDelayMs?: number;
}

interface TailSubscription {
  /** The id up to which this process has read the site: resolves once it is known. */
  readonly ready: Promise<number>;
  /** The id up to which this process has read the site, and handed to every subscriber. */
  position(): number | undefined;
  unsubscribe(): void;
}

export interface ChatTails {
  /** A message of `site` was stored (with this id, when known): read what is new, unless that id was read already. */
  wake(site: SiteId, id?: number): void;
  /** Notices may have been missed (the listening connection was away): read every followed site. */
  wakeAll(): void;
  /**
   * Follows `site`: `listener` gets its new messages in batches, each following on from the
   * one before (a batch's `after` is the last id of the previous one).
   */
  subscribe(site: SiteId, listener: BatchListener): TailSubscription;
}

/** Rows read at once; a site with more new messages is read again at once. */
const PAGE = 500;
const RETRY_MS = 1000;

interface Tail {
  readonly site: SiteId;
  readonly listeners: Set<BatchListener>;
  readonly ready: Promise<number>;
  readonly markReady: (position: number) => void;
  position: number | undefined;
  reading: boolean;
  /** Woken while a read ran (or before the first): read again. */
  again: boolean;
  failing: boolean;
}

/**
 * The readers of new chat messages in one process: one per followed site, shared by all of the
 * site's open streams. A wake-up is only a hint; the reader takes from the table everything after
 * the last id it read, so an early, late, doubled or missed notice costs no message (the table
 * shows a site's messages in id order, see insertChatMessage). Wake-ups during a read make one
 * more read, not one per notice: 200 streams and a burst of posts cost a few queries.
 */
export function siteTails(parts: TailParts): ChatTails {
  const tails = new Map<SiteId, Tail>();
  const retryDelayMs = parts.retryDelayMs ?? RETRY_MS;

  const readNew = async (tail: Tail) => {
    tail.reading = true;
    try {
      while (tail.again && tail.listeners.size > 0) {
        tail.again = false;
        if (tail.position === undefined) {
          tail.position = await parts.latestId(tail.site);
          tail.markReady(tail.position);
          continue;
        }
        const after = tail.position;
        const messages = await parts.readAfter(tail.site, after, PAGE);
        const last = messages.at(-1);
        if (!last) continue;
        tail.position = last.id;
        if (messages.length === PAGE) tail.again = true;
        for (const listener of [...tail.listeners]) listener({ after, messages });
      }
      if (tail.failing) parts.log("info", "chat: reading new messages again", { site: tail.site });
      tail.failing = false;
    } catch (error) {
      if (!tail.failing) parts.log("warn", "chat: new messages could not be read, retrying", { site: tail.site, error: error instanceof Error ? error.message : String(error) });
      tail.failing = true;
      tail.again = true;
      setTimeout(() => {
        if (tails.get(tail.site) === tail) start(tail);
      }, retryDelayMs).unref();
    } finally {
      tail.reading = false;
    }
  };

  const start = (tail: Tail) => {
    tail.again = true;
    if (!tail.reading) void readNew(tail);
  };

  return {
    wake(site, id) {
      const tail = tails.get(site);
      if (!tail || (id !== undefined && tail.position !== undefined && id <= tail.position)) return;
      start(tail);
    },
    wakeAll() {
      for (const tail of tails.values()) start(tail);
    },
    subscribe(site, listener) {
      let tail = tails.get(site);
      if (!tail) {
        let markReady: (position: number) => void = () => {};
        const ready = new Promise<number>((resolve) => (markReady = resolve));
        tail = { site, listeners: new Set(), ready, markReady, position: undefined, reading: false, again: false, failing: false };
        tails.set(site, tail);
        tail.listeners.add(listener);
        start(tail);
      } else {
        tail.listeners.add(listener);
      }
      const mine = tail;
      return {
        ready: mine.ready,
        position: () => mine.position,
        unsubscribe() {
          mine.listeners.delete(listener);
          // The next follower starts from the newest id again, not from where this one stopped.
          if (mine.listeners.size === 0 && tails.get(site) === mine) tails.delete(site);
        },
      };
    },
  };
}
