import { answerDatabaseOutage, authStatusBody, errorResponse, guardPost, jsonResponse, readJsonBody } from "@/lib/auth/api";
import { checkCredentials } from "@/lib/auth/credentials";
import { guardedPasswordCheck } from "@/lib/auth/guarded-check";
import { signInSchema } from "@/lib/auth/schemas";
import { startSession } from "@/lib/auth/session";

/** Sign-in at the shared level (user name and password) or with a personal account (plus e-mail). */
async function post(request: Request): Promise<Response> {
  const guarded = await guardPost(request);
  if (!guarded.ok) return guarded.response;
  const body = await readJsonBody(request, signInSchema);
  if (!body.ok) return body.response;
  const { context } = guarded;
  const checked = await guardedPasswordCheck(
    context.site,
    body.data.userName,
    context.address,
    () => checkCredentials(context.site, body.data),
    (identity) => identity !== undefined,
  );
  if (!checked.ok) return checked.response;
  if (!checked.value) return errorResponse(401, "wrongCredentials", "The user name, e-mail address or password is wrong.");
  return jsonResponse(authStatusBody(await startSession(context, checked.value)));
}

export const POST = answerDatabaseOutage(post);
