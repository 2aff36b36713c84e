import "server-only";
import { database } from "./connection";

/** Readiness of the database: a query answers and the schema is the current one. */
export function databaseHealth(): { ok: true; schemaVersion: number } | { ok: false; error: string } {
  try {
    const db = database();
    db.prepare("SELECT 1").get();
    return { ok: true, schemaVersion: Number(db.pragma("user_version", { simple: true })) };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : "unknown database error" };
  }
}
