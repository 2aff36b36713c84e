import { z } from "zod";
import { siteIds, type SiteId } from "./site-ids.ts";
import type { EnvSource, Parsed } from "./source.ts";

export interface HostConfig {
  /** Production host names without the `www.` prefix. */
  readonly siteHosts: ReadonlyMap<string, SiteId>;
  /** The first configured host of each site: its canonical origin. */
  readonly primaryHosts: Readonly<Partial<Record<SiteId, string>>>;
  /** Whitelisted hosts that map to no site ('Domain {host} unknown!'). */
  readonly extraHosts: ReadonlySet<string>;
  /** The machine's own public addresses, treated as local hosts. */
  readonly serverAddresses: ReadonlySet<string>;
  /** Honour X-Forwarded-Host/-Proto (only behind a reverse proxy the operator controls). */
  readonly trustProxy: boolean;
}

const hostname = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/, {
    message: "is not a host name (letters, digits, dots and hyphens, no port, no scheme)",
  });
const address = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[0-9a-f:.]+$/, { message: "is not an IP address" });

const hostList = (item: z.ZodType<string, string>) =>
  z
    .string()
    .optional()
    .transform((value) => (value ?? "").split(",").map((part) => part.trim()).filter(Boolean))
    .pipe(z.array(item));

const flag = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((value) => value === "true" || value === "1");

export const siteHostsVariable = (id: SiteId) => `SITE_HOSTS_${id.toUpperCase()}`;

/** The port of the local canonical origins (`http://<site>.localhost:<port>`). */
export const publicPortOf = (env: EnvSource): string => env.PUBLIC_PORT || env.PORT || "3000";

/** Reads SITE_HOSTS_<SITE>, EXTRA_HOSTS, SERVER_ADDRESSES and TRUST_PROXY; one message per bad variable. */
export function parseHostConfig(env: EnvSource): Parsed<HostConfig> {
  const errors: string[] = [];
  const read = <T>(name: string, schema: z.ZodType<T>, fallback: T): T => {
    const result = schema.safeParse(env[name]);
    if (result.success) return result.data;
    errors.push(`${name}: ${result.error.issues.map((issue) => issue.message).join("; ")} (got "${env[name]}")`);
    return fallback;
  };

  const siteHosts = new Map<string, SiteId>();
  const primaryHosts: Partial<Record<SiteId, string>> = {};
  for (const id of siteIds) {
    const name = siteHostsVariable(id);
    for (const host of read(name, hostList(hostname), [])) {
      const bare = stripWww(host);
      const owner = siteHosts.get(bare);
      if (owner && owner !== id) {
        errors.push(`${name}: host "${host}" is already used by ${siteHostsVariable(owner)}`);
        continue;
      }
      siteHosts.set(bare, id);
      primaryHosts[id] ??= host;
    }
  }
  const config: HostConfig = {
    siteHosts,
    primaryHosts,
    extraHosts: new Set(read("EXTRA_HOSTS", hostList(hostname), []).map(stripWww)),
    serverAddresses: new Set(read("SERVER_ADDRESSES", hostList(address), [])),
    trustProxy: read("TRUST_PROXY", flag, false),
  };
  return errors.length ? { ok: false, errors } : { ok: true, config };
}

export function stripWww(host: string): string {
  return host.startsWith("www.") ? host.slice(4) : host;
}
