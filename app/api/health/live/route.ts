import { NextResponse } from "next/server";

export const dynamic = "force-dynamic";

/** Liveness: the process answers requests. */
export function GET() {
  return NextResponse.json({ status: "alive" }, { headers: { "Cache-Control": "no-store" } });
}
