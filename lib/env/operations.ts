import { z } from "zod";
import type { EnvSource, Parsed } from "./source.ts";

/** When a slow client's connection is cut (lib/server/slow-clients.ts). */
export interface ClientTimeLimits {
  /** From the start of a request until its headers are complete. */
  readonly headersMs: number;
  /** From the start of a request until it has arrived whole, body included; the answer is not limited. */
  readonly requestMs: number;
}

/** What the README promises a slow client: headers within 20 s, the whole request within 30 s. */
const DEFAULT_CLIENT_TIME_LIMITS: ClientTimeLimits = { headersMs: 20_000, requestMs: 30_000 };

interface OperationsConfig {
  /** JSON lines (the default in production) or the framework's plain text. */
  readonly logFormat: "json" | "text";
  /** How long requests in flight may take after SIGTERM before the process exits anyway. */
  readonly shutdownDrainSeconds: number;
  /** Lets a remote scraper read /api/metrics with `Authorization: Bearer <token>`; local addresses need none. */
  readonly metricsToken?: string;
  /** HEADERS_TIMEOUT_SECONDS and REQUEST_TIMEOUT_SECONDS: when a slow client's connection is cut. */
  readonly clientTimeLimits: ClientTimeLimits;
}

const schema = {
  LOG_FORMAT: z.enum(["json", "text"]).optional(),
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(1).max(600).optional(),
  METRICS_TOKEN: z.string().regex(/^\S{24,256}$/).optional(),
  HEADERS_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(120).optional(),
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).optional(),
};

/** LOG_FORMAT, SHUTDOWN_DRAIN_SECONDS, METRICS_TOKEN and the slow-client timeouts; one message per bad variable. */
export function parseOperationsConfig(env: EnvSource): Parsed<OperationsConfig> {
  const errors: string[] = [];
  const logFormat = schema.LOG_FORMAT.safeParse(env.LOG_FORMAT || undefined);
  if (!logFormat.success) errors.push(`LOG_FORMAT: must be "json" or "text" (got "${env.LOG_FORMAT}")`);
  const drain = schema.SHUTDOWN_DRAIN_SECONDS.safeParse(env.SHUTDOWN_DRAIN_SECONDS || undefined);
  if (!drain.success) errors.push(`SHUTDOWN_DRAIN_SECONDS: must be a whole number of seconds from 1 to 600 (got "${env.SHUTDOWN_DRAIN_SECONDS}")`);
  const metricsToken = schema.METRICS_TOKEN.safeParse(env.METRICS_TOKEN || undefined);
  // The value is a secret: the message never repeats it.
  if (!metricsToken.success) errors.push("METRICS_TOKEN: must be 24 to 256 characters without spaces (e.g. openssl rand -hex 24)");
  const headersTimeout = schema.HEADERS_TIMEOUT_SECONDS.safeParse(env.HEADERS_TIMEOUT_SECONDS || undefined);
  if (!headersTimeout.success) errors.push(`HEADERS_TIMEOUT_SECONDS: must be a whole number of seconds from 1 to 120 (got "${env.HEADERS_TIMEOUT_SECONDS}")`);
  const requestTimeout = schema.REQUEST_TIMEOUT_SECONDS.safeParse(env.REQUEST_TIMEOUT_SECONDS || undefined);
  if (!requestTimeout.success) errors.push(`REQUEST_TIMEOUT_SECONDS: must be a whole number of seconds from 1 to 600 (got "${env.REQUEST_TIMEOUT_SECONDS}")`);
  const clientTimeLimits = {
    headersMs: (headersTimeout.data ?? DEFAULT_CLIENT_TIME_LIMITS.headersMs / 1000) * 1000,
    requestMs: (requestTimeout.data ?? DEFAULT_CLIENT_TIME_LIMITS.requestMs / 1000) * 1000,
  };
  if (clientTimeLimits.requestMs < clientTimeLimits.headersMs) {
    errors.push(`REQUEST_TIMEOUT_SECONDS: must not be shorter than HEADERS_TIMEOUT_SECONDS (${clientTimeLimits.headersMs / 1000} s), the whole request includes its headers`);
  }
  if (errors.length) return { ok: false, errors };
  return {
    ok: true,
    config: {
      logFormat: logFormat.data ?? (env.NODE_ENV === "production" ? "json" : "text"),
      shutdownDrainSeconds: drain.data ?? 10,
      metricsToken: metricsToken.data,
      clientTimeLimits,
    },
  };
}
