import { parseHostConfig, publicPortOf, type HostConfig } from "./config";

let cached: HostConfig | undefined;

/**
 * The host configuration of this process. Start-up (instrumentation) validates the same
 * variables and refuses to start on an error, so here a bad value can only mean a test set-up.
 */
export function hostConfig(): HostConfig {
  if (cached) return cached;
  const result = parseHostConfig(process.env);
  if (!result.ok) throw new Error(`Invalid host configuration:\n${result.errors.join("\n")}`);
  cached = result.config;
  return cached;
}

export function devPort(): string {
  return publicPortOf(process.env);
}
