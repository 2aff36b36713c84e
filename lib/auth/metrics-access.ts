import { createHash, timingSafeEqual } from "node:crypto";
import { clientAddress } from "@/lib/auth/request-context";
import { isLocalHostname } from "@/lib/tenancy/hosts/local-address";

interface HeaderSource {
  get(name: string): string | null;
}

export type MetricsAccess = "allowed" | "forbidden" | "hidden";

const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * Who may read /api/metrics: a client on a local address (loopback, private network: the
 * operator's scraper next to the server), or anyone showing `Authorization: Bearer
 * <METRICS_TOKEN>`. A wrong token is told so (403); everybody else does not learn that the
 * route exists (404). The client address is the one the request intake settled on
 * (X-Forwarded-For from a trusted proxy, else the socket's).
 */
export function metricsAccess(headers: HeaderSource, token: string | undefined): MetricsAccess {
  const authorization = headers.get("authorization");
  if (authorization !== null) {
    const offered = /^Bearer\s+(\S+)\s*$/i.exec(authorization)?.[1];
    // Compared as digests: equal lengths for timingSafeEqual, no early exit on the first wrong character.
    return token && offered && timingSafeEqual(digest(offered), digest(token)) ? "allowed" : "forbidden";
  }
  const address = clientAddress(headers).value;
  return address && isLocalHostname(address) ? "allowed" : "hidden";
}
