import type { HostConfig } from "@/lib/env/hosts";
import { PREVIEW_COOKIE } from "@/lib/tenancy/hosts/preview-cookie";
import { effectiveRequestOrigin, resolveHost } from "@/lib/tenancy/hosts/resolve";
import { isSiteId, sites } from "@/lib/tenancy/sites/registry";
import type { SiteId } from "@/lib/tenancy/sites/types";
import type { RequestProtocol } from "./cookie";

export interface RequestContext {
  /** The site whose sign-in this request concerns; undefined where no site has an internal area. */
  readonly site?: SiteId;
  readonly protocol: RequestProtocol;
  /** `protocol://host[:port]` as the visitor used it; undefined for a host off the whitelist. */
  readonly origin?: string;
  /** The client address for rate limits. */
  readonly address: ClientAddress;
  /** https, or a local host where plain http is fine (a developer's machine or the home network). */
  readonly secureTransport: boolean;
}

interface HeaderSource {
  get(name: string): string | null;
}

/**
 * Host → site for route handlers and signed-in pages, from the request itself and never from
 * headers the middleware sets: a request that skipped the middleware is judged the same way.
 * On local hosts the domain switcher's cookie picks the site, as it does for the pages.
 */
export function requestContextOf(headers: HeaderSource, cookie: (name: string) => string | undefined, config: HostConfig): RequestContext {
  const { host, protocol } = effectiveRequestOrigin(headers, config.trustProxy);
  const resolution = resolveHost(host, config);
  const address = clientAddress(headers);
  if (resolution.kind === "rejected" || !host) return { protocol, address, secureTransport: false };
  const origin = `${protocol}://${host.trim().toLowerCase()}`;
  const local = resolution.kind === "local" || resolution.local;
  const candidate = resolution.kind === "site" ? resolution.site : resolution.kind === "local" ? cookie(PREVIEW_COOKIE) : undefined;
  const site = isSiteId(candidate) && sites[candidate].authMenu ? candidate : undefined;
  return { site, protocol, origin, address, secureTransport: protocol === "https" || local };
}

/** "" when unknown; `counted` is false for loopback, which the per-address limits leave out. */
export interface ClientAddress {
  readonly value: string;
  readonly counted: boolean;
}

/**
 * The last X-Forwarded-For entry: with TRUST_PROXY the address our reverse proxy saw (it
 * appends it), without it the socket's address, which the request intake puts there in place
 * of whatever the client sent. Loopback (the operator's own machine) is not counted per
 * address; per name and address it is, like any other.
 */
export function clientAddress(headers: HeaderSource): ClientAddress {
  const last = headers.get("x-forwarded-for")?.split(",").pop()?.trim().toLowerCase() ?? "";
  if (!last || last.length > 64) return { value: "", counted: false };
  const bare = last.startsWith("::ffff:") ? last.slice(7) : last;
  return { value: bare, counted: !(bare === "::1" || bare.startsWith("127.")) };
}

/**
 * A state-changing request must come from a page of the same origin: the browser's Origin
 * header (or, where it sends none, Sec-Fetch-Site) proves it. A request with neither is
 * refused too, so a form on another site cannot post here.
 */
export function isSameOrigin(headers: HeaderSource, context: RequestContext): boolean {
  const origin = headers.get("origin");
  if (origin) return context.origin !== undefined && origin.trim().toLowerCase() === context.origin;
  return headers.get("sec-fetch-site") === "same-origin";
}
