import "server-only";
import { errorResponse, rateLimitedResponse } from "@/lib/auth/api";
import { reserveContentWrite } from "@/lib/auth/rate-limit";
import type { Session } from "@/lib/auth/session";
import { editorScopeOf } from "@/lib/content/editor-roles";
import type { EditorScope } from "./text-scope";

/** The 403 of every content route for a signed-in member who is no editor of the session's site. */
export const notEditor = () => errorResponse(403, "notEditor", "Only editors of this site can change its texts.");

/** The editor scope of the session's account when it covers the session's site; undefined for anyone else. */
export async function editorOfSite(session: Session): Promise<EditorScope | undefined> {
  if (session.level !== "personal" || session.accountId === null) return undefined;
  const scope = await editorScopeOf(session.accountId);
  if (!scope || (!scope.everySite && !scope.sites.includes(session.site))) return undefined;
  return scope;
}

type Access = { ok: true; scope: EditorScope; editor: number } | { ok: false; response: Response };

/** The editor scope of the session's account when it covers the session's site, else the 403. */
export async function editorAccess(session: Session): Promise<Access> {
  const scope = await editorOfSite(session);
  if (!scope || session.accountId === null) return { ok: false, response: notEditor() };
  return { ok: true, scope, editor: session.accountId };
}

/**
 * editorAccess for a route that writes (a draft, a publish, a restore, a confirmation): each
 * write also counts against the editor's limit (lib/auth/rate-limit.ts), else 429 with Retry-After.
 */
export async function editorWriteAccess(session: Session): Promise<Access> {
  const access = await editorAccess(session);
  if (!access.ok) return access;
  const wait = await reserveContentWrite(access.editor);
  if (wait > 0) return { ok: false, response: rateLimitedResponse(wait, `Too many changes in a short time. Try again in ${wait} seconds.`) };
  return access;
}
