import { routesOf, type ViewDefinition } from "@/lib/tenancy/sites/registry";
import type { RouteDefinition } from "@/lib/tenancy/sites/types";

/**
 * The public pages an editor can preview with her drafts: the start page (once, at "/") and the
 * pages of articles the catch-all route renders; pages with a folder of their own (the sign-in,
 * the imprint's contact blocks, the game) are left out.
 */
export function previewRoutes(view: Pick<ViewDefinition, "routes" | "extraPages">): RouteDefinition[] {
  return routesOf(view).filter((route) => route.access === "public" && !route.ownSegment && route.path !== "/index.html" && route.path !== "/start");
}
