import { answerDatabaseOutage, guardPost, jsonResponse, readJsonBody } from "@/lib/auth/api";
import { logoutSchema } from "@/lib/auth/schemas";
import { endSession } from "@/lib/auth/session";

/** POST only, JSON body (SPEC §7): ends the server session and clears the cookie. */
async function post(request: Request): Promise<Response> {
  const guarded = await guardPost(request);
  if (!guarded.ok) return guarded.response;
  const body = await readJsonBody(request, logoutSchema);
  if (!body.ok) return body.response;
  await endSession(guarded.context);
  return jsonResponse({ message: "Signed out." });
}

export const POST = answerDatabaseOutage(post);
