import "server-only";
import { sql } from "kysely";
import { database } from "./connection";
import { schemaVersion } from "./migrations.mjs";
import { describeDatabaseError } from "./unavailable";

/** Readiness of the database: a query answers and the migrations ran (the newest one's name). */
export async function databaseHealth(): Promise<{ ok: true; schemaVersion: string } | { ok: false; error: string }> {
  try {
    const db = await database();
    await sql`SELECT 1`.execute(db);
    return { ok: true, schemaVersion: await schemaVersion(db) };
  } catch (error) {
    return { ok: false, error: describeDatabaseError(error) };
  }
}
