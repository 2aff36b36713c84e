import "server-only";
import { errorResponse } from "@/lib/auth/api";
import type { Session } from "@/lib/auth/session";
import { editorScopeOf } from "@/lib/content/editor-roles";
import type { EditorScope } from "./text-scope";

/** The 403 of every content route for a signed-in member who is no editor of the session's site. */
export const notEditor = () => errorResponse(403, "notEditor", "Only editors of this site can change its texts.");

/** The editor scope of the session's account when it covers the session's site, else the 403. */
export async function editorAccess(session: Session): Promise<{ ok: true; scope: EditorScope; editor: number } | { ok: false; response: Response }> {
  if (session.level !== "personal" || session.accountId === null) return { ok: false, response: notEditor() };
  const scope = await editorScopeOf(session.accountId);
  if (!scope || (!scope.everySite && !scope.sites.includes(session.site))) return { ok: false, response: notEditor() };
  return { ok: true, scope, editor: session.accountId };
}
