import { nameKey } from "./keys.mjs";

// What the operator scripts do to accounts (scripts/accounts.mjs); the server never calls this.
export function listAccounts(db, site) {
  return db
    .prepare(
      `SELECT site, user_name AS userName, email, entitled, created_at AS createdAt FROM accounts
       WHERE (? IS NULL OR site = ?) ORDER BY site, name_key`,
    )
    .all(site ?? null, site ?? null)
    .map((row) => ({ ...row, entitled: row.entitled === 1 }));
}

/** Sets the `entitled` flag of one personal account; false when there is no such account. */
export function setEntitled(db, site, userName, entitled) {
  const result = db
    .prepare("UPDATE accounts SET entitled = ? WHERE site = ? AND name_key = ?")
    .run(entitled ? 1 : 0, site, nameKey(userName));
  return result.changes === 1;
}

/** Forgets the failed sign-ins of a site, or of one name on it (locks and slow-down); how many were forgotten. */
export function unlockSignIn(db, site, userName) {
  const key = userName === undefined ? null : nameKey(userName);
  return db.prepare("DELETE FROM sign_in_attempts WHERE site = ? AND (? IS NULL OR name_key = ?)").run(site, key, key).changes;
}
