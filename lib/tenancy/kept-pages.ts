import type { RouteDefinition } from "./sites/types";

/**
 * Members' pages that show nothing of one member are rendered once per site, language and
 * access and kept (like a public page), under this segment. Only the middleware leads there,
 * after it checked the member's session: no address a visitor can type reaches the segment.
 */
const KEPT_SEGMENT = "kept";

/** Kept for one member's browser only: the page is the same for many, but it is theirs to see. */
export const KEPT_PAGE_CACHE = "private, no-store";

/** A members' route whose page shows nothing of one member: kept per access, not rendered per request. */
export const isKeptRoute = (route: RouteDefinition): boolean => route.access !== "public" && !route.perRequest;

/** `/forum/en/kept/personal-entitled/dashboard`: where the middleware rewrites a member's request. */
export const keptPagePath = (site: string, locale: string, access: string, path: string) => `/${site}/${locale}/${KEPT_SEGMENT}/${access}${path}`;
