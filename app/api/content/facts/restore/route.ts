import { errorResponse } from "@/lib/auth/api";
import { withSession } from "@/lib/auth/route-handler";
import { editorWriteAccess } from "@/lib/content/editor-access";
import { restoreFact } from "@/lib/content/facts-service";
import { factsOutcomeResponse } from "@/lib/content/publish-response";
import { factRestoreSchema } from "@/lib/content/schemas";
import { checkFacts } from "@/features/site-pages/server";

/** Publishes an older version of a fact again, as a new version by the editor who restores it. */
export const POST = withSession(factRestoreSchema, async ({ session, body }) => {
  const access = await editorWriteAccess(session);
  if (!access.ok) return access.response;
  const outcome = await restoreFact({ site: session.site, editor: access.editor, author: session.userName, ...body, now: Date.now(), check: checkFacts });
  if (outcome === "noSuchVersion") return errorResponse(404, "notFound", `${body.path} has no version ${body.version}.`);
  return factsOutcomeResponse(outcome);
});
