import { errorResponse, jsonResponse } from "@/lib/auth/api";
import { withSession } from "@/lib/auth/route-handler";
import { editorWriteAccess } from "@/lib/content/editor-access";
import { publishFacts } from "@/lib/content/facts-service";
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
  if (outcome.ok) return jsonResponse({ changeId: outcome.result.changeId, versions: outcome.result.versions }, 201);
  if ("refusals" in outcome) {
    return errorResponse(422, "factRefused", outcome.refusals.map((refusal) => `${refusal.path}: ${refusal.reason}.`).join(" "), { refusals: outcome.refusals });
  }
  const text = outcome.conflicts
    .map((conflict) => `${conflict.key} was published by ${conflict.author} at ${new Date(conflict.at).toISOString()} after you began; your draft is kept.`)
    .join(" ");
  return errorResponse(409, "publishConflict", text, { conflicts: outcome.conflicts });
});
