import { NextResponse } from "next/server";

/** Unknown API paths answer in JSON like the rest of the API, for every method. */
function unknownApiPath(request: Request): NextResponse {
  return NextResponse.json(
    { error: `Unknown API path ${new URL(request.url).pathname.slice(0, 200)}` },
    { status: 404, headers: { "Cache-Control": "private, no-store" } },
  );
}

export const GET = unknownApiPath;
export const POST = unknownApiPath;
export const PUT = unknownApiPath;
export const PATCH = unknownApiPath;
export const DELETE = unknownApiPath;
