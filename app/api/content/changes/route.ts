import { jsonResponse } from "@/lib/auth/api";
import { withSession } from "@/lib/auth/route-handler";
import { editorAccess } from "@/lib/content/editor-access";
import { siteChangeLog } from "@/lib/content/texts-service";

/** The site's change log: what was published, by whom, when. */
export const GET = withSession(null, async ({ session }) => {
  const access = await editorAccess(session);
  if (!access.ok) return access.response;
  return jsonResponse({ changes: await siteChangeLog(session.site) });
});
