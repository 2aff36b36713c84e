// How the database of this process is opened (lib/env/database.ts reads which one). Shared by the server (lib/db/connection.ts)
// and the operator scripts (lib/crypto/password-hash.ts says how those run).
//   DATABASE_URL=postgres://…   PostgreSQL, a bounded pool of DATABASE_POOL_SIZE connections
//   (unset)                     SQLite, the file multisite.sqlite in DATA_DIR
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect, type DatabaseConnection, type Dialect, type KyselyPlugin } from "kysely";
import pg from "pg";
import type { DatabaseConfig } from "../env/database.ts";
import type { DatabaseSchema } from "./schema.ts";

export type Engine = DatabaseConfig["engine"];
type Db = Kysely<DatabaseSchema>;

export interface DatabaseHooks {
  onQueryError?: (error: unknown) => void;
  /** Kysely plugins, e.g. the server's query timing. */
  plugins?: readonly KyselyPlugin[];
}

/** A query that runs longer is cancelled by PostgreSQL: a request never hangs on the database. */
const STATEMENT_TIMEOUT_MS = 5000;
/** Waiting for a connection (pool full, or the server unreachable) fails after this long. */
export const CONNECT_TIMEOUT_MS = 3000;
/** The SQLite file in DATA_DIR. */
export const DATABASE_FILE = "multisite.sqlite";

// Kept on globalThis: a bundler may load this module more than once in one process (Next does,
// per bundle), and a database opened through one copy is asked about through another.
type Registry = { engines: WeakMap<Db, Engine>; closers: WeakMap<Db, () => void> };
const holder = globalThis as unknown as Record<symbol, Registry | undefined>;
const REGISTRY_KEY = Symbol.for("multisite.database-registry");
const registry: Registry = (holder[REGISTRY_KEY] ??= { engines: new WeakMap(), closers: new WeakMap() });
const { engines, closers } = registry;

/** "sqlite" or "postgres": the few places where the engines differ (locks, DDL types) ask this. */
export function engineOf(db: Db): Engine {
  const engine = engines.get(db);
  if (!engine) throw new Error("Not a database opened by lib/db/engine.ts");
  return engine;
}

// bigint (times in milliseconds, counts, ids) as numbers: every value we store is far below 2^53.
const INT8_OID = 20;
const pgTypes = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === INT8_OID ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/**
 * A Kysely instance over the configured engine; connects lazily, runs no migration.
 * `onQueryError` sees every error of a connection or a query (the server notes outages with it);
 * `plugins` are Kysely plugins (the server's query timing).
 */
export function createDatabase(config: DatabaseConfig, { onQueryError, plugins = [] }: DatabaseHooks = {}): Db {
  let db: Db;
  if (config.engine === "postgres") {
    const pool = createPool(config);
    db = new Kysely<DatabaseSchema>({ dialect: watched(new PostgresDialect({ pool }), onQueryError), plugins: [...plugins] });
    closers.set(db, () => void pool.end().catch(() => {}));
  } else {
    const file = openSqliteFile(config.dataDir);
    db = new Kysely<DatabaseSchema>({ dialect: watched(new SqliteDialect({ database: file }), onQueryError), plugins: [...plugins] });
    closers.set(db, () => file.close());
  }
  engines.set(db, config.engine);
  return db;
}

/**
 * Closes at once, for the process's exit handler where nothing asynchronous runs any more
 * (Kysely's destroy() is asynchronous): the SQLite file is closed cleanly (its write-ahead log
 * folded in), the PostgreSQL pool told to end.
 */
export function closeNow(db: Db): void {
  closers.get(db)?.();
}

/**
 * The dialect with its driver's connections watched: `onError` hears of every failed connect and
 * query, then the error goes on as before. (Patched on the instances: the driver keeps private
 * fields, which a wrapping object could not reach.)
 */
function watched(dialect: Dialect, onError: ((error: unknown) => void) | undefined): Dialect {
  if (!onError) return dialect;
  const createDriver = dialect.createDriver.bind(dialect);
  dialect.createDriver = () => {
    const driver = createDriver();
    const acquire = driver.acquireConnection.bind(driver);
    const seen = new WeakSet<DatabaseConnection>();
    driver.acquireConnection = async () => {
      let connection: DatabaseConnection;
      try {
        connection = await acquire();
      } catch (error) {
        onError(error);
        throw error;
      }
      if (!seen.has(connection)) {
        seen.add(connection);
        const execute = connection.executeQuery.bind(connection);
        connection.executeQuery = async (query) => {
          try {
            return await execute(query);
          } catch (error) {
            onError(error);
            throw error;
          }
        };
      }
      return connection;
    };
    return driver;
  };
  return dialect;
}

function createPool(config: Extract<DatabaseConfig, { engine: "postgres" }>): pg.Pool {
  const pool = new pg.Pool({
    connectionString: config.url,
    max: config.poolSize,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    types: pgTypes,
  });
  // An idle connection that the server drops (restart, network) must not crash the process;
  // the pool replaces it and the next query reports the outage if it lasts.
  pool.on("error", (error) => {
    console.warn(JSON.stringify({ time: new Date().toISOString(), level: "warn", msg: "database: an idle connection was lost", error: error.message }));
  });
  return pool;
}

function openSqliteFile(dataDir: string): Database.Database {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const db = new Database(join(/*turbopackIgnore: true*/ dataDir, DATABASE_FILE));
  db.pragma("journal_mode = WAL");
  db.pragma("foreign_keys = ON");
  // The operator scripts may write while the server runs.
  db.pragma("busy_timeout = 5000");
  return db;
}
