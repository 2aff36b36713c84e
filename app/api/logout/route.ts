import { jsonResponse } from "@/lib/auth/api";
import { withRequest } from "@/lib/auth/route-handler";
import { logoutSchema } from "@/lib/auth/schemas";
import { endSession } from "@/lib/auth/session";

/** POST only, with a JSON body: ends the server session and clears the cookie, signed in or not. */
export const POST = withRequest(logoutSchema, async ({ context }) => {
  await endSession(context);
  return jsonResponse({ message: "Signed out." });
});
