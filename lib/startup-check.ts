import { parseAuthEnv } from "./auth/env-schema";
import { parseHostConfig, siteHostsVariable, type EnvSource } from "./hosts/config";
import { siteIds } from "./sites/types";

/**
 * Problems that must stop the server, one message per variable. Canonical URLs, hreflang and
 * sitemaps are prerendered, so the site hosts of the running server must be those it was
 * built with.
 */
export function startupProblems(env: EnvSource, builtSiteHosts: string | undefined): string[] {
  const result = parseHostConfig(env);
  const auth = parseAuthEnv(env);
  const authErrors = auth.ok ? [] : auth.errors;
  if (!result.ok) return [...result.errors, ...authErrors];
  if (builtSiteHosts === undefined) return authErrors;
  const built = JSON.parse(builtSiteHosts) as Record<string, string>;
  const hostErrors = siteIds
    .map(siteHostsVariable)
    .filter((name) => (env[name] ?? "") !== (built[name] ?? ""))
    .map(
      (name) =>
        `${name}: is "${env[name] ?? ""}" now but was "${built[name] ?? ""}" when the server was built; prerendered canonical URLs and sitemaps use the build value, so build again with the same value`,
    );
  return [...hostErrors, ...authErrors];
}

export function siteHostsSnapshot(env: EnvSource): string {
  return JSON.stringify(Object.fromEntries(siteIds.map(siteHostsVariable).map((name) => [name, env[name] ?? ""])));
}
