import { answerDatabaseOutage, errorResponse, guardPost, jsonResponse } from "@/lib/auth/api";
import { authConfig } from "@/lib/auth/config";
import { DEBUG_USER_NAME, debugEnabled } from "@/lib/auth/credentials";

/** The debug user's sign-in data (SPEC §3), with AUTH_DEBUG on and never in production; else 404. */
async function post(request: Request): Promise<Response> {
  if (!debugEnabled()) return errorResponse(404, "notFound", "Not found.");
  const guarded = await guardPost(request);
  if (!guarded.ok) return guarded.response;
  return jsonResponse({ debug: true, user: { name: DEBUG_USER_NAME, pass: authConfig().secrets.debugPassword } });
}

export const POST = answerDatabaseOutage(post);
