import { sharedRoutes } from "@/lib/tenancy/sites/shared-routes";
import type { SiteDefinition } from "@/lib/tenancy/sites/types";

/** The tools hub; every tool has a view of its own below it. */
export const TOOLS_HUB = "/various";

export const toolIds = ["settings", "editor", "playground", "autoclave", "calendar"] as const;
export type ToolId = (typeof toolIds)[number];

/** Pages of a site's own that are tools in the members' sense (morpheme's word game at /play). */
const pageToolIds = ["play"] as const;
type PageToolId = (typeof pageToolIds)[number];

/** The tool every site's members use: what this browser keeps. It stays in view on every hub. */
const BROWSER_TOOL: ToolId = "settings";

export interface ToolEntry {
  readonly id: ToolId | PageToolId;
  readonly path: string;
  /** The route's page. */
  readonly page: string;
  /** The message key of the tool's name: its view's title (`paths.<page>`), or a page tool's own name. */
  readonly title: `paths.${string}` | `members.hub.title.${PageToolId}`;
}

function isToolId(value: string): value is ToolId {
  return (toolIds as readonly string[]).includes(value);
}

function isPageToolId(value: string): value is PageToolId {
  return (pageToolIds as readonly string[]).includes(value);
}

/** The hub's cards, in the order of the shared route table (which declares the tool views). */
export const tools: readonly ToolEntry[] = sharedRoutes.flatMap((route) => {
  const id = route.path.slice(TOOLS_HUB.length + 1);
  return route.parent === TOOLS_HUB && isToolId(id) ? [{ id, path: route.path, page: route.page, title: `paths.${route.page}` }] : [];
});

export function toolOf(id: ToolId): ToolEntry {
  const tool = tools.find((entry) => entry.id === id);
  if (!tool) throw new Error(`No route declares the tool ${id}`);
  return tool;
}

export interface ToolGroups {
  /** The tools of the site's own work, in the site's order. */
  readonly own: ToolEntry[];
  /** The browser's settings: every member's. */
  readonly browser: ToolEntry[];
  /** The tools of the other sites' work, in the hub's order: they work here too, but are not this site's. */
  readonly others: ToolEntry[];
}

/**
 * A site's hub cards grouped: its own tools (paths of the hub, or pages of the site's own that are
 * tools), the browser's settings, and the others.
 */
export function toolGroups(site: Pick<SiteDefinition, "ownTools" | "routes">): ToolGroups {
  const own = (site.ownTools ?? []).map((path): ToolEntry => {
    const tool = tools.find((entry) => entry.path === path);
    if (tool) return tool;
    const route = site.routes.find((entry) => entry.path === path);
    // The page's menu name ("Play") says what to do there; the card names the tool ("Word game").
    if (route && isPageToolId(route.page)) return { id: route.page, path: route.path, page: route.page, title: `members.hub.title.${route.page}` as const };
    throw new Error(`${path} is not a tool of ${TOOLS_HUB} or of the site's own pages`);
  });
  const rest = tools.filter((tool) => !own.includes(tool));
  return { own, browser: rest.filter((tool) => tool.id === BROWSER_TOOL), others: rest.filter((tool) => tool.id !== BROWSER_TOOL) };
}
