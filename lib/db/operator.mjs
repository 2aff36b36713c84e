import { nameKey } from "./keys.mjs";

// What the operator scripts do to accounts (scripts/accounts.mjs); the server never calls this.
export async function listAccounts(db, site) {
  let query = db.selectFrom("accounts").select(["site", "user_name", "email", "entitled", "created_at"]).orderBy("site").orderBy("name_key");
  if (site !== undefined) query = query.where("site", "=", site);
  const rows = await query.execute();
  return rows.map((row) => ({ site: row.site, userName: row.user_name, email: row.email, entitled: row.entitled === 1, createdAt: row.created_at }));
}

/** Sets the `entitled` flag of one personal account; false when there is no such account. */
export async function setEntitled(db, site, userName, entitled) {
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
export async function unlockSignIn(db, site, userName) {
  let query = db.deleteFrom("sign_in_attempts").where("site", "=", site);
  if (userName !== undefined) query = query.where("name_key", "=", nameKey(userName));
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}
