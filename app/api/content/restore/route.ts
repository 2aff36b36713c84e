import { errorResponse } from "@/lib/auth/api";
import { withSession } from "@/lib/auth/route-handler";
import { editorWriteAccess } from "@/lib/content/editor-access";
import { publishOutcomeResponse } from "@/lib/content/publish-response";
import { restoreSchema } from "@/lib/content/schemas";
import { restoreText } from "@/lib/content/texts-service";

/**
 * Publishes an older version of a text again, as a new version by the editor who restores it:
 * the same checks, conflict rule (`baseVersion`, the newest version she saw) and revalidation as a publish.
 */
export const POST = withSession(restoreSchema, async ({ session, body }) => {
  const access = await editorWriteAccess(session);
  if (!access.ok) return access.response;
  const outcome = await restoreText({ site: session.site, scope: access.scope, editor: access.editor, author: session.userName, ...body, now: Date.now() });
  if (outcome === "noSuchVersion") return errorResponse(404, "notFound", `${body.key} (${body.locale}) has no version ${body.version}.`);
  return publishOutcomeResponse(outcome);
});
