import { NextResponse, type NextRequest } from "next/server";
import { sessionCookieName } from "@/lib/auth/cookie";
import { serverEnv } from "@/lib/env/server-env";
import { route } from "@/lib/tenancy/hosts/routing";
import { NON_DOCUMENT_POLICY } from "@/lib/server/security/csp-policy.mjs";
import { documentSecurity, OPENER_POLICY_HEADER, openerPolicy, REQUEST_ID_HEADER, requestIdOf } from "@/lib/server/security/headers";
import { throttledLog } from "@/lib/server/log-throttle";
import { prerenderedEtag, stillFresh } from "@/lib/server/prerendered-etags";

const CSP = "Content-Security-Policy";
// `next dev` evaluates code for hot reloading, which a strict policy would block.
const enforcePolicy = process.env.NODE_ENV === "production";

export async function middleware(request: NextRequest) {
  const config = serverEnv.hosts();
  const requestId = requestIdOf(request.headers, config.trustProxy);
  const decision = route(
    {
      pathname: request.nextUrl.pathname,
      search: request.nextUrl.search,
      headers: request.headers,
      cookie: (name) => request.cookies.get(name)?.value,
    },
    config,
  );

  if (decision.action === "reject") {
    // A scan sends thousands of foreign hosts: the first is written, the rest counted.
    throttledLog("hostRejected", "warn", "host rejected", { host: decision.host, reason: decision.reason, requestId });
    return withBaseHeaders(new NextResponse(null, { status: 421 }), requestId);
  }
  if (decision.action === "redirect") {
    const response = new NextResponse(null, { status: 307, headers: { Location: decision.location } });
    response.headers.set("Vary", "Accept-Language");
    response.headers.set("Cache-Control", "private, no-store");
    return withBaseHeaders(response, requestId);
  }

  // A members' page without any session cookie: the login at once, before anything renders.
  if (decision.signIn && !request.cookies.has(sessionCookieName(decision.protocol))) {
    // Next.js writes a redirect to this origin as a path, as the page's own redirect() would.
    const response = NextResponse.redirect(new URL(decision.signIn, request.nextUrl), 307);
    response.headers.set("Cache-Control", "private, no-store");
    const opener = openerPolicy(decision.rendering);
    if (opener) response.headers.set(OPENER_POLICY_HEADER, opener);
    return withBaseHeaders(response, requestId);
  }

  if (decision.rendering === "static") {
    const unchanged = notModifiedAnswer(request, decision.pathname, decision.cacheControl, requestId);
    if (unchanged) return unchanged;
  }

  const security = enforcePolicy ? documentSecurity(decision.rendering) : {};
  const headers = new Headers(request.headers);
  headers.set(REQUEST_ID_HEADER, requestId);
  if (security.nonce && security.policy) headers.set(CSP, security.policy);
  else headers.delete(CSP);
  headers.delete(`${CSP}-Report-Only`);

  const target = request.nextUrl.clone();
  target.pathname = decision.pathname;
  if (decision.search !== undefined) target.search = decision.search;
  const response = NextResponse.rewrite(target, { request: { headers }, status: decision.status });
  if (decision.cacheControl) response.headers.set("Cache-Control", decision.cacheControl);
  if (security.policy) response.headers.set(CSP, security.policy);
  const opener = openerPolicy(decision.rendering);
  if (opener) response.headers.set(OPENER_POLICY_HEADER, opener);
  response.headers.set(REQUEST_ID_HEADER, requestId);
  return response;
}

/** What Next.js varies a page on (its 200 says so too); a 304 repeats it, as RFC 9110 asks. */
const PAGE_VARY = "rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch";

/**
 * A browser or proxy revalidating its copy of a prerendered page that has not changed: 304 at
 * once. The ETag was computed at build time (scripts/post-build.mjs); Next.js would otherwise hash
 * the whole page for every request. Router requests (`rsc`) fetch the payload, not the document.
 */
function notModifiedAnswer(request: NextRequest, pagePath: string, cacheControl: string | undefined, requestId: string): NextResponse | undefined {
  if ((request.method !== "GET" && request.method !== "HEAD") || request.headers.has("rsc")) return undefined;
  const etag = prerenderedEtag(pagePath);
  if (!etag || !stillFresh(request.headers.get("if-none-match"), etag)) return undefined;
  const response = new NextResponse(null, { status: 304, headers: { ETag: etag, Vary: PAGE_VARY } });
  if (cacheControl) response.headers.set("Cache-Control", cacheControl);
  response.headers.set(REQUEST_ID_HEADER, requestId);
  return response;
}

function withBaseHeaders(response: NextResponse, requestId: string): NextResponse {
  if (enforcePolicy) response.headers.set(CSP, NON_DOCUMENT_POLICY);
  response.headers.set(REQUEST_ID_HEADER, requestId);
  return response;
}

export const config = {
  // Node.js, in the server's own process: a separate sandbox would cost more per request than
  // the whole rest of a static page.
  runtime: "nodejs",
  // Static files (Next's assets, images, videos, fonts) need no site and no locale.
  matcher: ["/((?!_next/|favicon\\.ico$|.*\\.(?:svg|png|jpe?g|webp|avif|gif|mp4|webm|woff2?|css|js|map)$).*)"],
};
