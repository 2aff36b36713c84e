import { jsonResponse } from "@/lib/auth/api";
import { withSession } from "@/lib/auth/route-handler";
import { saveDraft } from "@/lib/db/content";
import { editorWriteAccess, notEditor } from "@/lib/content/editor-access";
import { textChangeSchema } from "@/lib/content/schemas";
import { mayEditText, ownerOfText } from "@/lib/content/text-scope";

/** Keeps the editor's draft of one text on the server (checked only when published). */
export const POST = withSession(textChangeSchema, async ({ session, body }) => {
  const access = await editorWriteAccess(session);
  if (!access.ok) return access.response;
  const owner = ownerOfText(body.key, session.site);
  if (!mayEditText(access.scope, owner)) return notEditor();
  await saveDraft(access.editor, { owner, kind: "text", key: body.key, locale: body.locale, value: body.value, baseVersion: body.baseVersion }, Date.now());
  return jsonResponse({ saved: true });
});
