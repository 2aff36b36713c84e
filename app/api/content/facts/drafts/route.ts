import { jsonResponse } from "@/lib/auth/api";
import { withSession } from "@/lib/auth/route-handler";
import { editorWriteAccess } from "@/lib/content/editor-access";
import { saveFactDrafts } from "@/lib/content/facts-service";
import { factChangesSchema } from "@/lib/content/schemas";

/** Keeps the editor's changes of the site's facts on the server as her draft (checked when published). */
export const POST = withSession(factChangesSchema, async ({ session, body }) => {
  const access = await editorWriteAccess(session);
  if (!access.ok) return access.response;
  await saveFactDrafts(session.site, access.editor, body.changes, Date.now());
  return jsonResponse({ saved: body.changes.length });
});
