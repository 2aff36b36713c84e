import { NextResponse } from "next/server";
import { databaseHealth } from "@/lib/db/health";
import { throttledLog } from "@/lib/server/log-throttle";
import { isShuttingDown } from "@/lib/server/shutdown";

export const dynamic = "force-dynamic";

/**
 * Readiness: 200 when the server can take traffic (the database answers, no shutdown under
 * way), else 503 with the failing check. Liveness alone is /api/health/live.
 */
export async function GET() {
  const database = await databaseHealth();
  const shuttingDown = isShuttingDown();
  const ready = database.ok && !shuttingDown;
  // A probe asks every few seconds: one line per minute during an outage tells enough.
  if (!database.ok) throttledLog("databaseOutageReadiness", "error", "readiness: the database does not answer", { error: database.error });
  return NextResponse.json(
    {
      status: ready ? "ready" : "not ready",
      checks: {
        database: database.ok ? { status: "ok", schemaVersion: database.schemaVersion } : { status: "error" },
        shutdown: shuttingDown ? "in progress" : "no",
      },
      uptimeSeconds: Math.round(process.uptime()),
    },
    { status: ready ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
}
