import { isLocale, type Locale } from "@/lib/i18n/locales";
import { ROOT_REDIRECT_FRAGMENT } from "@/lib/i18n/root-language";
import { negotiateLocale } from "@/lib/i18n/negotiate";
import { findRoute, findView, isSiteId, type ViewId } from "@/lib/tenancy/sites/registry";
import type { HostConfig } from "@/lib/env/hosts";
import { isKeptRoute } from "@/lib/tenancy/kept-pages";
import { PREVIEW_COOKIE } from "./preview-cookie";
import { effectiveRequestOrigin, parseHostHeader, resolveHost } from "./resolve";

/** The development port the specification exempts from the HTTPS notice. */
const DEV_PORTS = new Set(["5173"]);
/**
 * Files served per site without a locale prefix: the route each is rewritten to, and its address
 * (the share picture's has no extension: the middleware skips .png).
 */
export const SITE_FILE_ADDRESSES = { "/robots": "/robots.txt", "/site-map": "/sitemap.xml", "/share-picture": "/share-picture" } as const;
const SITE_FILES = new Map<string, string>(Object.entries(SITE_FILE_ADDRESSES).map(([route, address]) => [address, route]));

export interface RoutingRequest {
  pathname: string;
  search: string;
  headers: { get(name: string): string | null };
  cookie(name: string): string | undefined;
}

export type RoutingDecision =
  | { action: "reject"; reason: string; host: string }
  | { action: "redirect"; location: string }
  | {
      action: "rewrite";
      pathname: string;
      view: ViewId;
      locale?: Locale;
      host: string;
      local: boolean;
      /** The protocol the visitor used (forwarded headers only from a trusted proxy). */
      protocol: "http" | "https";
      status?: 404;
      /** The query the page receives: the notices and the 404 page name what the visitor asked for. */
      search?: string;
      /**
       * A members' page: where a visitor without a session cookie goes at once, before anything
       * renders (the page checks the session itself too).
       */
      signIn?: string;
      /**
       * A members' page kept per access (not rendered per request): the route's own path, which
       * the middleware serves from the copy kept for the access the member's session opens.
       */
      keptFor?: string;
      /** Public pages may be kept by a reverse proxy; everything else is private. */
      cacheControl?: string;
      /**
       * What answers: a prerendered page (its CSP comes with it, built from its script
       * hashes), a page rendered per request (gets a nonce), or no document at all.
       */
      rendering: Rendering;
    };

/** `kept`: a members' page kept per access (lib/tenancy/kept-pages.ts), its CSP built from its script hashes like a prerendered page's. */
export type Rendering = "static" | "kept" | "dynamic" | "none";

const MAX_NOTICE_PATH = 300;

/**
 * A shared cache keeps a public page for a second and may hand out the old copy for two more
 * while it asks again: what an editor publishes is seen within 3 s through the proxy. Asking
 * again costs little: the proxy sends the page's ETag and the middleware answers 304.
 */
export const PUBLIC_CACHE = "public, max-age=0, s-maxage=1, stale-while-revalidate=2";
/** Pages rendered per request carry a CSP nonce, which a shared cache must never hand out twice. */
export const NOT_FOUND_CACHE = "private, no-store";

/**
 * Everything the middleware decides, as a pure function so unit tests reach it:
 * reject (421), add the locale prefix (redirect), or rewrite to /[domain]/[locale]/….
 */
