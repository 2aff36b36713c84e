import { errorResponse, jsonResponse } from "@/lib/auth/api";
import { withSession } from "@/lib/auth/route-handler";
import { editorAccess } from "@/lib/content/editor-access";
import { factHistory } from "@/lib/content/facts-service";
import { factPathQuerySchema } from "@/lib/content/schemas";

/** Every published version of one fact of the site, newest first, with author, time and value. */
export const GET = withSession(null, async ({ request, session }) => {
  const access = await editorAccess(session);
  if (!access.ok) return access.response;
  const query = factPathQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return errorResponse(400, "invalidInput", "Name a fact: ?path=facts/cafeFrom/value.");
  return jsonResponse({ path: query.data.path, versions: await factHistory(session.site, query.data.path) });
});
