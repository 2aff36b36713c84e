import "server-only";
import { accessName, type MemberAccessName } from "@/lib/auth/member-access";
import { sessionOfCookie } from "@/lib/auth/session";
import type { SiteId } from "@/lib/tenancy/sites/types";
import { editorOfSite } from "./editor-access";

/**
 * The access a raw session cookie opens on `site` (every check of a page's gate: seal, token,
 * the session row, the account), or undefined when it opens none.
 */
export async function memberAccessOfCookie(site: SiteId, raw: string | undefined): Promise<MemberAccessName | undefined> {
  const session = await sessionOfCookie(site, raw);
  if (!session) return undefined;
  return accessName({ level: session.level, entitled: session.entitled, editor: Boolean(await editorOfSite(session)) });
}
