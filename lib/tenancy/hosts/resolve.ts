import { isSiteId } from "@/lib/tenancy/sites/registry";
import type { SiteId } from "@/lib/tenancy/sites/types";
import { stripWww, type HostConfig } from "@/lib/env/hosts";
import { isIpLiteral, isLocalHostname } from "./local-address";

export type HostResolution =
  | { kind: "site"; site: SiteId; hostname: string; local: boolean }
  | { kind: "local"; hostname: string }
  | { kind: "unknown"; hostname: string; local: boolean }
  | { kind: "rejected"; reason: string };

export interface ParsedHost {
  hostname: string;
  port: string;
}

const MAX_HOST_LENGTH = 260;
const HIGHEST_PORT = 65_535;

/**
 * Splits a Host header into a lower-case host name and port; undefined when it is malformed.
 * A port beyond 65535 is malformed too: no URL can carry it (a redirect built from it would throw).
 */
export function parseHostHeader(raw: string | null | undefined): ParsedHost | undefined {
  if (!raw || raw.length > MAX_HOST_LENGTH) return undefined;
  const value = raw.trim().toLowerCase();
  const bracketed = /^\[([0-9a-f:.]+)\](?::(\d{1,5}))?$/.exec(value);
  const plain = bracketed ? undefined : /^([a-z0-9.-]+?)\.?(?::(\d{1,5}))?$/.exec(value);
  const hostname = bracketed?.[1] ?? plain?.[1];
  const port = (bracketed ?? plain)?.[2] ?? "";
  if (!hostname || (plain && (hostname.startsWith(".") || hostname.includes("..")))) return undefined;
  if (Number(port) > HIGHEST_PORT) return undefined;
  return { hostname, port };
}

/**
 * Host → site. Order: configured production hosts (with or without `www.`),
 * `<id>.localhost`, local hosts, the operator's extra whitelist; everything else is rejected.
 */
export function resolveHost(raw: string | null | undefined, config: HostConfig): HostResolution {
  const parsed = parseHostHeader(raw);
  if (!parsed) return { kind: "rejected", reason: "malformed host" };
  const { hostname } = parsed;
  const bare = stripWww(hostname);

  const configured = config.siteHosts.get(bare);
  if (configured) return { kind: "site", site: configured, hostname, local: false };

  if (bare.endsWith(".localhost")) {
    const label = stripWww(bare.slice(0, -".localhost".length));
    return isSiteId(label)
      ? { kind: "site", site: label, hostname, local: true }
      : { kind: "unknown", hostname, local: true };
  }
  if (isLocalHostname(hostname) || config.serverAddresses.has(hostname)) return { kind: "local", hostname };
  if (config.extraHosts.has(bare)) return { kind: "unknown", hostname, local: false };
  return { kind: "rejected", reason: isIpLiteral(hostname) ? "public address" : "host not on the whitelist" };
}

/**
 * The host and protocol the visitor used. Forwarded headers count only when the operator
 * trusts the proxy; otherwise a forged one is ignored.
 */
export function effectiveRequestOrigin(
  headers: { get(name: string): string | null },
  trustProxy: boolean,
): { host: string | null; protocol: "http" | "https" } {
  // The Node server itself speaks plain http (Next derives its URL protocol from
  // X-Forwarded-Proto, so that value cannot be used when the proxy is not trusted).
  const direct = { host: headers.get("host"), protocol: "http" } as const;
  if (!trustProxy) return direct;
  const forwardedHost = headers.get("x-forwarded-host")?.split(",")[0]?.trim();
  const forwardedProto = headers.get("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase();
  return {
    host: forwardedHost || direct.host,
    protocol: forwardedProto === "https" ? "https" : forwardedProto === "http" ? "http" : direct.protocol,
  };
}
