import "server-only";
import type { Kysely } from "kysely";
import { serverEnv } from "../env/server-env";
import { closeNow } from "./engine";
import { schemaVersion } from "./migrations";
import { openDatabase } from "./open";
import { QueryTimingPlugin } from "./query-timing";
import type { DatabaseSchema } from "./schema";
import { DatabaseUnavailableError, describeDatabaseError, isDatabaseUnavailable, noteDatabaseOutage } from "../server/database-outage";

export type Db = Kysely<DatabaseSchema>;

const GLOBAL_KEY = Symbol.for("multisite.database");
const OPENED_KEY = Symbol.for("multisite.database-opened");
type Holder = { [GLOBAL_KEY]?: Promise<Db>; [OPENED_KEY]?: Db };

/**
 * The one database of this process, migrated (kept on globalThis: Next may load this module
 * once per bundle): SQLite in DATA_DIR, or a bounded PostgreSQL pool when DATABASE_URL is set.
 * Every query of the product goes through the modules of lib/db. When opening fails (the server
 * is unreachable) the next call tries again, so the process recovers without a restart.
 */
export function database(): Promise<Db> {
  const holder = globalThis as Holder;
  const opened = holder[GLOBAL_KEY];
  if (opened) return opened;
  const opening = open().then(
    (db) => {
      holder[OPENED_KEY] = db;
      return db;
    },
    (error: unknown) => {
      if (holder[GLOBAL_KEY] === opening) delete holder[GLOBAL_KEY];
      throw isDatabaseUnavailable(error) ? new DatabaseUnavailableError(describeDatabaseError(error), { cause: error }) : error;
    },
  );
  holder[GLOBAL_KEY] = opening;
  return opening;
}

async function open(): Promise<Db> {
  return openDatabase(serverEnv.database(), { onQueryError: (error) => noteDatabaseOutage(error), plugins: [new QueryTimingPlugin()] });
}

/** Closes the pool or the file at once (the exit handler runs nothing asynchronous). */
export function closeDatabase(): void {
  const holder = globalThis as Holder;
  const opened = holder[OPENED_KEY];
  delete holder[GLOBAL_KEY];
  delete holder[OPENED_KEY];
  if (opened) closeNow(opened);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const MAX_RETRY_MS = 30_000;

/**
 * At start: opens the database and runs the migrations, and while the database cannot be
 * reached waits and tries again (1 s, 2 s, 4 s … up to 30 s apart) with one log line per try,
 * rather than exiting into a restart loop. The server answers meanwhile: readiness says 503.
 * Any other error (a failed migration, a bad URL) is thrown: retrying would not mend it.
 */
type StartupLogLine = { level: "info" | "warn"; msg: string } & Record<string, unknown>;

export async function waitForDatabase(log: (line: StartupLogLine) => void): Promise<Db> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const db = await database();
      log({ level: "info", msg: "database ready", attempt, schemaVersion: await schemaVersion(db) });
      return db;
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      const retryMs = Math.min(MAX_RETRY_MS, 1000 * 2 ** (attempt - 1));
      log({ level: "warn", msg: "database not reachable, retrying", attempt, retryInSeconds: retryMs / 1000, error: describeDatabaseError(error) });
      await sleep(retryMs);
    }
  }
}
