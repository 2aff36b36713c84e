import { parseHostConfig, siteHostsVariable, type EnvSource } from "./hosts/config";
import { parseOperationsConfig } from "./server/operations-config";
import { siteIds } from "./sites/types";

/**
 * Problems that must stop the server, one message per variable. Canonical URLs, hreflang and
 * sitemaps are prerendered, so the site hosts of the running server must be those it was
 * built with.
 */
export function startupProblems(env: EnvSource, builtSiteHosts: string | undefined): string[] {
  const operations = parseOperationsConfig(env);
  const result = parseHostConfig(env);
  if (!result.ok || !operations.ok) return [...(result.ok ? [] : result.errors), ...(operations.ok ? [] : operations.errors)];
  if (builtSiteHosts === undefined) return [];
  const built = JSON.parse(builtSiteHosts) as Record<string, string>;
  return siteIds
    .map(siteHostsVariable)
    .filter((name) => (env[name] ?? "") !== (built[name] ?? ""))
    .map(
      (name) =>
        `${name}: is "${env[name] ?? ""}" now but was "${built[name] ?? ""}" when the server was built; prerendered canonical URLs and sitemaps use the build value, so build again with the same value`,
    );
}

export function siteHostsSnapshot(env: EnvSource): string {
  return JSON.stringify(Object.fromEntries(siteIds.map(siteHostsVariable).map((name) => [name, env[name] ?? ""])));
}
