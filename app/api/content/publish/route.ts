import { errorResponse, jsonResponse } from "@/lib/auth/api";
import { withSession } from "@/lib/auth/route-handler";
import { editorAccess } from "@/lib/content/editor-access";
import { publishSchema } from "@/lib/content/schemas";
import { publishTexts } from "@/lib/content/texts-service";
import { MAX_CONTENT_BODY_BYTES } from "@/lib/server/body-limit";

/**
 * Publishes texts, all or nothing: 422 names each refused key and why, 409 each key someone else
 * published since the editor's base (who, when); either way nothing is published and drafts stay.
 */
export const POST = withSession(publishSchema, async ({ session, body }) => {
  const access = await editorAccess(session);
  if (!access.ok) return access.response;
  const outcome = await publishTexts({ site: session.site, scope: access.scope, editor: access.editor, author: session.userName, changes: body.changes, now: Date.now() });
  if (outcome.ok) return jsonResponse({ changeId: outcome.result.changeId, versions: outcome.result.versions }, 201);
  if ("refusals" in outcome) return errorResponse(422, "textRefused", outcome.refusals.map((refusal) => refusal.reason).join(" "), { refusals: outcome.refusals });
  const text = outcome.conflicts
    .map((conflict) => `${conflict.key} (${conflict.locale}) was published by ${conflict.author} at ${new Date(conflict.at).toISOString()} after you began; your draft is kept.`)
    .join(" ");
  return errorResponse(409, "publishConflict", text, { conflicts: outcome.conflicts });
}, { maxBodyBytes: MAX_CONTENT_BODY_BYTES });
