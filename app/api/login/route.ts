import { authStatusBody, errorResponse, jsonResponse } from "@/lib/auth/api";
import { checkCredentials } from "@/lib/auth/credentials";
import { guardedPasswordCheck } from "@/lib/auth/guarded-check";
import { withRequest } from "@/lib/auth/route-handler";
import { signInSchema } from "@/lib/auth/schemas";
import { startSession } from "@/lib/auth/session";

/** Sign-in at the shared level (user name and password) or with a personal account (plus e-mail). */
export const POST = withRequest(signInSchema, async ({ context, body }) => {
  const checked = await guardedPasswordCheck(
    context.site,
    body.userName,
    context.address,
    () => checkCredentials(context.site, body),
    (identity) => identity !== undefined,
  );
  if (!checked.ok) return checked.response;
  if (!checked.value) return errorResponse(401, "wrongCredentials", "The user name, e-mail address or password is wrong.");
  return jsonResponse(authStatusBody(await startSession(context, checked.value)));
});
