import { withSession } from "@/lib/auth/route-handler";
import { editorWriteAccess } from "@/lib/content/editor-access";
import { publishFacts } from "@/lib/content/facts-service";
import { factsOutcomeResponse } from "@/lib/content/publish-response";
import { factPublishSchema } from "@/lib/content/schemas";
import { checkFacts } from "@/features/site-pages/server";

/**
 * Publishes changes of the site's facts, all or nothing: 422 names each refused path and why,
 * 409 each path someone else published since the editor's base (who, when); either way nothing
 * is published and the drafts stay.
 */
export const POST = withSession(factPublishSchema, async ({ session, body }) => {
  const access = await editorWriteAccess(session);
  if (!access.ok) return access.response;
  const outcome = await publishFacts({ site: session.site, editor: access.editor, author: session.userName, changes: body.changes, now: Date.now(), check: checkFacts });
  return factsOutcomeResponse(outcome);
});
