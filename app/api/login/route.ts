import { authStatusBody, errorResponse, jsonResponse } from "@/lib/auth/api";
import { checkCredentials } from "@/lib/auth/credentials";
import { knownDeviceForSignIn, rememberDevice, requestDevice } from "@/lib/auth/device";
import { guardedPasswordCheck } from "@/lib/auth/guarded-check";
import { withRequest } from "@/lib/auth/route-handler";
import { signInSchema } from "@/lib/auth/schemas";
import { startSession } from "@/lib/auth/session";

/**
 * Sign-in at the shared level (user name and password) or with a personal account (plus e-mail).
 * A browser that signed in as the name before (its device cookie) passes the name's slow-down;
 * every successful sign-in renews that cookie.
 */
export const POST = withRequest(signInSchema, async ({ context, body }) => {
  const device = await requestDevice(context);
  const knownDevice = await knownDeviceForSignIn(device, context.site, body);
  const checked = await guardedPasswordCheck(
    { site: context.site, userName: body.userName, address: context.address, knownDevice },
    () => checkCredentials(context.site, body),
    (identity) => identity !== undefined,
  );
  if (!checked.ok) return checked.response;
  if (!checked.value) return errorResponse(401, "wrongCredentials", "The user name, e-mail address or password is wrong.");
  const session = await startSession(context, checked.value);
  await rememberDevice(context, device, checked.value);
  return jsonResponse(authStatusBody(session));
});
