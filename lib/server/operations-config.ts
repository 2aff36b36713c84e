import { z } from "zod";
import type { EnvSource } from "@/lib/tenancy/hosts/config";

interface OperationsConfig {
  /** JSON lines (the default in production) or the framework's plain text. */
  readonly logFormat: "json" | "text";
  /** How long requests in flight may take after SIGTERM before the process exits anyway. */
  readonly shutdownDrainSeconds: number;
  /** Lets a remote scraper read /api/metrics with `Authorization: Bearer <token>`; local addresses need none. */
  readonly metricsToken?: string;
}

const schema = {
  LOG_FORMAT: z.enum(["json", "text"]).optional(),
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(1).max(600).optional(),
  METRICS_TOKEN: z.string().regex(/^\S{24,256}$/).optional(),
};

export type OperationsConfigResult = { ok: true; config: OperationsConfig } | { ok: false; errors: string[] };

/** LOG_FORMAT, SHUTDOWN_DRAIN_SECONDS and METRICS_TOKEN; one message per bad variable. */
export function parseOperationsConfig(env: EnvSource): OperationsConfigResult {
  const errors: string[] = [];
  const logFormat = schema.LOG_FORMAT.safeParse(env.LOG_FORMAT || undefined);
  if (!logFormat.success) errors.push(`LOG_FORMAT: must be "json" or "text" (got "${env.LOG_FORMAT}")`);
  const drain = schema.SHUTDOWN_DRAIN_SECONDS.safeParse(env.SHUTDOWN_DRAIN_SECONDS || undefined);
  if (!drain.success) errors.push(`SHUTDOWN_DRAIN_SECONDS: must be a whole number of seconds from 1 to 600 (got "${env.SHUTDOWN_DRAIN_SECONDS}")`);
  const metricsToken = schema.METRICS_TOKEN.safeParse(env.METRICS_TOKEN || undefined);
  // The value is a secret: the message never repeats it.
  if (!metricsToken.success) errors.push("METRICS_TOKEN: must be 24 to 256 characters without spaces (e.g. openssl rand -hex 24)");
  if (errors.length) return { ok: false, errors };
  return {
    ok: true,
    config: {
      logFormat: logFormat.data ?? (env.NODE_ENV === "production" ? "json" : "text"),
      shutdownDrainSeconds: drain.data ?? 10,
      metricsToken: metricsToken.data,
    },
  };
}
