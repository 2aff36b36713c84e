import { withSession } from "@/lib/auth/route-handler";
import { editorWriteAccess } from "@/lib/content/editor-access";
import { publishOutcomeResponse } from "@/lib/content/publish-response";
import { publishSchema } from "@/lib/content/schemas";
import { publishTexts } from "@/lib/content/texts-service";
import { MAX_CONTENT_BODY_BYTES } from "@/lib/server/body-limit";

/** Publishes texts, all or nothing (lib/content/publish-response.ts says what each refusal answers). */
export const POST = withSession(publishSchema, async ({ session, body }) => {
  const access = await editorWriteAccess(session);
  if (!access.ok) return access.response;
  return publishOutcomeResponse(
    await publishTexts({ site: session.site, scope: access.scope, editor: access.editor, author: session.userName, changes: body.changes, now: Date.now() }),
  );
}, { maxBodyBytes: MAX_CONTENT_BODY_BYTES });
