import "server-only";
import { notFound, redirect } from "next/navigation";
import type { Locale } from "@/lib/i18n/locales";
import { findRoute, type ViewDefinition } from "@/lib/sites/registry";

/**
 * Server-side gate of every non-public route: the route must exist on the site (extra pages
 * only with the flag) and a session must be present. Until accounts exist no session can be
 * present, so every visitor is sent to the login with a return path that stays on this site.
 */
export function requireAccess(view: ViewDefinition, locale: Locale, path: string): never | void {
  const route = findRoute(view, path);
  if (!route || route.access === "public") notFound();
  redirect(`/${locale}/login?next=${encodeURIComponent(path)}`);
}
