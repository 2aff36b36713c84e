import { findView, ownRoutesOf } from "@/lib/tenancy/sites/registry";
import type { MenuGroup } from "@/lib/tenancy/sites/types";

/** A page of a run the menu holds under one entry (the writing course): where it stands in the run. */
export interface GroupPlace {
  readonly group: MenuGroup;
  /** Counted from 1. */
  readonly number: number;
  readonly count: number;
  readonly previous?: { readonly path: string; readonly page: string };
  readonly next?: { readonly path: string; readonly page: string };
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
  const at = (position: number) => {
    const route = run[position];
    return route ? { path: route.path, page: route.page } : undefined;
  };
  return { group, number: index + 1, count: run.length, previous: at(index - 1), next: at(index + 1) };
}
