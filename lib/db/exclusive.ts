import "server-only";
import { sql, type Kysely, type Transaction } from "kysely";
import type { Db } from "./connection";
import { engineOf } from "./engine";
import type { DatabaseSchema } from "./schema";

export type Tx = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;

/**
 * Runs `work` (read counts, then record) as one transaction that no other writer of the same
 * keys can interleave, on either engine and across processes:
 * - SQLite: BEGIN IMMEDIATE takes the database's write lock before the first read.
 * - PostgreSQL: a transaction-scoped advisory lock per key (taken in sorted order, so two
 *   requests sharing keys cannot deadlock) serialises the transactions of those keys on every
 *   replica, while other keys run in parallel; the locks end with the transaction.
 * The queries inside are the same for both engines.
 */
export async function exclusively<T>(db: Db, keys: readonly string[], work: (tx: Tx) => Promise<T>): Promise<T> {
  if (engineOf(db) === "postgres") {
    return db.transaction().execute(async (tx) => {
      for (const key of [...new Set(keys)].sort()) await sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(tx);
      return work(tx);
    });
  }
  return db.connection().execute(async (connection) => {
    await sql`BEGIN IMMEDIATE`.execute(connection);
    try {
      const result = await work(connection);
      await sql`COMMIT`.execute(connection);
      return result;
    } catch (error) {
      await sql`ROLLBACK`.execute(connection);
      throw error;
    }
  });
}
