// What the build fixed and the running server must match. Canonical URLs, hreflang and sitemaps
// are prerendered, so the site hosts of the running server must be those it was built with, and
// so must the public port while any site has no host of its own (its canonical origin is then
// `http://<site>.localhost:<port>`). next.config.ts bakes the build's values in.
import { publicPortOf, siteHostsVariable } from "./hosts.ts";
import { siteIds } from "./site-ids.ts";
import type { EnvSource } from "./source.ts";

/** The build's value of the public port, beside the site hosts (older builds lack it). */
const BUILT_PUBLIC_PORT = "PUBLIC_PORT";

/** The site hosts and the public port of the build, as next.config.ts bakes them in. */
export function siteHostsSnapshot(env: EnvSource = process.env): string {
  const hosts = siteIds.map(siteHostsVariable).map((name) => [name, env[name] ?? ""]);
  return JSON.stringify(Object.fromEntries([...hosts, [BUILT_PUBLIC_PORT, publicPortOf(env)]]));
}

// Next replaces these reads by the values next.config.ts's `env` gave the build: they are
// literal `process.env.NAME` reads on purpose.
/** The snapshot of the build (siteHostsSnapshot); undefined outside a build of Next. */
export const builtSiteHosts = (): string | undefined => process.env.BUILT_SITE_HOSTS;
/** When the running build was made (ISO time); undefined outside a build of Next. */
export const builtAt = (): string | undefined => process.env.APP_BUILD_DATE;

/** True while `next build` prerenders: there is no database to ask then. */
export const isBuildPhase = (): boolean => process.env.NEXT_PHASE === "phase-production-build";

/** One line per variable whose value differs from the build's snapshot; none without a snapshot. */
export function buildProblems(env: EnvSource, builtSnapshot: string | undefined): string[] {
  if (builtSnapshot === undefined) return [];
  const built = JSON.parse(builtSnapshot) as Record<string, string>;
  const hostErrors = siteIds
    .map(siteHostsVariable)
    .filter((name) => (env[name] ?? "") !== (built[name] ?? ""))
    .map(
      (name) =>
        `${name}: is "${env[name] ?? ""}" now but was "${built[name] ?? ""}" when the server was built; prerendered canonical URLs and sitemaps use the build value, so build again with the same value`,
    );
  return [...hostErrors, ...portErrors(env, built[BUILT_PUBLIC_PORT])];
}

function portErrors(env: EnvSource, builtPort: string | undefined): string[] {
  const port = publicPortOf(env);
  const localSites = siteIds.filter((id) => !env[siteHostsVariable(id)]?.trim());
  if (builtPort === undefined || port === builtPort || localSites.length === 0) return [];
  return [
    `PUBLIC_PORT: this server's public port is ${port} (PUBLIC_PORT, else PORT) but the build used ${builtPort}; prerendered canonical URLs, hreflang and sitemaps of sites without SITE_HOSTS_* (e.g. http://${localSites[0]}.localhost:${builtPort}) carry the build's port, so build again with PUBLIC_PORT=${port}, or set PUBLIC_PORT=${builtPort} when the sites are reached on that port`,
  ];
}
