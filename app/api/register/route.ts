import { answerDatabaseOutage, errorResponse, guardPost, jsonResponse, readJsonBody } from "@/lib/auth/api";
import { busyResponse, rateLimitedResponse } from "@/lib/auth/guarded-check";
import { reserveRegistration } from "@/lib/auth/rate-limit";
import { registerAccount } from "@/lib/auth/registration";
import { registrationSchema } from "@/lib/auth/schemas";
import { currentSession } from "@/lib/auth/session";

const FAILURES = {
  userNameTaken: [409, "This user name is already taken on this site."],
  emailTaken: [409, "An account with this e-mail address already exists on this site."],
  reservedName: [409, "This user name is reserved."],
  mailFailed: [502, "The mail with the initial password could not be sent, so no account was created. Please try again later."],
} as const;

/** A personal account, open to visitors who passed the shared level (SPEC §6). */
async function post(request: Request): Promise<Response> {
  const guarded = await guardPost(request);
  if (!guarded.ok) return guarded.response;
  const session = await currentSession(guarded.context);
  if (!session) return errorResponse(401, "notSignedIn", "Not signed in.");
  if (session.level !== "shared") {
    return errorResponse(403, "sharedLevelRequired", "Registration is open after signing in with the shared access of this site.");
  }
  const body = await readJsonBody(request, registrationSchema);
  if (!body.ok) return body.response;
  const { site, address } = guarded.context;
  // Counted per shared account, not per session: signing in again does not start afresh.
  const wait = await reserveRegistration(site, session.userName, address);
  if (wait > 0) return rateLimitedResponse(wait, `Too many registrations. Try again in ${wait} seconds.`);
  const result = await registerAccount(site, body.data.locale, body.data, address.value);
  if (!result.ok) {
    if (result.code === "busy") return busyResponse(result.retryAfter);
    const [status, text] = FAILURES[result.code];
    return errorResponse(status, result.code, text);
  }
  return jsonResponse({ message: "The initial password was sent by e-mail.", email: body.data.email }, 201);
}

export const POST = answerDatabaseOutage(post);
