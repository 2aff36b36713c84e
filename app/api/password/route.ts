import { jsonResponse, errorResponse } from "@/lib/auth/api";
import { knownDeviceForAccount, requestDevice } from "@/lib/auth/device";
import { busyResponse, guardedPasswordCheck } from "@/lib/auth/guarded-check";
import { hashPassword, verifyPassword } from "@/lib/crypto/password-hash";
import { passwordPool } from "@/lib/auth/password-pool";
import { personalAccountOnly, refusals, withSession } from "@/lib/auth/route-handler";
import { passwordChangeSchema } from "@/lib/auth/schemas";
import { findAccountById, updatePasswordHash } from "@/lib/db/accounts";
import { deleteOtherSessions } from "@/lib/db/sessions";

/** Changes the password of a personal account; every other session of the account ends. */
export const POST = withSession(
  passwordChangeSchema,
  async ({ session, body, context }) => {
    const account = session.accountId === null ? undefined : await findAccountById(session.accountId);
    if (!account) return refusals.personalLevelRequired();
    // Guessing the current password here counts like failed sign-ins of the account.
    const knownDevice = knownDeviceForAccount(await requestDevice(context), account);
    const checked = await guardedPasswordCheck(
      { site: context.site, userName: account.userName, address: context.address, knownDevice },
      () => verifyPassword(body.currentPassword, account.passwordHash),
      Boolean,
    );
    if (!checked.ok) return checked.response;
    if (!checked.value) return errorResponse(400, "wrongPassword", "The current password is wrong.");
    // The new password's hash is a signed-in member's work: the members' lane.
    const hashed = await passwordPool().run("member", context.address.value, () => hashPassword(body.newPassword));
    if (!hashed.ok) return busyResponse(hashed.retryAfter);
    await updatePasswordHash(account.id, hashed.value, Date.now());
    await deleteOtherSessions(account.id, session.idHash);
    return jsonResponse({ message: "The password was changed." });
  },
  { gate: personalAccountOnly },
);
