import { metricsAccess } from "@/lib/auth/metrics-access";
import { metricsText } from "@/lib/server/metrics";
import { serverEnv } from "@/lib/env/server-env";

export const dynamic = "force-dynamic";

const NO_STORE = { "Cache-Control": "no-store" };

/** Prometheus text format of this process's figures; for local scrapers or with METRICS_TOKEN. */
export async function GET(request: Request) {
  const access = metricsAccess(request.headers, serverEnv.operations().metricsToken);
  if (access === "hidden") return new Response("Not found", { status: 404, headers: { ...NO_STORE, "Content-Type": "text/plain; charset=utf-8" } });
  if (access === "forbidden") return new Response("Wrong metrics token", { status: 403, headers: { ...NO_STORE, "Content-Type": "text/plain; charset=utf-8" } });
  const { contentType, body } = await metricsText();
  return new Response(body, { headers: { ...NO_STORE, "Content-Type": contentType } });
}
