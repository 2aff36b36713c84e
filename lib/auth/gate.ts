import "server-only";
import { notFound, redirect } from "next/navigation";
import { cache } from "react";
import type { Locale } from "@/lib/i18n/locales";
import { findRoute, isSiteId, type ViewDefinition } from "@/lib/tenancy/sites/registry";
import type { RouteDefinition } from "@/lib/tenancy/sites/types";
import { isKeptRoute } from "@/lib/tenancy/kept-pages";
import { viewContext } from "@/lib/tenancy/view-context";
import { accessOfName, type MemberAccess } from "./member-access";
import { pageSession, type Session } from "./session";

type PageAccess = { session: Session; allowed: true } | { session: Session; allowed: false; reason: "notEntitled" };

/** A member the gate let onto a page. */
export interface Member {
  readonly view: ViewDefinition;
  readonly locale: Locale;
  /** The page's path without the locale, e.g. "/intern/chat". */
  readonly path: string;
  /** The session the gate checked for this request. */
  readonly session: Session;
  /** False: signed in, but the page needs the `entitled` flag the session lacks. */
  readonly allowed: boolean;
}

/** Chat and documents open only to accounts the operator marked `entitled`. */
export function needsEntitlement(route: RouteDefinition): boolean {
  return route.access === "entitled";
}

/**
 * Server-side gate of every non-public page, run on every request whatever the middleware did:
 * the route must exist on the site (extra pages only with the flag), and the request must carry
 * a session of this very site. Anonymous visitors go to the login with a return path that is a
 * route of this site (never a URL from the request, so no open redirect).
 */
async function requireAccess(view: ViewDefinition, locale: Locale, path: string): Promise<PageAccess> {
  const route = findRoute(view, path);
  if (!route || route.access === "public") notFound();
  const session = isSiteId(view.id) ? await pageSession(view.id) : undefined;
  if (!session || session.site !== view.id) redirect(`/${locale}/login?next=${encodeURIComponent(route.path)}`);
  if (needsEntitlement(route) && !session.entitled) return { session, allowed: false, reason: "notEntitled" };
  return { session, allowed: true };
}

/**
 * The gate of a members' page, once per request: site and language from the route's params, the
 * path the page names for itself (a route of this site, else 404), a session of this very site
 * (else the login with the way back) and the entitlement where the route needs it.
 */
export const requireMember = cache(async (site: string, locale: string, path: string): Promise<Member> => {
  const context = viewContext(site, locale);
  if (!context) notFound();
  const access = await requireAccess(context.view, context.locale, path);
  return { view: context.view, locale: context.locale, path, session: access.session, allowed: access.allowed };
});

/** A member on a members' page kept per access: the page shows what her access opens, nothing of her own. */
export interface KeptMember {
  readonly view: ViewDefinition;
  readonly locale: Locale;
  /** The page's path without the locale, e.g. "/dashboard". */
  readonly path: string;
  readonly access: MemberAccess;
  /** False: the page needs the `entitled` flag the access lacks. */
  readonly allowed: boolean;
}

/**
 * The gate of a kept members' page, as its params name it: the middleware checked the member's
 * session and chose the access; anything it would never choose (an unknown access, a public or
 * per-request route) is no page.
 */
export function keptMember(site: string, locale: string, accessSegment: string, path: string): KeptMember {
  const context = viewContext(site, locale);
  const access = accessOfName(accessSegment);
  const route = context && findRoute(context.view, path);
  if (!context || !access || !route || !isKeptRoute(route)) notFound();
  return { view: context.view, locale: context.locale, path, access, allowed: !needsEntitlement(route) || access.entitled };
}
