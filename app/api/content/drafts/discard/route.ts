import { jsonResponse } from "@/lib/auth/api";
import { withSession } from "@/lib/auth/route-handler";
import { discardDraft } from "@/lib/db/content";
import { editorWriteAccess, notEditor } from "@/lib/content/editor-access";
import { textKeySchema } from "@/lib/content/schemas";
import { mayEditText, ownerOfText } from "@/lib/content/text-scope";

/** Drops the editor's draft of one text; the published text stays as it is. */
export const POST = withSession(textKeySchema, async ({ session, body }) => {
  const access = await editorWriteAccess(session);
  if (!access.ok) return access.response;
  const owner = ownerOfText(body.key, session.site);
  if (!mayEditText(access.scope, owner)) return notEditor();
  await discardDraft(access.editor, { owner, kind: "text", key: body.key, locale: body.locale });
  return jsonResponse({ discarded: true });
});
