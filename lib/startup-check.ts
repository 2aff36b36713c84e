import { parseAuthEnv } from "./auth/env-schema";
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
  const auth = parseAuthEnv(env);
  const configErrors = [
    ...(result.ok ? [] : result.errors),
    ...(operations.ok ? [] : operations.errors),
    ...(auth.ok ? [] : auth.errors),
  ];
  if (!result.ok || builtSiteHosts === undefined) return configErrors;
  const built = JSON.parse(builtSiteHosts) as Record<string, string>;
  const hostErrors = siteIds
    .map(siteHostsVariable)
    .filter((name) => (env[name] ?? "") !== (built[name] ?? ""))
    .map(
      (name) =>
        `${name}: is "${env[name] ?? ""}" now but was "${built[name] ?? ""}" when the server was built; prerendered canonical URLs and sitemaps use the build value, so build again with the same value`,
    );
  return [...hostErrors, ...configErrors];
}

export function siteHostsSnapshot(env: EnvSource): string {
  return JSON.stringify(Object.fromEntries(siteIds.map(siteHostsVariable).map((name) => [name, env[name] ?? ""])));
}
