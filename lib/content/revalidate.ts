import "server-only";
import { revalidatePath } from "next/cache";
import type { Locale } from "@/lib/i18n/locales";
import { routesOf, sites } from "@/lib/tenancy/sites/registry";
import type { SiteId } from "@/lib/tenancy/sites/types";
import { canonicalPath } from "@/lib/tenancy/view-context";

/** What a publish changed: one site's pages in some languages, or every page (a shared text). */
export type PublishedScope = { readonly site: SiteId; readonly locales: readonly Locale[] } | "every-site";

/**
 * Marks the prerendered pages that show what was published stale (Next renders them anew on
 * their next request). A page's cache tags are its route pattern's layouts and its own path
 * (`/forum/en/peace`, as the middleware rewrites a host's request): a shared text makes every
 * page of every site stale, a site's text or fact the site's public pages in those languages.
 */
export function revalidatePublished(scope: PublishedScope): void {
  if (scope === "every-site") {
    revalidatePath("/[site]/[locale]", "layout");
    return;
  }
  const paths = new Set(routesOf(sites[scope.site]).filter((route) => route.access === "public").map((route) => canonicalPath(route.path)));
  for (const locale of new Set(scope.locales)) {
    for (const path of paths) revalidatePath(`/${scope.site}/${locale}${path}`);
  }
  revalidatePath(`/${scope.site}/site-map`);
}
