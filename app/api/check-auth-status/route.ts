import { answerDatabaseOutage, authStatusBody, errorResponse, guardPost, jsonResponse } from "@/lib/auth/api";
import { currentSession } from "@/lib/auth/session";

/** SPEC §7: `{ isAuthenticated, user: { name }, token }`, or 401 when not signed in. */
async function post(request: Request): Promise<Response> {
  const guarded = await guardPost(request);
  if (!guarded.ok) return guarded.response;
  const session = await currentSession(guarded.context);
  if (!session) return errorResponse(401, "notSignedIn", "Not signed in.", { isAuthenticated: false });
  return jsonResponse(authStatusBody(session));
}

export const POST = answerDatabaseOutage(post);
