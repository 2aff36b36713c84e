import "server-only";
import { database, type Db } from "@/lib/db/connection";
import type { EditorScope } from "@/lib/content/text-scope";
import { EVERY_SITE } from "@/lib/db/operator";


/** The editor scope of a personal account; undefined when it is no editor at all. */
export async function editorScopeOf(accountId: number, db?: Db): Promise<EditorScope | undefined> {
  const rows = await (db ?? (await database()))
    .selectFrom("account_roles")
    .select("scope")
    .where("account_id", "=", accountId)
    .where("role", "=", "editor")
    .execute();
  if (rows.length === 0) return undefined;
  if (rows.some((row) => row.scope === EVERY_SITE)) return { everySite: true };
  return { everySite: false, sites: rows.map((row) => row.scope) };
}
