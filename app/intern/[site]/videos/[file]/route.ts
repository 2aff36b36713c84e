import { errorResponse } from "@/lib/auth/api";
import { withSession, type MemberRequest } from "@/lib/auth/route-handler";
import { findInternVideo, videoResponse } from "@/lib/media/intern-video";

/**
 * Internal videos (at /intern/<site>/videos/<name>.mp4) for signed-in members of that site only.
 * The middleware does not run for .mp4 paths, so the session check resolves the host itself
 * (lib/auth/request-context.ts).
 */
async function serve({ request, session }: MemberRequest<undefined>): Promise<Response> {
  // The route is /intern/<site>/videos/<file>; the intake has already refused a malformed escape.
  const [, , site = "", , file = ""] = new URL(request.url).pathname.split("/");
  const video = session.site === site ? await findInternVideo(session.site, decodeURIComponent(file)) : undefined;
  if (!video) return errorResponse(404, "notFound", "Not found.");
  return videoResponse(video, request.headers.get("range"), request.method === "HEAD" ? "HEAD" : "GET");
}

export const GET = withSession(null, serve);
export const HEAD = withSession(null, serve);
