import "server-only";
import type { ListenConnection } from "./chat-notices";

/** Reconnect delays: 0.5 s, 1 s, 2 s … at most 30 s. */
const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 30_000;

export interface NoticeParts<T> {
  /** Names the feed in log lines ("chat feed"). */
  readonly feed: string;
  /** The notice in a payload, or undefined when it is not one (logged and ignored). */
  parse(payload: string): T | undefined;
  /** Opens the listening connection; called only once the database is migrated. */
  connect(): Promise<ListenConnection>;
  /** Something was stored (on any replica, this one included). */
  onNotice(notice: T): void;
  /** LISTEN took effect (again): notices sent while nobody listened are lost, so whatever is followed is read now. */
  onListening(): void;
  log(level: "info" | "warn", msg: string, fields?: Record<string, unknown>): void;
  retryDelayMs?(attempt: number): number;
}

const retryDelay = (attempt: number) => Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** (attempt - 1));

/**
 * The notices of one channel from every replica on one PostgreSQL (new chat messages, published
 * content): each process LISTENs on one connection of its own. When that connection breaks, it reconnects with back-off (one
 * log line per attempt) and, once listening again, says so, so that what was posted meanwhile
 * is read from the table (the notices are wake-ups only; what they announce lives in a table).
 */
export function listenForNotices<T>(parts: NoticeParts<T>): { close(): Promise<void> } {
  let connection: ListenConnection | undefined;
  /** Bumped by every (re)connect and every failure: callbacks of an older connection are ignored. */
  let generation = 0;
  let failures = 0;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;

  const receive = (payload: string) => {
    const notice = parts.parse(payload);
    if (notice) parts.onNotice(notice);
    else parts.log("warn", `${parts.feed}: a notice that is not one was ignored`, { bytes: Buffer.byteLength(payload) });
  };

  const fail = (error: unknown) => {
    generation += 1;
    const broken = connection;
    connection = undefined;
    void broken?.close().catch(() => undefined);
    if (closed) return;
    failures += 1;
    const delayMs = (parts.retryDelayMs ?? retryDelay)(failures);
    parts.log("warn", `${parts.feed}: no PostgreSQL connection to listen on, reconnecting`, {
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
      if (failures > 0) parts.log("info", `${parts.feed}: listening again`, { attempts: failures });
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
