import { NextResponse, type NextRequest } from "next/server";
import { hostConfig } from "@/lib/hosts/env";
import { REQUEST_HOST_HEADER, REQUEST_PATH_HEADER, REQUEST_VIEW_HEADER } from "@/lib/hosts/headers";
import { route } from "@/lib/hosts/routing";


export function middleware(request: NextRequest) {
  const decision = route(
    {
      pathname: request.nextUrl.pathname,
      search: request.nextUrl.search,
      headers: request.headers,
      cookie: (name) => request.cookies.get(name)?.value,
    },
    hostConfig(),
  );

  if (decision.action === "reject") {
    console.warn(JSON.stringify({ level: "warn", msg: "host rejected", host: decision.host, reason: decision.reason }));
    return new NextResponse(null, { status: 421 });
  }
  if (decision.action === "redirect") {
    const response = new NextResponse(null, { status: 307, headers: { Location: decision.location } });
    response.headers.set("Vary", "Accept-Language");
    response.headers.set("Cache-Control", "private, no-store");
    return response;
  }

  const headers = new Headers(request.headers);
  headers.set(REQUEST_HOST_HEADER, decision.host);
  headers.set(REQUEST_PATH_HEADER, request.nextUrl.pathname);
  headers.set(REQUEST_VIEW_HEADER, decision.view);
  const target = request.nextUrl.clone();
  target.pathname = decision.pathname;
  const response = NextResponse.rewrite(target, { request: { headers }, status: decision.status });
  if (decision.cacheControl) response.headers.set("Cache-Control", decision.cacheControl);
  return response;
}

export const config = {
  // Static files (Next's assets, images, videos, fonts) need no site and no locale.
  matcher: ["/((?!_next/|favicon\\.ico$|.*\\.(?:svg|png|jpe?g|webp|avif|gif|mp4|webm|woff2?|css|js|map)$).*)"],
};
