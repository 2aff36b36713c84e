import "server-only";
import { z } from "zod";
import type { SiteId } from "@/lib/sites/types";
import { database } from "./connection";
import { nameKey } from "./keys.mjs";

export interface Account {
  readonly id: number;
  readonly site: SiteId;
  readonly userName: string;
  readonly email: string;
  readonly passwordHash: string;
  readonly entitled: boolean;
}

const accountRow = z
  .object({
    id: z.number().int(),
    site: z.string(),
    user_name: z.string(),
    email: z.string(),
    password_hash: z.string(),
    entitled: z.union([z.literal(0), z.literal(1)]),
  })
  .transform((row) => ({
    id: row.id,
    site: row.site as SiteId,
    userName: row.user_name,
    email: row.email,
    passwordHash: row.password_hash,
    entitled: row.entitled === 1,
  }));

const COLUMNS = "id, site, user_name, email, password_hash, entitled";

export function findAccountByName(site: SiteId, userName: string): Account | undefined {
  const row = database().prepare(`SELECT ${COLUMNS} FROM accounts WHERE site = ? AND name_key = ?`).get(site, nameKey(userName));
  return row === undefined ? undefined : accountRow.parse(row);
}

export function findAccountById(id: number): Account | undefined {
  const row = database().prepare(`SELECT ${COLUMNS} FROM accounts WHERE id = ?`).get(id);
  return row === undefined ? undefined : accountRow.parse(row);
}

export type CreateAccountResult = { ok: true; id: number } | { ok: false; taken: "userName" | "email" };

export function createAccount(input: { site: SiteId; userName: string; email: string; passwordHash: string; now: number }): CreateAccountResult {
  const db = database();
  return db.transaction((): CreateAccountResult => {
    const clash = db
      .prepare("SELECT name_key = ? AS sameName FROM accounts WHERE site = ? AND (name_key = ? OR email_key = ?) LIMIT 1")
      .get(nameKey(input.userName), input.site, nameKey(input.userName), nameKey(input.email)) as { sameName: number } | undefined;
    if (clash) return { ok: false, taken: clash.sameName ? "userName" : "email" };
    const result = db
      .prepare(
        `INSERT INTO accounts (site, user_name, name_key, email, email_key, password_hash, entitled, created_at)
         VALUES (?, ?, ?, ?, ?, ?, 0, ?)`,
      )
      .run(input.site, input.userName, nameKey(input.userName), input.email, nameKey(input.email), input.passwordHash, input.now);
    return { ok: true, id: Number(result.lastInsertRowid) };
  })();
}

export function deleteAccount(id: number): void {
  database().prepare("DELETE FROM accounts WHERE id = ?").run(id);
}

export function updatePasswordHash(id: number, passwordHash: string, now: number): void {
  database().prepare("UPDATE accounts SET password_hash = ?, password_changed_at = ? WHERE id = ?").run(passwordHash, now, id);
}
