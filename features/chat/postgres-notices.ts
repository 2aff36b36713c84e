import "server-only";
import { parseChatNotice, type ChatNotice, type ListenConnection } from "@/lib/db/chat-notices";

/** Reconnect delays: 0.5 s, 1 s, 2 s … at most 30 s. */
const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 30_000;

export interface NoticeParts {
  /** Opens the listening connection; called only once the database is migrated. */
  connect(): Promise<ListenConnection>;
  /** A message was stored (on any replica, this one included). */
  onNotice(notice: ChatNotice): void;
  /** LISTEN took effect (again): notices sent while nobody listened are lost, so whatever is followed is read now. */
  onListening(): void;
  log(level: "info" | "warn", msg: string, fields?: Record<string, unknown>): void;
  retryDelayMs?(attempt: number): number;
}

const retryDelay = (attempt: number) => Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** (attempt - 1));

/**
 * The notices of new chat messages from every replica on one PostgreSQL: each process LISTENs
 * on one connection of its own. When that connection breaks, it reconnects with back-off (one
 * log line per attempt) and, once listening again, says so, so that what was posted meanwhile
 * is read from the table (the notices are wake-ups only; the messages live in the table).
 */
export function listenForChatNotices(parts: NoticeParts): { close(): Promise<void> } {
  let connection: ListenConnection | undefined;
  /** Bumped by every (re)connect and every failure: callbacks of an older connection are ignored. */
  let generation = 0;
  let failures = 0;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;

  const receive = (payload: string) => {
    const notice = parseChatNotice(payload);
    if (notice) parts.onNotice(notice);
    else parts.log("warn", "chat feed: a notice that is not one was ignored", { bytes: Buffer.byteLength(payload) });
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
    try {
      const opened = await parts.connect();
      if (closed || mine !== generation) {
        await opened.close();
        return;
      }
      connection = opened;
      await opened.start(
        (payload) => {
          if (mine === generation) receive(payload);
        },
        (error) => {
          if (mine === generation) fail(error);
        },
      );
      if (mine !== generation) return;
      parts.onListening();
      if (failures > 0) parts.log("info", "chat feed: listening again", { attempts: failures });
      failures = 0;
    } catch (error) {
      if (mine === generation) fail(error);
    }
  };

  void listen();

  return {
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
