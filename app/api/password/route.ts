import { answerDatabaseOutage, errorResponse, guardPost, jsonResponse, readJsonBody } from "@/lib/auth/api";
import { findAccountById, updatePasswordHash } from "@/lib/db/accounts";
import { deleteOtherSessions } from "@/lib/db/sessions";
import { hashPassword, verifyPassword } from "@/lib/auth/password-hash.mjs";
import { busyResponse, guardedPasswordCheck } from "@/lib/auth/guarded-check";
import { passwordPool } from "@/lib/auth/password-pool";
import { passwordChangeSchema } from "@/lib/auth/schemas";
import { currentSession } from "@/lib/auth/session";

/** Changes the password of a personal account; every other session of the account ends. */
async function post(request: Request): Promise<Response> {
  const guarded = await guardPost(request);
  if (!guarded.ok) return guarded.response;
  const session = await currentSession(guarded.context);
  if (!session) return errorResponse(401, "notSignedIn", "Not signed in.");
  const account = session.accountId === null ? undefined : await findAccountById(session.accountId);
  if (session.level !== "personal" || !account) {
    return errorResponse(403, "personalLevelRequired", "Only a personal account has a password of its own.");
  }
  const body = await readJsonBody(request, passwordChangeSchema);
  if (!body.ok) return body.response;
  const { site, address } = guarded.context;
  // Guessing the current password here counts like failed sign-ins of the account.
  const checked = await guardedPasswordCheck(site, account.userName, address, () => verifyPassword(body.data.currentPassword, account.passwordHash), Boolean);
  if (!checked.ok) return checked.response;
  if (!checked.value) return errorResponse(400, "wrongPassword", "The current password is wrong.");
  const hashed = await passwordPool().run(address.value, () => hashPassword(body.data.newPassword));
  if (!hashed.ok) return busyResponse(hashed.retryAfter);
  await updatePasswordHash(account.id, hashed.value, Date.now());
  await deleteOtherSessions(account.id, session.idHash);
  return jsonResponse({ message: "The password was changed." });
}

export const POST = answerDatabaseOutage(post);
