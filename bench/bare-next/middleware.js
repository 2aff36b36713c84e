import { NextResponse } from "next/server";

// The framework's cost of a middleware that rewrites (as the product's does for every page):
// /via-middleware/sized is served by /site/sized. Runs only on that path, so the other pages stay bare.
export function middleware(request) {
  const target = request.nextUrl.clone();
  target.pathname = request.nextUrl.pathname.replace(/^\/via-middleware/, "/site");
  return NextResponse.rewrite(target);
}

export const config = { runtime: "nodejs", matcher: ["/via-middleware/:path*"] };
