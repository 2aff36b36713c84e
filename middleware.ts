import { NextResponse, type NextRequest } from "next/server";
import { sessionCookieName } from "@/lib/auth/cookie";
import { serverEnv } from "@/lib/env/server-env";
import { route, viewOfRequest, type Rendering, type RoutingRequest } from "@/lib/tenancy/hosts/routing";
import { isBuildSheet, siteSheetOf } from "@/lib/server/site-sheets/site-sheet";
import { isSiteId } from "@/lib/tenancy/sites/registry";
import { KEPT_PAGE_CACHE, keptPagePath } from "@/lib/tenancy/kept-pages";
import { memberAccessOfCookie } from "@/lib/content/member-access";
import { isDatabaseUnavailable } from "@/lib/server/database-outage";
import { databaseOutageResponse } from "@/lib/server/outage-answer";
import { logPageOutage } from "@/lib/server/console-json";
import { NON_DOCUMENT_POLICY } from "@/lib/server/security/csp-policy.mjs";
import { documentSecurity, OPENER_POLICY_HEADER, openerPolicy, REQUEST_ID_HEADER, requestIdOf } from "@/lib/server/security/headers";
import { throttledLog } from "@/lib/server/log-throttle";
import { prerenderedEtag, stillFresh } from "@/lib/server/prerendered-etags";

const CSP = "Content-Security-Policy";
// `next dev` evaluates code for hot reloading, which a strict policy would block.
const enforcePolicy = process.env.NODE_ENV === "production";

export async function middleware(request: NextRequest) {
  const config = serverEnv.hosts();
  const routing: RoutingRequest = {
    pathname: request.nextUrl.pathname,
    search: request.nextUrl.search,
    headers: request.headers,
    cookie: (name) => request.cookies.get(name)?.value,
  };
  if (isBuildSheet(routing.pathname)) return buildSheetAnswer(request, viewOfRequest(routing, config));
  const requestId = requestIdOf(request.headers, config.trustProxy);
  let decision = route(routing, config);

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
  const sessionCookie = decision.signIn ? request.cookies.get(sessionCookieName(decision.protocol))?.value : undefined;
  if (decision.signIn && !sessionCookie) return signInAnswer(request, decision.signIn, decision.rendering, requestId);

  if (decision.keptFor && decision.signIn && decision.locale) {
    // The members' page kept for the access this session opens; without one, the login.
    let access;
    try {
      access = isSiteId(decision.view) ? await memberAccessOfCookie(decision.view, sessionCookie) : undefined;
    } catch (error) {
      if (!isDatabaseUnavailable(error) || !(error instanceof Error)) throw error;
      logPageOutage(error);
      const outage = databaseOutageResponse();
      outage.headers.set(REQUEST_ID_HEADER, requestId);
      return outage;
    }
    if (!access) return signInAnswer(request, decision.signIn, decision.rendering, requestId);
    decision = { ...decision, pathname: keptPagePath(decision.view, decision.locale, access, decision.keptFor), rendering: "kept", cacheControl: KEPT_PAGE_CACHE };
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

/**
 * A style sheet of the build: the host's view (a site, or the local chooser) gets its own copy under
 * the same address (the same rules without other sites' frames, lib/server/site-sheets); a view
 * without a copy, a rejected host or a build without the copies gets the sheet itself.
 */
function buildSheetAnswer(request: NextRequest, view: string | undefined): NextResponse {
  const own = view === undefined ? undefined : siteSheetOf(view, request.nextUrl.pathname);
  if (!own) return NextResponse.next();
  const target = request.nextUrl.clone();
  target.pathname = own;
  return NextResponse.rewrite(target);
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

/** A members' page for no valid session: the login at once, with the way back. */
function signInAnswer(request: NextRequest, signIn: string, rendering: Rendering, requestId: string): NextResponse {
  // Next.js writes a redirect to this origin as a path, as the page's own redirect() would.
  const response = NextResponse.redirect(new URL(signIn, request.nextUrl), 307);
  response.headers.set("Cache-Control", "private, no-store");
  const opener = openerPolicy(rendering);
  if (opener) response.headers.set(OPENER_POLICY_HEADER, opener);
  return withBaseHeaders(response, requestId);
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
  // Static files (Next's assets, images, videos, fonts) need no site and no locale; the build's
  // style sheets are served per site (buildSheetAnswer).
  matcher: ["/((?!_next/|favicon\\.ico$|.*\\.(?:svg|png|jpe?g|webp|avif|gif|mp4|webm|woff2?|css|js|map)$).*)", "/_next/static/:folder(chunks|css)/:sheet([\\w.-]+\\.css)"],
};
