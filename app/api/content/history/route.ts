import { errorResponse, jsonResponse } from "@/lib/auth/api";
import { withSession } from "@/lib/auth/route-handler";
import { versionsOf } from "@/lib/db/content";
import { editorAccess } from "@/lib/content/editor-access";
import { textKeySchema } from "@/lib/content/schemas";
import { ownerOfText } from "@/lib/content/text-scope";

/** Every published version of one text of the site, newest first, with author and time. */
export const GET = withSession(null, async ({ request, session }) => {
  const access = await editorAccess(session);
  if (!access.ok) return access.response;
  const query = textKeySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return errorResponse(400, "invalidInput", "Name a text and a language: ?key=…&locale=en.");
  const { key, locale } = query.data;
  return jsonResponse({ key, locale, versions: await versionsOf({ owner: ownerOfText(key, session.site), kind: "text", key, locale }) });
});
