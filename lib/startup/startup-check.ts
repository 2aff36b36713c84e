import { parseAuthEnv } from "../auth/env-schema";
import { databaseConfigFrom } from "../db/engine";
import { parseHostConfig, publicPortOf, siteHostsVariable, type EnvSource } from "../tenancy/hosts/config";
import { parseOperationsConfig } from "../server/operations-config";
import { siteIds } from "../tenancy/sites/types";

/** The build's value of the public port, beside the site hosts (older builds lack it). */
const BUILT_PUBLIC_PORT = "PUBLIC_PORT";

/**
 * Problems that must stop the server, one message per variable. Canonical URLs, hreflang and
 * sitemaps are prerendered, so the site hosts of the running server must be those it was
 * built with, and so must the public port while any site has no host of its own (its
 * canonical origin is then `http://<site>.localhost:<port>`).
 */
export function startupProblems(env: EnvSource, builtSiteHosts: string | undefined): string[] {
  const operations = parseOperationsConfig(env);
  const result = parseHostConfig(env);
  const auth = parseAuthEnv(env);
  const database = databaseConfigFrom(env);
  const configErrors = [
    ...(result.ok ? [] : result.errors),
    ...(operations.ok ? [] : operations.errors),
    ...(auth.ok ? [] : auth.errors),
    ...(database.ok ? [] : database.problems),
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
  return [...hostErrors, ...portErrors(env, built[BUILT_PUBLIC_PORT]), ...configErrors];
}

function portErrors(env: EnvSource, builtPort: string | undefined): string[] {
  const port = publicPortOf(env);
  const localSites = siteIds.filter((id) => !env[siteHostsVariable(id)]?.trim());
  if (builtPort === undefined || port === builtPort || localSites.length === 0) return [];
  return [
    `PUBLIC_PORT: this server's public port is ${port} (PUBLIC_PORT, else PORT) but the build used ${builtPort}; prerendered canonical URLs, hreflang and sitemaps of sites without SITE_HOSTS_* (e.g. http://${localSites[0]}.localhost:${builtPort}) carry the build's port, so build again with PUBLIC_PORT=${port}, or set PUBLIC_PORT=${builtPort} when the sites are reached on that port`,
  ];
}

export function siteHostsSnapshot(env: EnvSource): string {
  const hosts = siteIds.map(siteHostsVariable).map((name) => [name, env[name] ?? ""]);
  return JSON.stringify(Object.fromEntries([...hosts, [BUILT_PUBLIC_PORT, publicPortOf(env)]]));
}
