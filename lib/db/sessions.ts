import "server-only";
import { z } from "zod";
import type { SiteId } from "@/lib/sites/types";
import { database } from "./connection";

export type SessionLevel = "shared" | "personal";

export interface StoredSession {
  readonly site: SiteId;
  readonly level: SessionLevel;
  readonly accountId: number | null;
  readonly userName: string;
  readonly createdAt: number;
  readonly expiresAt: number;
}

const sessionRow = z
  .object({
    site: z.string(),
    level: z.enum(["shared", "personal"]),
    account_id: z.number().int().nullable(),
    user_name: z.string(),
    created_at: z.number(),
    expires_at: z.number(),
  })
  .transform((row) => ({
    site: row.site as SiteId,
    level: row.level,
    accountId: row.account_id,
    userName: row.user_name,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
  }));

/** Sessions are stored under the SHA-256 of their id, so a copy of the database opens none. */
export function insertSession(idHash: string, session: StoredSession): void {
  const db = database();
  db.prepare("DELETE FROM sessions WHERE expires_at <= ?").run(Date.now());
  db.prepare(
    `INSERT INTO sessions (id_hash, site, level, account_id, user_name, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(idHash, session.site, session.level, session.accountId, session.userName, session.createdAt, session.expiresAt);
}

export function findSession(idHash: string): StoredSession | undefined {
  const row = database()
    .prepare("SELECT site, level, account_id, user_name, created_at, expires_at FROM sessions WHERE id_hash = ?")
    .get(idHash);
  return row === undefined ? undefined : sessionRow.parse(row);
}

export function deleteSession(idHash: string): void {
  database().prepare("DELETE FROM sessions WHERE id_hash = ?").run(idHash);
}

/** After a password change every other session of the account ends. */
export function deleteOtherSessions(accountId: number, keepIdHash: string): void {
  database().prepare("DELETE FROM sessions WHERE account_id = ? AND id_hash <> ?").run(accountId, keepIdHash);
}
