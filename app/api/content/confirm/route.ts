import { jsonResponse } from "@/lib/auth/api";
import { withSession } from "@/lib/auth/route-handler";
import { confirmTranslation } from "@/lib/db/content";
import { editorWriteAccess, notEditor } from "@/lib/content/editor-access";
import { textKeySchema } from "@/lib/content/schemas";
import { mayEditText, ownerOfText } from "@/lib/content/text-scope";

/** The editor checked a translation against its changed source: its needs-review mark goes. */
export const POST = withSession(textKeySchema, async ({ session, body }) => {
  const access = await editorWriteAccess(session);
  if (!access.ok) return access.response;
  const owner = ownerOfText(body.key, session.site);
  if (!mayEditText(access.scope, owner)) return notEditor();
  return jsonResponse({ confirmed: await confirmTranslation({ owner, key: body.key, locale: body.locale }) });
});
