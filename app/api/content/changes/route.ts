import { errorResponse, jsonResponse } from "@/lib/auth/api";
import { withSession } from "@/lib/auth/route-handler";
import { editorAccess } from "@/lib/content/editor-access";
import { changeLogQuerySchema } from "@/lib/content/schemas";
import { siteChangeLog } from "@/lib/content/texts-service";

/** The site's change log: what was published, by whom, when; a page at a time (`?before=<change id>`). */
export const GET = withSession(null, async ({ request, session }) => {
  const access = await editorAccess(session);
  if (!access.ok) return access.response;
  const query = changeLogQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return errorResponse(400, "invalidInput", "`before` must be the id of a change: ?before=42.");
  return jsonResponse({ changes: await siteChangeLog(session.site, query.data.before) });
});
