import { errorResponse, guardPost, jsonResponse, readJsonBody } from "@/lib/auth/api";
import { findAccountById, updatePasswordHash } from "@/lib/db/accounts";
import { deleteOtherSessions } from "@/lib/db/sessions";
import { hashPassword, verifyPassword } from "@/lib/auth/password-hash.mjs";
import { signInLimit } from "@/lib/auth/rate-limit";
import { passwordChangeSchema } from "@/lib/auth/schemas";
import { currentSession } from "@/lib/auth/session";

/** Changes the password of a personal account; every other session of the account ends. */
export async function POST(request: Request) {
  const guarded = await guardPost(request);
  if (!guarded.ok) return guarded.response;
  const session = await currentSession(guarded.context);
  if (!session) return errorResponse(401, "notSignedIn", "Not signed in.");
  const account = session.accountId === null ? undefined : findAccountById(session.accountId);
  if (session.level !== "personal" || !account) {
    return errorResponse(403, "personalLevelRequired", "Only a personal account has a password of its own.");
  }
  const body = await readJsonBody(request, passwordChangeSchema);
  if (!body.ok) return body.response;
  const { site, address } = guarded.context;
  const now = Date.now();
  // Guessing the current password here counts like failed sign-ins of the account.
  const wait = signInLimit.blockedFor(site, account.userName, address, now);
  if (wait > 0) {
    return errorResponse(429, "rateLimited", `Too many failed attempts. Try again in ${wait} seconds.`, { retryAfter: wait }, { "Retry-After": String(wait) });
  }
  if (!(await verifyPassword(body.data.currentPassword, account.passwordHash))) {
    signInLimit.recordFailure(site, account.userName, address, now);
    return errorResponse(400, "wrongPassword", "The current password is wrong.");
  }
  updatePasswordHash(account.id, await hashPassword(body.data.newPassword), now);
  deleteOtherSessions(account.id, session.idHash);
  return jsonResponse({ message: "The password was changed." });
}
