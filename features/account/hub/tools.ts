import { sharedRoutes } from "@/lib/tenancy/sites/shared-routes";

/** The tools hub; every tool has a view of its own below it. */
export const TOOLS_HUB = "/various";

export const toolIds = ["settings", "editor", "playground", "autoclave", "calendar"] as const;
export type ToolId = (typeof toolIds)[number];

export interface ToolEntry {
  readonly id: ToolId;
  readonly path: string;
  /** The route's page: its title is `paths.<page>`. */
  readonly page: string;
}

function isToolId(value: string): value is ToolId {
  return (toolIds as readonly string[]).includes(value);
}

/** The hub's cards, in the order of the shared route table (which declares the tool views). */
export const tools: readonly ToolEntry[] = sharedRoutes.flatMap((route) => {
  const id = route.path.slice(TOOLS_HUB.length + 1);
  return route.parent === TOOLS_HUB && isToolId(id) ? [{ id, path: route.path, page: route.page }] : [];
});

export function toolOf(id: ToolId): ToolEntry {
  const tool = tools.find((entry) => entry.id === id);
  if (!tool) throw new Error(`No route declares the tool ${id}`);
  return tool;
}

/** The hub's cards split into the site's own tools (in the site's order) and the others (in the hub's order). */
export function toolGroups(ownPaths: readonly string[]): { own: ToolEntry[]; further: ToolEntry[] } {
  const own = ownPaths.map((path) => {
    const tool = tools.find((entry) => entry.path === path);
    if (!tool) throw new Error(`${path} is not a tool of ${TOOLS_HUB}`);
    return tool;
  });
  return { own, further: tools.filter((tool) => !own.includes(tool)) };
}
