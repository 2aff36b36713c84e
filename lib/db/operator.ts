import type { Kysely } from "kysely";
import { nameKey } from "./keys.ts";
import type { DatabaseSchema } from "./schema.ts";

type Db = Kysely<DatabaseSchema>;

export interface AccountListing {
  site: string;
  userName: string;
  email: string;
  entitled: boolean;
  /** "editor:forum", "editor:all-sites". */
  roles: string[];
  createdAt: number;
}

// What the operator scripts do to accounts (scripts/accounts.ts); the server never calls this.
export async function listAccounts(db: Db, site?: string): Promise<AccountListing[]> {
  let query = db.selectFrom("accounts").select(["id", "site", "user_name", "email", "entitled", "created_at"]).orderBy("site").orderBy("name_key");
  if (site !== undefined) query = query.where("site", "=", site);
  const rows = await query.execute();
  const roles = await db.selectFrom("account_roles").select(["account_id", "role", "scope"]).orderBy("scope").execute();
  return rows.map((row) => ({
    site: row.site,
    userName: row.user_name,
    email: row.email,
    entitled: row.entitled === 1,
    roles: roles.filter((role) => role.account_id === row.id).map((role) => `${role.role}:${role.scope === EVERY_SITE ? "all-sites" : role.scope}`),
    createdAt: row.created_at,
  }));
}

/** The scope of a role that holds on every site. */
export const EVERY_SITE = "*" as const;

/**
 * Grants (`granted` true) or takes a role of one personal account: `scope` is its own site or
 * EVERY_SITE. False when there is no such account. Granting twice keeps one row.
 */
export async function setRole(
  db: Db,
  { site, userName, role, scope, granted, now }: { site: string; userName: string; role: "editor"; scope: string; granted: boolean; now: number },
): Promise<boolean> {
  const account = await db.selectFrom("accounts").select("id").where("site", "=", site).where("name_key", "=", nameKey(userName)).executeTakeFirst();
  if (!account) return false;
  if (granted) {
    await db
      .insertInto("account_roles")
      .values({ account_id: account.id, role, scope, granted_at: now })
      .onConflict((conflict) => conflict.columns(["account_id", "role", "scope"]).doNothing())
      .execute();
  } else {
    await db.deleteFrom("account_roles").where("account_id", "=", account.id).where("role", "=", role).where("scope", "=", scope).execute();
  }
  return true;
}

/** Sets the `entitled` flag of one personal account; false when there is no such account. */
export async function setEntitled(db: Db, site: string, userName: string, entitled: boolean): Promise<boolean> {
  const result = await db
    .updateTable("accounts")
    .set({ entitled: entitled ? 1 : 0 })
    .where("site", "=", site)
    .where("name_key", "=", nameKey(userName))
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/**
 * Forgets the failed sign-ins of a site, or of one name on it (locks, slow-down and the lockouts of
 * known devices: all are rows of sign_in_attempts); how many were forgotten.
 */
export async function unlockSignIn(db: Db, site: string, userName?: string): Promise<number> {
  let query = db.deleteFrom("sign_in_attempts").where("site", "=", site);
  if (userName !== undefined) query = query.where("name_key", "=", nameKey(userName));
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}
