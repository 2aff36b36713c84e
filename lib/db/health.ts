import "server-only";
import { sql } from "kysely";
import { database } from "./connection";
import { schemaVersion } from "./migrations";
import { describeDatabaseError } from "../server/database-outage";

/** Readiness of the database: a query answers and the migrations ran (how many). */
export async function databaseHealth(): Promise<{ ok: true; schemaVersion: number } | { ok: false; error: string }> {
  try {
    const db = await database();
    await sql`SELECT 1`.execute(db);
    return { ok: true, schemaVersion: await schemaVersion(db) };
  } catch (error) {
    return { ok: false, error: describeDatabaseError(error) };
  }
}
