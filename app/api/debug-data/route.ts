import { errorResponse, jsonResponse } from "@/lib/auth/api";
import { authConfig } from "@/lib/auth/config";
import { DEBUG_USER_NAME, debugEnabled } from "@/lib/auth/credentials";
import { withRequest } from "@/lib/auth/route-handler";

const debugData = withRequest(null, () => jsonResponse({ debug: true, user: { name: DEBUG_USER_NAME, pass: authConfig().secrets.debugPassword } }));

/** The debug user's sign-in data for local testing: with AUTH_DEBUG on and never in production; else 404, before any other check. */
export function POST(request: Request) {
  return debugEnabled() ? debugData(request) : errorResponse(404, "notFound", "Not found.");
}
