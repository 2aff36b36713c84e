import { findView, ownRoutesOf } from "@/lib/tenancy/sites/registry";
import type { MenuGroup, RouteDefinition } from "@/lib/tenancy/sites/types";

/** A page of a run the menu holds under one entry (the writing course): where it stands in the run. */
export interface GroupPlace {
  readonly group: MenuGroup;
  /** Counted from 1. */
  readonly number: number;
  readonly count: number;
  readonly previous?: GroupStep;
  readonly next?: GroupStep;
}

/** A page before or after, named as the menu names it: its menu name ("2023") or its page's title. */
interface GroupStep {
  readonly path: string;
  readonly page: string;
  readonly menuName?: string;
}

/** The place of `page` in its menu group, from the registry's route order; none outside a group. */
export function groupPlaceOf(site: string, page: string): GroupPlace | undefined {
  const view = findView(site);
  if (!view) return undefined;
  const routes = ownRoutesOf(view);
  const group = routes.find((route) => route.page === page)?.menuGroup;
  if (!group) return undefined;
  const run = routes.filter((route) => route.menuGroup === group);
  const index = run.findIndex((route) => route.page === page);
  const stepTo = (route: RouteDefinition | undefined): GroupStep | undefined =>
    route ? { path: route.path, page: route.page, ...(route.menuName ? { menuName: route.menuName } : {}) } : undefined;
  // A run named after the entry before it (the forum's years after "News 2025") leads back to that
  // entry from its first page, as the menu reads them in one line.
  const first = run[0];
  const entryBefore = first?.menuName ? routes[routes.indexOf(first) - 1] : undefined;
  return {
    group,
    number: index + 1,
    count: run.length,
    previous: index > 0 ? stepTo(run[index - 1]) : stepTo(entryBefore),
    next: stepTo(run[index + 1]),
  };
}
