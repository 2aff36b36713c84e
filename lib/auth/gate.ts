import "server-only";
import { notFound, redirect } from "next/navigation";
import type { Locale } from "@/lib/i18n/locales";
import { findRoute, type ViewDefinition } from "@/lib/sites/registry";
import type { RouteDefinition } from "@/lib/sites/types";
import { currentSession, type Session } from "./session";

export type PageAccess = { session: Session; allowed: true } | { session: Session; allowed: false; reason: "notEntitled" };

/** Chat and documents open only to accounts the operator marked `entitled`. */
export function needsEntitlement(route: RouteDefinition): boolean {
  return route.access === "entitled";
}

/**
 * Server-side gate of every non-public route, run on every request whatever the middleware did:
 * the route must exist on the site (extra pages only with the flag), and the request must carry
 * a session of this very site. Anonymous visitors go to the login with a return path that is a
 * route of this site (never a URL from the request, so no open redirect).
 */
export async function requireAccess(view: ViewDefinition, locale: Locale, path: string): Promise<PageAccess> {
  const route = findRoute(view, path);
  if (!route || route.access === "public") notFound();
  const session = await currentSession();
  if (!session || session.site !== view.id) redirect(`/${locale}/login?next=${encodeURIComponent(route.path)}`);
  if (needsEntitlement(route) && !session.entitled) return { session, allowed: false, reason: "notEntitled" };
  return { session, allowed: true };
}
