import "server-only";
import { notFound, redirect } from "next/navigation";
import type { Locale } from "@/lib/i18n/locales";
import { findRoute, type ViewDefinition } from "@/lib/sites/registry";
import type { RouteDefinition } from "@/lib/sites/types";
import { currentSession, type Session } from "./session";

export type PageAccess = { session: Session; allowed: true } | { session: Session; allowed: false; reason: "notEntitled" };

/** Chat and documents need the `entitled` flag; the documents only where the site asks for it (SPEC §2). */
export function needsEntitlement(view: Pick<ViewDefinition, "docNeedsEntitlement">, route: RouteDefinition): boolean {
  if (route.access !== "entitled") return false;
  return route.page !== "doc" || view.docNeedsEntitlement;
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
  if (needsEntitlement(view, route) && !session.entitled) return { session, allowed: false, reason: "notEntitled" };
  return { session, allowed: true };
}
