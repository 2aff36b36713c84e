import { jsonResponse } from "@/lib/auth/api";
import { withSession } from "@/lib/auth/route-handler";
import { editorAccess } from "@/lib/content/editor-access";
import { editorFacts } from "@/lib/content/facts-service";
import { factsFileOf } from "@/features/site-pages/server";

/** The site's facts for its editor: the build's file, what is published (with versions) and her drafts. */
export const GET = withSession(null, async ({ session }) => {
  const access = await editorAccess(session);
  if (!access.ok) return access.response;
  return jsonResponse({ site: session.site, build: factsFileOf(session.site), ...(await editorFacts(session.site, access.editor)) });
});
