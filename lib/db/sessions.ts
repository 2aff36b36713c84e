import "server-only";
import type { SiteId } from "@/lib/tenancy/sites/types";
import { database, type Db } from "./connection";

export type SessionLevel = "shared" | "personal";

export interface StoredSession {
  readonly site: SiteId;
  readonly level: SessionLevel;
  readonly accountId: number | null;
  readonly userName: string;
  readonly createdAt: number;
  readonly expiresAt: number;
}

/** Sessions are stored under the SHA-256 of their id, so a copy of the database opens none. */
export async function insertSession(idHash: string, session: StoredSession, db?: Db): Promise<void> {
  const handle = db ?? (await database());
  await handle.deleteFrom("sessions").where("expires_at", "<=", Date.now()).execute();
  await handle
    .insertInto("sessions")
    .values({
      id_hash: idHash,
      site: session.site,
      level: session.level,
      account_id: session.accountId,
      user_name: session.userName,
      created_at: session.createdAt,
      expires_at: session.expiresAt,
    })
    .execute();
}

export async function findSession(idHash: string, db?: Db): Promise<StoredSession | undefined> {
  const row = await (db ?? (await database()))
    .selectFrom("sessions")
    .select(["site", "level", "account_id", "user_name", "created_at", "expires_at"])
    .where("id_hash", "=", idHash)
    .executeTakeFirst();
  return (
    row && {
      site: row.site as SiteId,
      level: row.level,
      accountId: row.account_id,
      userName: row.user_name,
      createdAt: row.created_at,
      expiresAt: row.expires_at,
    }
  );
}

export async function deleteSession(idHash: string, db?: Db): Promise<void> {
  await (db ?? (await database())).deleteFrom("sessions").where("id_hash", "=", idHash).execute();
}

/** After a password change every other session of the account ends. */
export async function deleteOtherSessions(accountId: number, keepIdHash: string, db?: Db): Promise<void> {
  await (db ?? (await database())).deleteFrom("sessions").where("account_id", "=", accountId).where("id_hash", "<>", keepIdHash).execute();
}
