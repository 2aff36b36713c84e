import { sharedRoutes } from "./shared-routes";
import { forum, languages, lobby, morpheme, peace, political, syma, tax, vault, writing } from "./sites";
import { siteIds, type MenuItem, type RouteDefinition, type SiteDefinition, type SiteId } from "./types";

export const sites: Readonly<Record<SiteId, SiteDefinition>> = {
  syma,
  vault,
  peace,
  writing,
  morpheme,
  forum,
  political,
  languages,
  lobby,
  tax,
};

/**
 * Views a host can select besides the ten sites: local hosts show the construction-site table
 * with the domain switcher, a whitelisted host without a site shows 'Domain {host} unknown!'
 * with the fallback menu.
 */
const hostViewIds = ["local", "unknown"] as const;
type HostViewId = (typeof hostViewIds)[number];
export type ViewId = SiteId | HostViewId;

export interface ViewDefinition extends Omit<SiteDefinition, "id"> {
  readonly id: ViewId;
  readonly siteSwitcher: boolean;
  /** The start page says the domain is unknown. */
  readonly unknownDomain: boolean;
}

const hostViews: Readonly<Record<HostViewId, ViewDefinition>> = {
  local: { ...tax, id: "local", siteSwitcher: true, unknownDomain: false },
  unknown: {
    ...political,
    id: "unknown",
    routes: [],
    imprintSite: "syma",
    menu: ["/imprint"],
    siteSwitcher: false,
    unknownDomain: true,
  },
};

export const viewIds: readonly ViewId[] = [...siteIds, ...hostViewIds];

export function isSiteId(value: unknown): value is SiteId {
  return typeof value === "string" && (siteIds as readonly string[]).includes(value);
}

export function findView(id: string): ViewDefinition | undefined {
  if (isSiteId(id)) return { ...sites[id], siteSwitcher: false, unknownDomain: false };
  return (hostViews as Record<string, ViewDefinition>)[id];
}

/** The view's own routes beside the shared ones (extra pages only when flagged). */
export function ownRoutesOf(view: Pick<SiteDefinition, "routes" | "extraPages">): RouteDefinition[] {
  return view.routes.filter((route) => !route.extra || view.extraPages);
}

/** Every route the view answers: the shared routes plus its own. */
export function routesOf(view: Pick<SiteDefinition, "routes" | "extraPages">): RouteDefinition[] {
  return [...sharedRoutes, ...ownRoutesOf(view)];
}

export function findRoute(view: Pick<SiteDefinition, "routes" | "extraPages">, path: string): RouteDefinition | undefined {
  return routesOf(view).find((route) => route.path === path);
}

export interface MenuContext {
  readonly signedIn: boolean;
  readonly entitled: boolean;
}

/**
 * The menu: /start, the site's own entries, then the auth entries, then the entries that follow
 * them. Signed in: dashboard, protected, intern, various, chat (not entitled unless the user
 * is), doc (only when entitled where the site asks for it), log out. Signed out: /login only.
 * A site's members-only entry is listed for everyone but entitled only for whom it opens.
 */
export function menuOf(view: SiteDefinition | ViewDefinition, context: MenuContext): MenuItem[] {
  const before = ownEntries(view, ["/start", ...view.menu], context);
  const after = ownEntries(view, view.menuAfterAuth ?? [], context);
  if (!view.authMenu) return [...before, ...after];
  if (!context.signedIn) return [...before, { path: "/login", label: "login", entitled: true }, ...after];
  return [
    ...before,
    { path: "/dashboard", label: "dashboard", entitled: true },
    { path: "/protected", label: "protected", entitled: true },
    { path: "/intern", label: "intern", entitled: true },
    { path: "/various", label: "various", entitled: true },
    // "Chat room", not "Chat": beside "Chat and documents" (/intern, the way in that says how both
    // open) the menu named the chat twice (round 82). The specification asks for both entries.
    { path: "/intern/chat", label: "chatRoom", entitled: context.entitled },
    ...(context.entitled ? [{ path: "/intern/doc", label: "doc", entitled: true }] : []),
    { path: "/log_out", label: "log_out", entitled: true },
    ...after,
  ];
}

/**
 * The menu entry a path belongs to: a tool's view highlights the tools hub's entry. A page whose own
 * entry is closed in the menu of `context` (the chat to a member not yet approved: a grey entry that
 * cannot be current) belongs to the nearest page above it that has a route: /intern/chat to /intern,
 * "Chat and documents", so the members' entry stays marked (round 83).
 */
export function menuPathOf(view: Pick<SiteDefinition, "routes" | "extraPages">, path: string, context?: MenuContext): string {
  const route = findRoute(view, path);
  if (route?.parent) return route.parent;
  if (!route || !context || opensIn(route, context)) return path;
  const above = path.slice(0, path.lastIndexOf("/"));
  return above && findRoute(view, above) ? menuPathOf(view, above, context) : path;
}

function opensIn(route: RouteDefinition, context: MenuContext): boolean {
  return route.access === "public" || (route.access === "session" ? context.signedIn : context.entitled);
}

function ownEntries(view: SiteDefinition | ViewDefinition, paths: readonly string[], context: MenuContext): MenuItem[] {
  return paths.flatMap((path) => {
    const route = findRoute(view, path);
    if (!route) return [];
    const opens = opensIn(route, context);
    return [
      {
        path,
        label: route.menuName ?? route.page,
        entitled: opens,
        ...(route.menuName ? { continues: true } : {}),
        ...(route.menuGroup ? { group: route.menuGroup } : {}),
      },
    ];
  });
}

/** The page a public URL path shows, or undefined for the 404 page. */
export function publicPageOf(view: Pick<SiteDefinition, "routes" | "extraPages">, path: string): string | undefined {
  const route = findRoute(view, path);
  return route?.access === "public" ? route.page : undefined;
}

/** The `[site]` segment of every site, for routes prerendered once per site (robots, sitemap). */
export function siteParams(): { site: string }[] {
  return viewIds.map((site) => ({ site }));
}
