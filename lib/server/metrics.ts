import "server-only";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

/** What kind of thing a request asked for; few values, so the series stay few. */
export type RouteClass = "page" | "api" | "stream" | "static" | "media" | "health" | "metrics";

const STATIC_FILE = /\.(?:js|css|map|svg|png|jpe?g|webp|avif|gif|ico|woff2?|ttf|txt|xml|json|webmanifest|mp3|mp4|webm|vtt|pdf)$/i;

/** The route class of a request path (query and fragment ignored). */
export function routeClassOf(url: string | undefined): RouteClass {
  const path = (url ?? "/").split(/[?#]/, 1)[0] ?? "/";
  if (path === "/api/metrics") return "metrics";
  if (path === "/api/health" || path.startsWith("/api/health/")) return "health";
  if (path === "/api/chat/stream") return "stream";
  if (path.startsWith("/api/")) return "api";
  if (/^\/intern\/[^/]+\/videos\//.test(path)) return "media";
  if (path.startsWith("/_next/static/") || path.startsWith("/_next/image") || STATIC_FILE.test(path)) return "static";
  return "page";
}

export type QueryKind = "select" | "insert" | "update" | "delete" | "other";

interface Metrics {
  readonly registry: Registry;
  readonly requests: Counter<"route_class" | "status">;
  readonly requestSeconds: Histogram<"route_class">;
  readonly rateLimited: Counter<"route_class">;
  readonly signInFailures: Counter;
  readonly openStreams: Gauge;
  readonly querySeconds: Histogram<"kind">;
}

// Next compiles this module into several bundles (instrumentation, each route); the one
// registry lives on globalThis so the request intake and /api/metrics see the same counters.
const GLOBAL_KEY = Symbol.for("multisite.metrics");
type Holder = { [GLOBAL_KEY]?: Metrics };

function create(): Metrics {
  const registry = new Registry();
  // Process figures, event-loop lag (nodejs_eventloop_lag_*) among them.
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  const registers = [registry];
  return {
    registry,
    requests: new Counter({ name: "multisite_http_requests_total", help: "Answered requests by route class and status code.", labelNames: ["route_class", "status"], registers }),
    requestSeconds: new Histogram({
      name: "multisite_http_request_duration_seconds",
      help: "Time from the request's arrival to the end of its answer (event streams excluded).",
      labelNames: ["route_class"],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    rateLimited: new Counter({ name: "multisite_http_rate_limited_total", help: "Answers with status 429 (too many requests) by route class.", labelNames: ["route_class"], registers }),
    signInFailures: new Counter({ name: "multisite_sign_in_failures_total", help: "Password checks that failed: sign-ins with a wrong user name, e-mail address or password, wrong current passwords.", registers }),
    openStreams: new Gauge({ name: "multisite_chat_open_streams", help: "Chat event streams open in this process.", registers }),
    querySeconds: new Histogram({
      name: "multisite_db_query_duration_seconds",
      help: "Database query time by kind of statement.",
      labelNames: ["kind"],
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers,
    }),
  };
}

function metrics(): Metrics {
  const holder = globalThis as Holder;
  holder[GLOBAL_KEY] ??= create();
  return holder[GLOBAL_KEY];
}

/** One finished answer: counted by route class and status, timed unless it is an event stream. */
export function recordAnswer(url: string | undefined, status: number, seconds: number): void {
  const current = metrics();
  const routeClass = routeClassOf(url);
  current.requests.inc({ route_class: routeClass, status: String(status) });
  if (status === 429) current.rateLimited.inc({ route_class: routeClass });
  if (routeClass !== "stream") current.requestSeconds.observe({ route_class: routeClass }, seconds);
}

export function recordSignInFailure(): void {
  metrics().signInFailures.inc();
}

/** An event stream opened; the returned function marks it closed (once). */
export function recordOpenStream(): () => void {
  const { openStreams } = metrics();
  openStreams.inc();
  let open = true;
  return () => {
    if (!open) return;
    open = false;
    openStreams.dec();
  };
}

/** The kind of an SQL statement by its first word. */
export function queryKindOf(sql: string): QueryKind {
  const word = /^\s*(\w+)/.exec(sql)?.[1]?.toLowerCase();
  return word === "select" || word === "insert" || word === "update" || word === "delete" ? word : "other";
}

export function recordQuery(kind: QueryKind, seconds: number): void {
  metrics().querySeconds.observe({ kind }, seconds);
}

/** The Prometheus text exposition of every metric of this process. */
export async function metricsText(): Promise<{ contentType: string; body: string }> {
  const { registry } = metrics();
  return { contentType: registry.contentType, body: await registry.metrics() };
}
