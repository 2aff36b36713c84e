import { authStatusBody, jsonResponse } from "@/lib/auth/api";
import { withSession } from "@/lib/auth/route-handler";

/** `{ isAuthenticated, user: { name }, token }`, or 401 with `isAuthenticated: false` when not signed in. */
export const POST = withSession(null, ({ session }) => jsonResponse(authStatusBody(session)), { signedOut: { isAuthenticated: false } });
