import { errorResponse, jsonResponse, rateLimitedResponse } from "@/lib/auth/api";
import { busyResponse } from "@/lib/auth/guarded-check";
import { reserveRegistration } from "@/lib/auth/rate-limit";
import { registerAccount } from "@/lib/auth/registration";
import { sharedLevelOnly, withSession } from "@/lib/auth/route-handler";
import { registrationSchema } from "@/lib/auth/schemas";
import { publishedTextsOf } from "@/lib/content/published-texts";

const FAILURES = {
  userNameTaken: [409, "This user name is already taken on this site."],
  emailTaken: [409, "An account with this e-mail address already exists on this site."],
  reservedName: [409, "This user name is reserved."],
  mailFailed: [502, "The mail with the initial password could not be sent, so no account was created. Please try again later."],
} as const;

/** A personal account, open to visitors who signed in with the site's shared access. */
export const POST = withSession(
  registrationSchema,
  async ({ session, body, context: { site, address } }) => {
    // Counted per shared account, not per session: signing in again does not start afresh.
    const wait = await reserveRegistration(site, session.userName, address);
    if (wait > 0) return rateLimitedResponse(wait, `Too many registrations. Try again in ${wait} seconds.`);
    const result = await registerAccount(site, body.locale, body, address.value, await publishedTextsOf(site, body.locale));
    if (!result.ok) {
      if (result.code === "busy") return busyResponse(result.retryAfter);
      const [status, text] = FAILURES[result.code];
      return errorResponse(status, result.code, text);
    }
    return jsonResponse({ message: "The initial password was sent by e-mail.", email: body.email }, 201);
  },
  { gate: sharedLevelOnly },
);
