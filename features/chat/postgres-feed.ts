import "server-only";
import { EventEmitter } from "node:events";
import { randomUUID } from "node:crypto";
import type { ChatMessage } from "@/lib/db/chat";
import type { ListenConnection } from "@/lib/db/chat-notices";
import type { SiteId } from "@/lib/tenancy/sites/types";
import type { ChatFeed, ChatListener } from "./feed";

/** The PostgreSQL channel of every site's chat notices. */
export const CHAT_CHANNEL = "multisite_chat";
/** NOTIFY carries at most 8000 bytes; a longer message goes as its id and is read from the table. */
export const MAX_INLINE_PAYLOAD_BYTES = 7000;
/** Reconnect delays: 0.5 s, 1 s, 2 s … at most 30 s. */
const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 30_000;
/** Ids remembered per site, so a message read during a catch-up and also notified goes out once. */
const REMEMBERED_IDS = 2000;
const CATCH_UP_LIMIT = 200;
const CATCH_UP_OVERLAP = 50;

export interface PostgresFeedParts {
  connect(): Promise<ListenConnection>;
  /** pg_notify through the pool, so posting works while the listening connection reconnects. */
  notify(channel: string, payload: string): Promise<void>;
  /** Messages of a site after an id, oldest first (the same query as the stream's Last-Event-ID). */
  readAfter(site: SiteId, afterId: number, limit: number): Promise<ChatMessage[]>;
  log(level: "info" | "warn", msg: string, fields?: Record<string, unknown>): void;
  retryDelayMs?(attempt: number): number;
}

interface Notice {
  /** The process that posted it: it told its own viewers already. */
  readonly from: string;
  readonly site: SiteId;
  readonly id: number;
  readonly message?: ChatMessage;
}

export const retryDelay = (attempt: number) => Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** (attempt - 1));

/** The NOTIFY payload: the whole row when it fits, else only its id. */
export function noticePayload(from: string, site: SiteId, message: ChatMessage): string {
  const whole = JSON.stringify({ from, site, id: message.id, message } satisfies Notice);
  return Buffer.byteLength(whole) <= MAX_INLINE_PAYLOAD_BYTES ? whole : JSON.stringify({ from, site, id: message.id } satisfies Notice);
}

function parseNotice(payload: string): Notice | undefined {
  try {
    const notice = JSON.parse(payload) as Partial<Notice>;
    if (typeof notice.from !== "string" || typeof notice.site !== "string" || !Number.isSafeInteger(notice.id)) return undefined;
    return notice as Notice;
  } catch {
    return undefined;
  }
}

/**
 * The chat feed of several replicas on one PostgreSQL. Viewers of this process hear of a new
 * message at once; the other processes through NOTIFY on one channel, which each process
 * LISTENs to on one connection of its own. When that connection breaks, it reconnects with
 * back-off (one log line per attempt) and then reads from the table what was posted meanwhile
 * (every id after the newest it knew, as a browser does with Last-Event-ID), so no viewer misses a message.
 */
export function postgresChatFeed(parts: PostgresFeedParts): ChatFeed & { close(): Promise<void> } {
  const self = randomUUID();
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const seen = new Map<SiteId, Set<number>>();
  /** Every message up to this id has reached this process (or was posted before it listened). */
  let knownUpTo = 0;
  let connection: ListenConnection | undefined;
  /** Bumped by every (re)connect and every failure: callbacks of an older connection are ignored. */
  let generation = 0;
  let failures = 0;
  let listenedBefore = false;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;

  const deliver = (site: SiteId, message: ChatMessage) => {
    let ids = seen.get(site);
    if (!ids) seen.set(site, (ids = new Set()));
    if (ids.has(message.id)) return;
    ids.add(message.id);
    if (ids.size > REMEMBERED_IDS) ids.delete(ids.values().next().value as number);
    local.emit(site, message);
  };

  const receive = async (payload: string) => {
    const notice = parseNotice(payload);
    if (!notice || notice.from === self) return;
    knownUpTo = Math.max(knownUpTo, notice.id);
    if (local.listenerCount(notice.site) === 0) return;
    const message = notice.message ?? (await parts.readAfter(notice.site, notice.id - 1, 1)).find((row) => row.id === notice.id);
    if (message) deliver(notice.site, message);
  };

  /**
   * What the subscribed sites missed while nobody listened. Ids are given out before the rows
   * commit, so a little before the newest known id is read again; ids delivered already are skipped.
   */
  const catchUp = async (afterId: number) => {
    for (const site of local.eventNames() as SiteId[]) {
      for (const message of await parts.readAfter(site, Math.max(0, afterId - CATCH_UP_OVERLAP), CATCH_UP_LIMIT)) deliver(site, message);
    }
  };

  const fail = (error: unknown) => {
    generation += 1;
    const broken = connection;
    connection = undefined;
    void broken?.close().catch(() => undefined);
    if (closed) return;
    failures += 1;
    const delayMs = (parts.retryDelayMs ?? retryDelay)(failures);
    parts.log("warn", "chat feed: no PostgreSQL connection to listen on, reconnecting", {
      attempt: failures,
      retryInSeconds: delayMs / 1000,
      error: error instanceof Error ? error.message : String(error),
    });
    retryTimer = setTimeout(() => void listen(), delayMs);
    retryTimer.unref();
  };

  const listen = async (): Promise<void> => {
    if (closed) return;
    const mine = (generation += 1);
    const gapAfter = knownUpTo;
    try {
      const opened = await parts.connect();
      if (closed || mine !== generation) {
        await opened.close();
        return;
      }
      connection = opened;
      const onPayload = (payload: string) => void receive(payload).catch((error: unknown) => parts.log("warn", "chat feed: a notice could not be read", { error: String(error) }));
      const latest = await opened.start(CHAT_CHANNEL, onPayload, (error) => {
        if (mine === generation) fail(error);
      });
      // The first time there is nothing to catch up: viewers that join read the history themselves.
      if (listenedBefore) await catchUp(gapAfter);
      if (mine !== generation) return;
      knownUpTo = Math.max(knownUpTo, latest);
      if (listenedBefore) parts.log("info", "chat feed: listening again", { attempts: failures });
      listenedBefore = true;
      failures = 0;
    } catch (error) {
      if (mine === generation) fail(error);
    }
  };

  void listen();

  return {
    async publish(site, message) {
      knownUpTo = Math.max(knownUpTo, message.id);
      deliver(site, message);
      try {
        await parts.notify(CHAT_CHANNEL, noticePayload(self, site, message));
      } catch (error) {
        // The message is stored: the other replicas' viewers get it when they next catch up.
        parts.log("warn", "chat feed: the notice to the other replicas failed", { error: error instanceof Error ? error.message : String(error) });
      }
    },
    subscribe(site: SiteId, listener: ChatListener) {
      local.on(site, listener);
      return () => {
        local.off(site, listener);
      };
    },
    async close() {
      closed = true;
      generation += 1;
      clearTimeout(retryTimer);
      const current = connection;
      connection = undefined;
      await current?.close();
    },
  };
}