export function route(request: RoutingRequest, config: HostConfig): RoutingDecision {
  const origin = effectiveRequestOrigin(request.headers, config.trustProxy);
  const resolution = resolveHost(origin.host, config);
  if (resolution.kind === "rejected") {
    return { action: "reject", reason: resolution.reason, host: (origin.host ?? "").slice(0, 100) };
  }
  const { hostname } = resolution;
  const port = parseHostHeader(origin.host)?.port ?? "";
  const authority = `${hostname.includes(":") ? `[${hostname}]` : hostname}${port ? `:${port}` : ""}`;
  const local = resolution.kind === "local" || resolution.local;
  const view = viewOf(resolution, request);

  if (SITE_FILES.has(request.pathname)) {
    return {
      action: "rewrite",
      pathname: `/${view}${SITE_FILES.get(request.pathname)}`,
      view,
      host: hostname,
      local,
      protocol: origin.protocol,
      cacheControl: PUBLIC_CACHE,
      rendering: "none",
    };
  }
  if (request.pathname.startsWith("/api/")) {
    return { action: "rewrite", pathname: request.pathname, view, host: hostname, local, protocol: origin.protocol, rendering: "none" };
  }

  const [, first = "", ...rest] = request.pathname.split("/");
  if (!isLocale(first)) {
    const locale = negotiateLocale(request.headers.get("accept-language"));
    const bare = request.pathname === "/";
    const path = bare ? "" : request.pathname;
    const mark = bare ? `#${ROOT_REDIRECT_FRAGMENT}` : "";
    // The host passed the whitelist above, so the redirect cannot lead to a foreign host.
    return { action: "redirect", location: `${origin.protocol}://${authority}/${locale}${path}${request.search}${mark}` };
  }
  const restPath = rest.length ? `/${rest.join("/")}` : "";
  const search = noticeSearch(hostname, request.pathname);
  if (origin.protocol === "http" && !local && !DEV_PORTS.has(port)) {
    return { action: "rewrite", pathname: `/${view}/${first}/http-notice`, view, locale: first, host: hostname, local, protocol: origin.protocol, search, rendering: "dynamic" };
  }
  if (view === "unknown") {
    return { action: "rewrite", pathname: `/unknown/${first}/host-notice`, view, locale: first, host: hostname, local, protocol: origin.protocol, search, rendering: "dynamic" };
  }
  const definition = findView(view);
  const pageRoute = definition && findRoute(definition, restPath || "/");
  if (!pageRoute) {
    const pathname = `/${view}/${first}/missing`;
    return {
      action: "rewrite",
      pathname,
      view,
      locale: first,
      host: hostname,
      local,
      protocol: origin.protocol,
      status: 404,
      search,
      cacheControl: NOT_FOUND_CACHE,
      rendering: "dynamic",
    };
  }
  const prerendered = pageRoute.access === "public" && !pageRoute.perRequest;
  // A local host's page depends on the switcher cookie, so a shared cache must not keep it.
  const cacheControl = prerendered && resolution.kind !== "local" ? PUBLIC_CACHE : undefined;
  const rendering = prerendered ? "static" : "dynamic";
  // The registry's path, never the request's, so the return address cannot lead elsewhere.
  const signIn = pageRoute.access === "public" ? undefined : `/${first}/login?next=${encodeURIComponent(pageRoute.path)}`;
  const keptFor = isKeptRoute(pageRoute) ? pageRoute.path : undefined;
  return { action: "rewrite", pathname: `/${view}/${first}${restPath}`, view, locale: first, host: hostname, local, protocol: origin.protocol, cacheControl, rendering, signIn, keptFor };
}

/** What the notices and the 404 page name: the host and the path as the visitor asked for them. */
function noticeSearch(host: string, path: string): string {
  return `?${new URLSearchParams({ host, path: path.slice(0, MAX_NOTICE_PATH) })}`;
}

/** The view a request's host shows (a site, the local chooser or a preview, the unknown-host notice); none for a rejected host. */
export function viewOfRequest(request: RoutingRequest, config: HostConfig): ViewId | undefined {
  const resolution = resolveHost(effectiveRequestOrigin(request.headers, config.trustProxy).host, config);
  return resolution.kind === "rejected" ? undefined : viewOf(resolution, request);
}

function viewOf(resolution: Exclude<ReturnType<typeof resolveHost>, { kind: "rejected" }>, request: RoutingRequest): ViewId {
  if (resolution.kind === "site") return resolution.site;
  if (resolution.kind === "unknown") return "unknown";
  const preview = request.cookie(PREVIEW_COOKIE);
  return isSiteId(preview) ? preview : "local";
}
