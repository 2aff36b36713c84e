import { errorResponse, jsonResponse } from "@/lib/auth/api";
import { withSession } from "@/lib/auth/route-handler";
import { editorAccess } from "@/lib/content/editor-access";
import { localeQuerySchema } from "@/lib/content/schemas";
import { editorTexts } from "@/lib/content/texts-service";

/** The site's texts in one language for its editor: build, published, her draft, needs-review marks. */
export const GET = withSession(null, async ({ request, session }) => {
  const access = await editorAccess(session);
  if (!access.ok) return access.response;
  const query = localeQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return errorResponse(400, "invalidInput", "Name one of the eight languages: ?locale=en.");
  return jsonResponse({ locale: query.data.locale, texts: await editorTexts(session.site, query.data.locale, access.editor, access.scope) });
});
