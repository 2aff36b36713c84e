import { authStatusBody, errorResponse, guardPost, jsonResponse, readJsonBody } from "@/lib/auth/api";
import { checkCredentials } from "@/lib/auth/credentials";
import { signInLimit } from "@/lib/auth/rate-limit";
import { signInSchema } from "@/lib/auth/schemas";
import { startSession } from "@/lib/auth/session";

/** Sign-in at the shared level (user name and password) or with a personal account (plus e-mail). */
export async function POST(request: Request) {
  const guarded = await guardPost(request);
  if (!guarded.ok) return guarded.response;
  const body = await readJsonBody(request, signInSchema);
  if (!body.ok) return body.response;
  const { context } = guarded;
  const now = Date.now();
  const wait = signInLimit.blockedFor(context.site, body.data.userName, context.address, now);
  if (wait > 0) {
    return errorResponse(429, "rateLimited", `Too many failed sign-ins. Try again in ${wait} seconds.`, { retryAfter: wait }, { "Retry-After": String(wait) });
  }
  const identity = await checkCredentials(context.site, body.data);
  if (!identity) {
    signInLimit.recordFailure(context.site, body.data.userName, context.address, now);
    return errorResponse(401, "wrongCredentials", "The user name, e-mail address or password is wrong.");
  }
  signInLimit.recordSuccess(context.site, body.data.userName);
  return jsonResponse(authStatusBody(await startSession(context, identity)));
}
