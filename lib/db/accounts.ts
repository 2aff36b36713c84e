import type { RowOf } from "./schema";
import "server-only";
import type { SiteId } from "@/lib/tenancy/sites/types";
import { database, type Db } from "./connection";
import { nameKey } from "./keys";

export interface Account {
  readonly id: number;
  readonly site: SiteId;
  readonly userName: string;
  readonly email: string;
  readonly passwordHash: string;
  readonly entitled: boolean;
}

const COLUMNS = ["id", "site", "user_name", "email", "password_hash", "entitled"] as const;

type AccountRow = RowOf<"accounts", (typeof COLUMNS)[number]>;

const toAccount = (row: AccountRow): Account => ({
  id: row.id,
  site: row.site as SiteId,
  userName: row.user_name,
  email: row.email,
  passwordHash: row.password_hash,
  entitled: row.entitled === 1,
});

export async function findAccountByName(site: SiteId, userName: string, db?: Db): Promise<Account | undefined> {
  const row = await (db ?? (await database()))
    .selectFrom("accounts")
    .select(COLUMNS)
    .where("site", "=", site)
    .where("name_key", "=", nameKey(userName))
    .executeTakeFirst();
  return row && toAccount(row);
}

export async function findAccountById(id: number, db?: Db): Promise<Account | undefined> {
  const row = await (db ?? (await database())).selectFrom("accounts").select(COLUMNS).where("id", "=", id).executeTakeFirst();
  return row && toAccount(row);
}

export type CreateAccountResult = { ok: true; id: number } | { ok: false; taken: "userName" | "email" };

/**
 * Creates the account unless its name or e-mail is taken on the site. The unique indexes decide
 * a race between two replicas: the insert skips a clash (ON CONFLICT DO NOTHING) and then the
 * clashing row says which field was taken.
 */
export async function createAccount(
  input: { site: SiteId; userName: string; email: string; passwordHash: string; now: number },
  db?: Db,
): Promise<CreateAccountResult> {
  const handle = db ?? (await database());
  const inserted = await handle
    .insertInto("accounts")
    .values({
      site: input.site,
      user_name: input.userName,
      name_key: nameKey(input.userName),
      email: input.email,
      email_key: nameKey(input.email),
      password_hash: input.passwordHash,
      entitled: 0,
      created_at: input.now,
    })
    .onConflict((conflict) => conflict.doNothing())
    .returning("id")
    .executeTakeFirst();
  if (inserted) return { ok: true, id: inserted.id };
  const sameName = await handle
    .selectFrom("accounts")
    .select("id")
    .where("site", "=", input.site)
    .where("name_key", "=", nameKey(input.userName))
    .executeTakeFirst();
  return { ok: false, taken: sameName ? "userName" : "email" };
}

export async function deleteAccount(id: number, db?: Db): Promise<void> {
  await (db ?? (await database())).deleteFrom("accounts").where("id", "=", id).execute();
}

export async function updatePasswordHash(id: number, passwordHash: string, now: number, db?: Db): Promise<void> {
  await (db ?? (await database())).updateTable("accounts").set({ password_hash: passwordHash, password_changed_at: now }).where("id", "=", id).execute();
}
