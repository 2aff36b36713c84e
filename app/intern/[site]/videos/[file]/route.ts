import { errorResponse } from "@/lib/auth/api";
import { currentSession, requestContext } from "@/lib/auth/session";
import { findInternVideo, videoResponse } from "@/lib/media/intern-video";

type Params = Promise<{ site: string; file: string }>;

/**
 * Internal videos (at /intern/<site>/videos/<name>.mp4) for signed-in members
 * of that site only. The middleware does not run for .mp4 paths, so the session check resolves
 * the host itself (lib/auth/request-context.ts).
 */
async function serve(request: Request, params: Params, method: "GET" | "HEAD"): Promise<Response> {
  const { site, file } = await params;
  const session = await currentSession(await requestContext());
  if (!session) return errorResponse(401, "notSignedIn", "Not signed in.");
  const video = session.site === site ? await findInternVideo(session.site, file) : undefined;
  if (!video) return errorResponse(404, "notFound", "Not found.");
  return videoResponse(video, request.headers.get("range"), method);
}

export function GET(request: Request, { params }: { params: Params }) {
  return serve(request, params, "GET");
}

export function HEAD(request: Request, { params }: { params: Params }) {
  return serve(request, params, "HEAD");
}
